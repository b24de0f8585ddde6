import type { ApiLocale } from '@borong/contracts/common';
import type { OutgoingMail } from '../jobs/mail-outbox';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A mail whose point is one link: a greeting, why, the link (as a button too), and the small print. */
function linkMail(locale: ApiLocale, to: string, parts: { subject: string; greeting: string; why: string; link: string; button: string; note: string }): OutgoingMail {
  const html = `<!doctype html><html lang="${locale === 'en' ? 'en' : 'ms'}"><body style="font-family:sans-serif;color:#0f172a">
<p>${escapeHtml(parts.greeting)}</p><p>${escapeHtml(parts.why)}</p>
<p><a href="${escapeHtml(parts.link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(parts.button)}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(parts.note)}</p></body></html>`;
  return { to, subject: parts.subject, text: [parts.greeting, parts.why, parts.link, parts.note].join('\n\n'), html };
}

/** The reset-password mail (spec §4: the link opens the new-password modal with token and email). */
export function resetPasswordMail(locale: ApiLocale, to: string, name: string, link: string, minutes: number): OutgoingMail {
  return locale === 'en'
    ? linkMail(locale, to, {
        subject: 'Reset your Borong password',
        greeting: `Hello ${name},`,
        why: 'We received a request to reset the password of your Borong account. Open this link to choose a new one:',
        link,
        button: 'Choose a new password',
        note: `The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this email: your password stays the same.`,
      })
    : linkMail(locale, to, {
        subject: 'Tetapkan semula kata laluan Borong anda',
        greeting: `Hai ${name},`,
        why: 'Kami menerima permintaan untuk menetapkan semula kata laluan akaun Borong anda. Buka pautan ini untuk memilih kata laluan baharu:',
        link,
        button: 'Pilih kata laluan baharu',
        note: `Pautan ini boleh digunakan sekali dan tamat tempoh dalam ${minutes} minit. Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal sama.`,
      });
}

/** The e-mail verification mail, sent on sign-up and when the buyer asks again (issue 14). */
export function verifyEmailMail(locale: ApiLocale, to: string, name: string, link: string, hours: number): OutgoingMail {
  return locale === 'en'
    ? linkMail(locale, to, {
        subject: 'Verify your email for Borong',
        greeting: `Hello ${name},`,
        why: 'Please confirm that this is your email address by opening this link. Once it is verified, we can find the member cards issued to it:',
        link,
        button: 'Verify my email',
        note: `The link works for ${hours} hours. If you did not open a Borong account, you can ignore this email.`,
      })
    : linkMail(locale, to, {
        subject: 'Sahkan e-mel anda untuk Borong',
        greeting: `Hai ${name},`,
        why: 'Sila sahkan bahawa ini alamat e-mel anda dengan membuka pautan ini. Setelah disahkan, kami boleh mencari kad ahli yang dikeluarkan kepadanya:',
        link,
        button: 'Sahkan e-mel saya',
        note: `Pautan ini sah selama ${hours} jam. Jika anda tidak membuka akaun Borong, abaikan e-mel ini.`,
      });
}
