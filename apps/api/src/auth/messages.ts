import type { ApiLocale } from '@borong/contracts/common';

/**
 * What the account endpoints say to the buyer, in the language of `Accept-Language` (the web
 * shows these texts as they are, spec §8 "server message").
 */
const MESSAGES = {
  registered: {
    en: 'Your account has been created. Welcome to Borong! We have sent you a link to verify your email address.',
    ms: 'Akaun anda telah dibuat. Selamat datang ke Borong! Kami telah menghantar pautan untuk mengesahkan alamat e-mel anda.',
  },
  emailTaken: { en: 'The email has already been taken.', ms: 'E-mel ini telah digunakan.' },
  invalidCredentials: { en: 'The email or password is incorrect.', ms: 'E-mel atau kata laluan tidak betul.' },
  loggedOut: { en: 'You have been signed out.', ms: 'Anda telah log keluar.' },
  resetSent: {
    en: 'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.',
    ms: 'Jika akaun wujud untuk e-mel ini, kami telah menghantar pautan untuk menetapkan semula kata laluan. Sila semak peti masuk anda.',
  },
  resetDone: { en: 'Your password has been reset. Please sign in with the new password.', ms: 'Kata laluan anda telah ditetapkan semula. Sila log masuk dengan kata laluan baharu.' },
  resetInvalid: {
    en: 'This reset link is invalid or has expired. Please ask for a new one.',
    ms: 'Pautan tetapan semula ini tidak sah atau telah tamat tempoh. Sila minta pautan baharu.',
  },
  tooMany: { en: 'Too many attempts. Please wait a moment and try again.', ms: 'Terlalu banyak percubaan. Sila tunggu sebentar dan cuba lagi.' },
  commonPassword: { en: 'This password is too common. Please choose another.', ms: 'Kata laluan ini terlalu biasa. Sila pilih yang lain.' },
  socialUnavailable: { en: 'Sign-in with {provider} is not available.', ms: 'Log masuk dengan {provider} tidak tersedia.' },
  socialFailed: { en: 'We could not sign you in with {provider}. Please try again.', ms: 'Kami tidak dapat melog masuk anda dengan {provider}. Sila cuba lagi.' },
  profileSaved: { en: 'Your profile has been updated.', ms: 'Profil anda telah dikemas kini.' },
  interestAdded: { en: 'Interest added.', ms: 'Minat ditambah.' },
  interestRemoved: { en: 'Interest removed.', ms: 'Minat dibuang.' },
  interestNotFound: { en: 'This interest is not in your list.', ms: 'Minat ini tiada dalam senarai anda.' },
  lastInterest: { en: 'Keep at least one interest.', ms: 'Simpan sekurang-kurangnya satu minat.' },
  verifySent: { en: 'We have sent a new verification link to your email address.', ms: 'Kami telah menghantar pautan pengesahan baharu ke alamat e-mel anda.' },
  alreadyVerified: { en: 'Your email address is already verified.', ms: 'Alamat e-mel anda sudah disahkan.' },
  verifyDone: { en: 'Your email address is verified. Thank you!', ms: 'Alamat e-mel anda telah disahkan. Terima kasih!' },
  verifyInvalid: {
    en: 'This verification link is invalid or has expired. Sign in and ask for a new one.',
    ms: 'Pautan pengesahan ini tidak sah atau telah tamat tempoh. Log masuk dan minta pautan baharu.',
  },
  currentPasswordWrong: {
    en: 'The current password is incorrect. If you have never set one (you sign in with Google, Facebook or Apple), use “Forgot password” to set it.',
    ms: 'Kata laluan semasa tidak betul. Jika anda belum pernah menetapkannya (anda log masuk dengan Google, Facebook atau Apple), gunakan “Lupa kata laluan” untuk menetapkannya.',
  },
  passwordChanged: {
    en: 'Your password has been changed. You have been signed out on your other devices.',
    ms: 'Kata laluan anda telah ditukar. Anda telah dilog keluar daripada peranti lain.',
  },
  invalidInput: { en: 'Please check the highlighted fields.', ms: 'Sila semak medan yang ditandakan.' },
} satisfies Record<string, Record<ApiLocale, string>>;

export type AuthMessage = keyof typeof MESSAGES;

export function authMessage(locale: ApiLocale, key: AuthMessage, values: Record<string, string> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
