import type { ApiLocale } from '@borong/contracts/common';
import type { OutgoingMail } from '../jobs/mail-outbox';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A mail whose point is one link: a greeting, what it is for, the link as a button, and a small print. */
export function linkMail(mail: { locale: ApiLocale; to: string; subject: string; greeting: string; body: string; button: string; link: string; smallPrint: string }): OutgoingMail {
  const html = `<!doctype html><html lang="${mail.locale === 'en' ? 'en' : 'ms'}"><body style="font-family:sans-serif;color:#0f172a">
<p>${escapeHtml(mail.greeting)}</p><p>${escapeHtml(mail.body)}</p>
<p><a href="${escapeHtml(mail.link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(mail.button)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(mail.smallPrint)}</p></body></html>`;
  return { to: mail.to, subject: mail.subject, text: [mail.greeting, mail.body, mail.link, mail.smallPrint].join('\n\n'), html };
}

/** The reset-password mail (spec §4: the link opens the new-password modal with token and email). */
export function resetPasswordMail(locale: ApiLocale, to: string, name: string, link: string, minutes: number): OutgoingMail {
  const en = locale === 'en';
  return linkMail({
    locale,
    to,
    link,
    subject: en ? 'Reset your Borong password' : 'Tetapkan semula kata laluan Borong anda',
    greeting: en ? `Hello ${name},` : `Hai ${name},`,
    body: en
      ? 'We received a request to reset the password of your Borong account. Open this link to choose a new one:'
      : 'Kami menerima permintaan untuk menetapkan semula kata laluan akaun Borong anda. Buka pautan ini untuk memilih kata laluan baharu:',
    button: en ? 'Choose a new password' : 'Pilih kata laluan baharu',
    smallPrint: en
      ? `The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this email: your password stays the same.`
      : `Pautan ini boleh digunakan sekali dan tamat tempoh dalam ${minutes} minit. Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal sama.`,
  });
}

/** The e-mail verification mail, sent on sign-up and when the buyer asks again (issue 14). */
export function verifyEmailMail(locale: ApiLocale, to: string, name: string, link: string, hours: number): OutgoingMail {
  const en = locale === 'en';
  return linkMail({
    locale,
    to,
    link,
    subject: en ? 'Verify your email for Borong' : 'Sahkan e-mel anda untuk Borong',
    greeting: en ? `Hello ${name},` : `Hai ${name},`,
    body: en
      ? 'Please confirm that this is your email address by opening this link. Once it is verified, we can find the member cards issued to it:'
      : 'Sila sahkan bahawa ini alamat e-mel anda dengan membuka pautan ini. Setelah disahkan, kami boleh mencari kad ahli yang dikeluarkan kepadanya:',
    button: en ? 'Verify my email' : 'Sahkan e-mel saya',
    smallPrint: en ? `The link works for ${hours} hours. If you did not open a Borong account, you can ignore this email.` : `Pautan ini sah selama ${hours} jam. Jika anda tidak membuka akaun Borong, abaikan e-mel ini.`,
  });
}
