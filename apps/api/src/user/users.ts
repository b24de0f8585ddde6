import { sql } from 'drizzle-orm';
import type { User } from '@borong/contracts/auth';
import type { Db } from '../db/client';
import { rows } from '../db/rows';

interface UserRow {
  id: number;
  name: string;
  email: string;
  mobile_no: string;
  company_name: string;
  reg_no: string;
  created_at: Date | string;
  password_hash: string;
}

const userColumns = sql`id, name, email, mobile_no, company_name, reg_no, created_at, password_hash`;

/** The account with this email (compared lower-cased, as the unique index is), with its password hash. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await rows<UserRow>(db, sql`select ${userColumns} from users where lower(email) = lower(${email})`);
  return row ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const [row] = await rows<UserRow>(db, sql`select ${userColumns} from users where id = ${id}`);
  return row ?? null;
}

/** The buyer as the API shows them: never the password hash. */
export async function publicUser(db: Db, row: UserRow): Promise<User> {
  const interests = await rows<{ interest_id: number; other_text: string | null }>(
    db,
    sql`select interest_id, other_text from user_interests where user_id = ${row.id} order by interest_id`,
  );
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    mobile_no: row.mobile_no,
    company_name: row.company_name,
    reg_no: row.reg_no,
    interest: interests.map((i) => Number(i.interest_id)),
    interest_other: interests.find((i) => i.other_text)?.other_text ?? null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** Inserts a user's chosen interests; 100 ("Others") carries its free text. */
export async function addInterests(db: Db, userId: number, interestIds: number[], otherText: string | null): Promise<void> {
  for (const id of interestIds) {
    await db.execute(sql`
      insert into user_interests (user_id, interest_id, other_text) values (${userId}, ${id}, ${id === 100 ? otherText : null})
      on conflict (user_id, interest_id) do update set other_text = excluded.other_text`);
  }
}
