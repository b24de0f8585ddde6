import { loginBodySchema } from '@borong/contracts/auth';
import { addressBodySchema } from '@borong/contracts/addresses';
import { describe, expect, it } from 'vitest';
import { renderAt, tagsWith } from '../../test/render';
import { CheckboxGroupField, FormError, SelectField, TextField } from './fields';
import { validate, type FieldErrors } from './form-errors';

const errorsOf = (result: ReturnType<typeof validate>): FieldErrors => (result.ok ? {} : result.errors);

describe('form fields', () => {
  it('wire the label, the error (aria-invalid, aria-describedby) and the hint', () => {
    const html = renderAt('/', <TextField name="email" type="email" label="Email" hint="We never share it" errors={{ email: ['MUST.BE.EMAIL'] }} />);
    const [input] = tagsWith(html, '<input', 'name="email"');
    expect(input).toContain('aria-invalid="true"');
    const id = /id="([^"]+)"/.exec(input ?? '')?.[1];
    expect(html).toContain(`<label for="${id}"`);
    const described = /aria-describedby="([^"]+)"/.exec(input ?? '')?.[1]?.split(' ') ?? [];
    expect(described).toHaveLength(2);
    expect(html).toContain(`id="${described[0]}" class="mt-1 text-sm font-medium text-red-700">Please enter a valid email address</p>`);
    expect(html).toContain(`id="${described[1]}" class="mt-1 text-sm text-slate-600">We never share it</p>`);
  });

  it('leave a valid field unflagged', () => {
    const html = renderAt('/', <TextField name="email" label="Email" errors={{ password: ['REQUIRED'] }} />);
    const [input] = tagsWith(html, '<input');
    expect(input).not.toContain('aria-invalid');
    expect(input).not.toContain('aria-describedby');
  });

  it('show what the browser’s check of the contract schema found, in the visitor’s language', () => {
    const errors = errorsOf(validate(loginBodySchema, { email: 'not an email', password: '' }));
    const ms = renderAt('/bm', <TextField name="email" label="E-mel" errors={errors} />);
    expect(ms).toContain('Sila masukkan alamat e-mel yang sah');
    const en = renderAt('/', <TextField name="email" label="Email" errors={errors} />);
    expect(en).toContain('Please enter a valid email address');
  });

  it('translate an account message the API and the schemas send in English', () => {
    const errors = errorsOf(validate(addressBodySchema, { recipient_name: 'Ali', phone: '0123456789', address_1: 'Jalan 1', city: 'Shah Alam', state_id: '10', zip: '12' }));
    const html = renderAt('/bm', <SelectField name="zip" label="Poskod" options={[]} errors={errors} />);
    expect(html).toContain('Poskod tidak sah');
  });

  it('flag a checkbox group and describe its error, also when the message names an item', () => {
    const html = renderAt(
      '/',
      <CheckboxGroupField
        name="interest"
        label="Interests"
        options={[
          { value: 1, label: 'Food' },
          { value: 100, label: 'Others' },
        ]}
        defaultChecked={[100]}
        errors={{ 'interest.0': ['INVALID.INTEREST'] }}
      />,
    );
    const [group] = tagsWith(html, '<fieldset');
    expect(group).toContain('aria-invalid="true"');
    expect(group).toMatch(/aria-describedby="[^"]+-error"/);
    expect(tagsWith(html, 'id="interest-100"')[0]).toContain('checked=""');
  });

  it('say a failed call went wrong above the form, in the visitor’s language', () => {
    expect(renderAt('/bm', <FormError errors={{ form: [''] }} />)).toContain('Ada sesuatu yang tidak kena, sila cuba lagi nanti');
    expect(renderAt('/', <FormError errors={{}} />)).toBe('');
  });
});
