import { describe, expect, it } from 'vitest';
import { normalizeMalaysianMobile, registerBodySchema } from './auth';

describe('normalizeMalaysianMobile', () => {
  it.each([
    ['0123456789', '+60123456789'],
    ['60123456789', '+60123456789'],
    ['123456789', '+60123456789'],
    ['01123456789', '+601123456789'],
    ['0312345678', '+60312345678'],
  ])('reads %s as %s', (typed, e164) => {
    expect(normalizeMalaysianMobile(typed)).toBe(e164);
  });

  it.each(['12345', '14155552671', '6512345678', '0000000000'])('refuses %s', (typed) => {
    expect(normalizeMalaysianMobile(typed)).toBeNull();
  });
});

describe('registerBodySchema', () => {
  it('reports one message per field and the cross-field rules in the same pass', () => {
    const parsed = registerBodySchema.safeParse({ name: '', email: 'x', mobile_no: '01-2', company_name: 'C', reg_no: 'R', password: 'long enough 1', password_confirmation: 'long enough 2', interest: [100], interest_other: ' ' });
    expect(parsed.success).toBe(false);
    const issues = parsed.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(Object.fromEntries(issues)).toEqual({ name: 'REQUIRED', email: 'MUST.BE.EMAIL', mobile_no: 'ONLY.NUMBERS', password_confirmation: 'PASSWORD.NOT.MATCH', interest_other: 'INTEREST.OTHER.REQUIRED' });
    expect(issues).toHaveLength(5);
  });

  it('drops the Others text unless 100 is chosen, and de-duplicates interests', () => {
    const parsed = registerBodySchema.parse({ name: 'A', email: 'a@b.my', mobile_no: '0123456789', company_name: 'C', reg_no: 'R', password: 'long enough 1', password_confirmation: 'long enough 1', interest: [8, 6, 8], interest_other: 'ignored' });
    expect(parsed.interest).toEqual([6, 8]);
    expect(parsed.interest_other).toBeNull();
  });
});
