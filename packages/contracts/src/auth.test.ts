import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, loginBodySchema, newPasswordFormSchema, normalizeMalaysianMobile, registerBodySchema } from './auth';

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

describe('passwords on every form (issue 14, finding 15)', () => {
  const signUp = (password: string) => registerBodySchema.safeParse({ name: 'A', email: 'a@b.my', mobile_no: '0123456789', company_name: 'C', reg_no: 'R', password, password_confirmation: password, interest: [6] });
  const messages = (password: string) => {
    const parsed = signUp(password);
    return parsed.success ? [] : parsed.error.issues.filter((i) => i.path[0] === 'password').map((i) => i.message);
  };

  it('counts characters, not UTF-16 units: seven emoji are too short, 128 are allowed', () => {
    expect(messages('🔑'.repeat(7))).toEqual(['EIGHT.CHARACTER']);
    expect(messages('🔑'.repeat(8))).toEqual([]);
    expect(messages('汉'.repeat(128))).toEqual([]);
    expect(messages('🔑'.repeat(128))).toEqual([]);
    expect(messages('🔑'.repeat(129))).toEqual(['PASSWORD.TOO.LONG']);
  });

  it('keeps spaces where they were typed, refuses spaces only, and normalizes to NFKC everywhere a password is taken', () => {
    expect(signUp(' secret pass ').data?.password).toBe(' secret pass ');
    expect(messages(' '.repeat(10))).toEqual(['REQUIRED']);
    const fullwidth = 'ｐａｓｓｗｏｒｄ９９';
    expect(signUp(fullwidth).data?.password).toBe('password99');
    expect(loginBodySchema.parse({ email: 'a@b.my', password: fullwidth }).password).toBe('password99');
    expect(newPasswordFormSchema.parse({ password: fullwidth, password_confirmation: 'password99' }).password).toBe('password99');
    expect(changePasswordBodySchema.parse({ current_password: fullwidth, password: fullwidth, password_confirmation: fullwidth })).toMatchObject({ current_password: 'password99', password: 'password99' });
  });
});
