import type { ApiLocale } from '@borong/contracts/common';
import type { OutgoingMail } from '../jobs/mail-outbox';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The reset-password mail (spec §4: the link opens the new-password modal with token and email). */
export function resetPasswordMail(locale: ApiLocale, to: string, name: string, link: string, minutes: number): OutgoingMail {
  const en = locale === 'en';
  const subject = en ? 'Reset your Borong password' : 'Tetapkan semula kata laluan Borong anda';
  const lines = en
    ? [`Hello ${name},`, 'We received a request to reset the password of your Borong account. Open this link to choose a new one:', link, `The link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this email: your password stays the same.`]
    : [`Hai ${name},`, 'Kami menerima permintaan untuk menetapkan semula kata laluan akaun Borong anda. Buka pautan ini untuk memilih kata laluan baharu:', link, `Pautan ini boleh digunakan sekali dan tamat tempoh dalam ${minutes} minit. Jika anda tidak memintanya, abaikan e-mel ini: kata laluan anda kekal sama.`];
  const html = `<!doctype html><html lang="${en ? 'en' : 'ms'}"><body style="font-family:sans-serif;color:#0f172a">
<p>${escapeHtml(lines[0] ?? '')}</p><p>${escapeHtml(lines[1] ?? '')}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${en ? 'Choose a new password' : 'Pilih kata laluan baharu'}</a></p>
<p style="font-size:13px;color:#475569">${escapeHtml(lines[3] ?? '')}</p></body></html>`;
  return { to, subject, text: lines.join('\n\n'), html };
}
