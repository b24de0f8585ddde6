import { and, asc, desc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { normalizeEmail } from '@borong/contracts/email';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Writes a mail to the outbox; the sender (if any) delivers it. Part of the caller's transaction when given one. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<void> {
  await db.insert(outboxEmails).values({ recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
}

/** The newest mail written to an address (mail goes to stored, normalized addresses), for development tools that follow an emailed link. */
export async function latestMailTo(db: Db, to: string): Promise<(OutgoingMail & { createdAt: Date }) | null> {
  const [mail] = await db
    .select({ to: outboxEmails.recipient, subject: outboxEmails.subject, text: outboxEmails.textBody, html: outboxEmails.htmlBody, createdAt: outboxEmails.createdAt })
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, normalizeEmail(to)))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return mail ?? null;
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
    const o = outboxEmails;
    await this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(o)
        .where(and(isNull(o.sentAt), lt(o.attempts, MAX_ATTEMPTS), lte(o.nextAttemptAt, sql`now()`)))
        .orderBy(asc(o.id))
        .limit(20)
        .for('update', { skipLocked: true });
      for (const mail of due) {
        try {
          await this.transport.sendMail({ from: this.from, to: mail.recipient, subject: mail.subject, text: mail.textBody, html: mail.htmlBody });
          await tx
            .update(o)
            .set({ sentAt: sql`now()`, attempts: sql`${o.attempts} + 1`, lastError: null })
            .where(eq(o.id, mail.id));
          sent += 1;
        } catch (err) {
          await tx
            .update(o)
            .set({
              attempts: sql`${o.attempts} + 1`,
              lastError: (err as Error).message.slice(0, 500),
              nextAttemptAt: sql`now() + make_interval(mins => ${2 ** mail.attempts})`,
            })
            .where(eq(o.id, mail.id));
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
