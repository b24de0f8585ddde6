import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { enqueueMail, OutboxSender, type MailTransport } from '../src/jobs/mail-outbox';
import { rows } from '../src/db/rows';
import { DATABASE_KINDS, useTestApi } from './harness';

interface OutboxRow {
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
}

describe.each(DATABASE_KINDS)('mail outbox sender on %s', (kind) => {
  const t = useTestApi(kind, { seed: false });
  const outbox = (to: string) => rows<OutboxRow>(t.database.db, sql`select sent_at, attempts, last_error from outbox_emails where recipient = ${to}`);

  it('delivers queued mail through the transport once, marking it sent', async () => {
    // nodemailer's JSON transport builds the real message without a server.
    const json = nodemailer.createTransport({ jsonTransport: true });
    const delivered: string[] = [];
    const transport: MailTransport = {
      sendMail: async (mail) => {
        delivered.push(mail.to);
        return json.sendMail(mail);
      },
    };
    const to = `sent.${Date.now()}@example.my`;
    await enqueueMail(t.database.db, { to, subject: 'Hello', text: 'Body', html: '<p>Body</p>' });
    const sender = new OutboxSender(t.database.db, transport, 'Borong <no-reply@borong.my>', () => {});
    await sender.poke();
    await sender.poke();
    expect(delivered.filter((d) => d === to)).toHaveLength(1);
    const [row] = await outbox(to);
    expect(row?.sent_at).not.toBeNull();
    expect(row?.attempts).toBe(1);
  });

  it('keeps a mail the server refused, with the error, for a later try', async () => {
    const errors: unknown[] = [];
    const transport: MailTransport = { sendMail: () => Promise.reject(new Error('550 mailbox unavailable')) };
    const to = `refused.${Date.now()}@example.my`;
    await enqueueMail(t.database.db, { to, subject: 'Hello', text: 'Body', html: '<p>Body</p>' });
    await new OutboxSender(t.database.db, transport, 'Borong <no-reply@borong.my>', (err) => errors.push(err)).poke();
    const [row] = await outbox(to);
    expect(row).toMatchObject({ sent_at: null, attempts: 1, last_error: '550 mailbox unavailable' });
    expect(errors).toHaveLength(1);
    // Not due again yet: a second round leaves it alone.
    await new OutboxSender(t.database.db, transport, 'Borong <no-reply@borong.my>', () => {}).poke();
    expect((await outbox(to))[0]?.attempts).toBe(1);
  });
});
