/**
 * `npm run seller:invite -- --store <store url> --email <address> [--name <name>] [--role owner|staff]`:
 * makes the address a seller of the store and mails a one-time link to set the password (through
 * the outbox: sent by SMTP when SMTP_URL is set, else readable with the development tools).
 * Uses the database that DATABASE_URL names, as the server does.
 */
import { parseArgs } from 'node:util';
import { SELLER_ROLES, type SellerRole } from '@borong/contracts/seller';
import { DomainError } from '../app/errors';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { inviteSeller } from './invite';

const say = (message: string) => process.stderr.write(`${message}\n`);

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { store: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'owner' } } });
  if (!values.store || !values.email || !SELLER_ROLES.includes(values.role as SellerRole)) {
    say('usage: npm run seller:invite -- --store <store url> --email <address> [--name <name>] [--role owner|staff]');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config.database, { pgliteOnThisThread: true });
  try {
    await database.migrate();
    const result = await inviteSeller(database.db, { storeUrl: values.store, email: values.email, name: values.name, role: values.role as SellerRole }, config.publicUrl);
    say(`${result.created ? 'created' : 'linked'} ${values.email} as ${values.role} of store ${values.store}; the set-password link is in the outbox`);
    return 0;
  } catch (err) {
    if (err instanceof DomainError) {
      say(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError) {
      say(err.message);
      process.exit(78);
    }
    throw err;
  },
);
