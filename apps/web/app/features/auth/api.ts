import { apiPaths } from '@borong/contracts/api-paths';
import {
  loginResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  registerResponseSchema,
  resendVerificationResponseSchema,
  socialLoginResponseSchema,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type SocialLoginBody,
} from '@borong/contracts/auth';
import { interestListResponseSchema } from '@borong/contracts/content';
import type { ApiClient } from '../../lib/api';

/** Accounts (spec §7): sign-up, sign-in, sign-out, password reset, social login, the signed-in user. */
export function authApi(api: ApiClient) {
  return {
    register: (body: RegisterBody) => api.post(registerResponseSchema, apiPaths.register, body),
    login: (body: LoginBody) => api.post(loginResponseSchema, apiPaths.login, body),
    /** Revokes this client's token on the server. */
    logout: () => api.post(messageResponseSchema, apiPaths.logout),
    forgotPassword: (body: ForgotPasswordBody) => api.post(messageResponseSchema, apiPaths.forgotPassword, body),
    resetPassword: (body: ResetPasswordBody) => api.post(messageResponseSchema, apiPaths.resetPassword, body),
    socialLogin: (body: SocialLoginBody) => api.post(socialLoginResponseSchema, apiPaths.socialLogin, body),
    /** The signed-in buyer's new password; every other session ends. */
    changePassword: (body: ChangePasswordBody) => api.post(messageResponseSchema, apiPaths.changePassword, body),
    /** Follows an e-mail verification link's token. */
    verifyEmail: (token: string) => api.post(messageResponseSchema, apiPaths.verifyEmail, { token }),
    /** Mails the signed-in buyer a new verification link. */
    resendVerification: () => api.post(resendVerificationResponseSchema, apiPaths.resendVerification),
    /** The user the token belongs to. */
    profile: () => api.get(profileResponseSchema, apiPaths.profile),
    /** Business interest options for sign-up. */
    interests: () => api.get(interestListResponseSchema, apiPaths.interests),
  };
}
