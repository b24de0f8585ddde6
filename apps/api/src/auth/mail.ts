import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { ApiLocale } from '@borong/contracts/common';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Writes a mail to the outbox; the sender (if any) delivers it. Part of the caller's transaction when given one. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<void> {
  await db.execute(sql`insert into outbox_emails (recipient, subject, text_body, html_body) values (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html})`);
}

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

/** How many times a mail is tried before it is left for a person to look at. */
const MAX_ATTEMPTS = 8;

export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html: string }): Promise<unknown>;
}

/**
 * Delivers outbox mail by SMTP: every few seconds, and right after a mail is queued. A failed
 * mail is retried with a growing delay (1, 2, 4 … minutes). Rows are claimed with
 * `for update skip locked`, so several API processes can run senders side by side.
 */
export class OutboxSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly onError: (err: unknown) => void,
  ) {}

  static smtp(db: Db, smtpUrl: string, from: string, onError: (err: unknown) => void): OutboxSender {
    return new OutboxSender(db, nodemailer.createTransport(smtpUrl), from, onError);
  }

  start(intervalMs = 5000): void {
    this.timer = setInterval(() => this.poke(), intervalMs);
    this.timer.unref();
  }

  /** Sends what is due now, unless a round is already running. */
  poke(): Promise<void> {
    if (!this.running) {
      this.running = this.sendDue()
        .then(() => undefined, this.onError)
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  async sendDue(): Promise<number> {
    let sent = 0;
    await this.db.transaction(async (tx) => {
      const due = await rows<{ id: number; recipient: string; subject: string; text_body: string; html_body: string; attempts: number }>(
        tx as unknown as Db,
        sql`select id, recipient, subject, text_body, html_body, attempts from outbox_emails
            where sent_at is null and attempts < ${MAX_ATTEMPTS} and next_attempt_at <= now()
            order by id limit 20 for update skip locked`,
      );
      for (const mail of due) {
        try {
          await this.transport.sendMail({ from: this.from, to: mail.recipient, subject: mail.subject, text: mail.text_body, html: mail.html_body });
          await tx.execute(sql`update outbox_emails set sent_at = now(), attempts = attempts + 1, last_error = null where id = ${mail.id}`);
          sent += 1;
        } catch (err) {
          const message = (err as Error).message.slice(0, 500);
          await tx.execute(sql`
            update outbox_emails set attempts = attempts + 1, last_error = ${message},
              next_attempt_at = now() + make_interval(mins => ${2 ** Number(mail.attempts)})
            where id = ${mail.id}`);
          this.onError(err);
        }
      }
    });
    return sent;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
