import { Rng } from './random';

/** How many loyalty cards the demo's loyalty programme has issued. */
export const LOYALTY_CARD_COUNT = 200;

/** Luhn check digit of a string of digits, as printed member cards carry it. */
function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** The number of the n-th issued card (1-based): 6019 + 11-digit serial + check digit, 16 digits. */
export function loyaltyCardNo(n: number): string {
  const body = `6019${String(n).padStart(11, '0')}`;
  return body + luhnDigit(body);
}

/**
 * The security code printed on the back of the n-th card (six digits, the proof that linking by
 * number asks for). Derived from the seed's own PRNG so tests and demos can read a card's code;
 * the programme's real codes would be random and arrive with its feed.
 */
export function loyaltyCardSecurityCode(n: number): string {
  return String(new Rng(`loyalty-card-code:${n}`).int(1_000_000)).padStart(6, '0');
}

/** Every fifth card has expired; the rest run to the end of 2030. Dates are fixed so the seed stays deterministic. */
export const isSeededCardExpired = (n: number) => n % 5 === 0;

export function loyaltyCardRows() {
  return Array.from({ length: LOYALTY_CARD_COUNT }, (_, i) => {
    const n = i + 1;
    return {
      cardNo: loyaltyCardNo(n),
      holderName: `Meriah Member ${n}`,
      holderEmail: `member${n}@example.my`,
      expiresOn: isSeededCardExpired(n) ? '2024-06-30' : '2030-12-31',
      balance: (n * 37) % 1000,
      securityCode: loyaltyCardSecurityCode(n),
    };
  });
}
