import { addressBodySchema } from '@borong/contracts/addresses';
import { loginBodySchema, newPasswordFormSchema } from '@borong/contracts/auth';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsAfterEdit, formText, formValues, issuesToFieldErrors, validate } from './form-errors';

describe('issuesToFieldErrors', () => {
  it('keeps every message of a field, in order, under its dotted path; a pathless issue is the form’s', () => {
    const schema = z.object({ name: z.string().min(3, 'SHORT').regex(/^[a-z]+$/, 'LETTERS'), items: z.array(z.number({ error: 'NUMBER' })) }).refine(() => false, 'WHOLE');
    const parsed = schema.safeParse({ name: '1', items: [1, 'x'] });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(issuesToFieldErrors(parsed.error.issues)).toEqual({ name: ['SHORT', 'LETTERS'], 'items.1': ['NUMBER'] });
    expect(issuesToFieldErrors([{ path: [], message: 'WHOLE' }])).toEqual({ form: ['WHOLE'] });
  });
});

describe('validate', () => {
  it('answers the contract’s message keys for the sign-in and new-password forms', () => {
    expect(validate(loginBodySchema, { email: 'nope', password: '' })).toEqual({ ok: false, errors: { email: ['MUST.BE.EMAIL'], password: ['REQUIRED'] } });
    expect(validate(newPasswordFormSchema, { password: 'long enough 1', password_confirmation: 'long enough 2' })).toEqual({ ok: false, errors: { password_confirmation: ['PASSWORD.NOT.MATCH'] } });
    expect(validate(newPasswordFormSchema, { password: 'short', password_confirmation: 'short' })).toMatchObject({ ok: false, errors: { password: ['EIGHT.CHARACTER'] } });
  });

  it('gives the parsed value when the input is valid', () => {
    expect(validate(loginBodySchema, { email: 'ali@example.com', password: 'secret phrase' })).toEqual({ ok: true, data: { email: 'ali@example.com', password: 'secret phrase' } });
  });

  it('checks a form’s fields as the action reads them (the texts as typed)', () => {
    const form = new FormData();
    form.append('recipient_name', 'Ali');
    form.append('phone', '0123456789');
    form.append('address_1', 'No 1, Jalan Satu');
    form.append('city', 'Shah Alam');
    form.append('state_id', '10');
    form.append('zip', '4000');
    form.append('zip', 'ignored second value');
    form.append('doc', new Blob(['x']), 'a.pdf');
    expect(formValues(form)).not.toHaveProperty('doc');
    expect(formText(form, 'zip')).toBe('4000');
    expect(validate(addressBodySchema, formValues(form))).toEqual({ ok: false, errors: { zip: ['Invalid Postcode'] } });
  });
});

describe('errorsAfterEdit', () => {
  it('refreshes the edited field’s message and leaves the others as they were', () => {
    const all = { email: ['MUST.BE.EMAIL'], password: ['REQUIRED'] };
    expect(errorsAfterEdit({ email: ['REQUIRED'], password: ['x'] }, all, 'email')).toEqual({ email: ['MUST.BE.EMAIL'], password: ['x'] });
  });

  it('clears the message once the field is fixed', () => {
    expect(errorsAfterEdit({ email: ['MUST.BE.EMAIL'], form: [''] }, {}, 'email')).toEqual({ form: [''] });
  });
});
