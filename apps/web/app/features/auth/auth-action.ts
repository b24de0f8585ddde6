import type { FieldErrors } from '../../ui/form/form-errors';

/**
 * What the login modal, the reset-request form and the new-password modal get back. `message`
 * is the server's text (already in the visitor's language); `failed` with no message means the
 * call itself failed, shown as SOMETHING.WRONG.TRY.LATER.
 */
export type AuthActionData =
  | { intent: 'login'; fieldErrors: FieldErrors; message: string | null; failed: boolean }
  | { intent: 'forgot'; fieldErrors: FieldErrors; outcome: 'success' | 'failure' | null; message: string | null }
  | { intent: 'reset'; fieldErrors: FieldErrors; outcome: 'success' | 'failure' | null; message: string | null; token: string; email: string }
  | { intent: 'social'; outcome: 'failure' };
