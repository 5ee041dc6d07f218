import type { Queryable } from '../db';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** Site paths the e-mail links to (`/verify/…`); the text carries them as absolute URLs. */
  links: string[];
}

export interface OutboxEntry extends OutgoingEmail {
  id: number;
  created_at: string;
}

/** "Sends" by writing to the outbox table, inside the caller's transaction: no mail for a rolled-back signup. */
export async function sendEmail(q: Queryable, email: OutgoingEmail, now: Date): Promise<void> {
  await q.query('INSERT INTO outbox (to_address, subject, body, links, created_at) VALUES ($1, $2, $3, $4::jsonb, $5)', [
    email.to,
    email.subject,
    email.text,
    JSON.stringify(email.links),
    now.toISOString(),
  ]);
}

/**
 * Sends `email` only when `send` is true, with the same statement either way (zero rows inserted
 * otherwise): the answer of an account route then takes the same path for a known and an unknown
 * address (docs/api.md "Abuse controls": no account oracle by timing).
 */
export async function sendEmailWhen(q: Queryable, send: boolean, email: OutgoingEmail, now: Date): Promise<void> {
  await q.query(
    'INSERT INTO outbox (to_address, subject, body, links, created_at) SELECT $1, $2, $3, $4::jsonb, $5 WHERE $6::boolean',
    [email.to, email.subject, email.text, JSON.stringify(email.links), now.toISOString(), send],
  );
}

export async function listOutbox(q: Queryable, filter: { to?: string; limit?: number } = {}): Promise<OutboxEntry[]> {
  const { rows } = await q.query<{ id: number; to_address: string; subject: string; body: string; links: string[]; created_at: Date }>(
    `SELECT id, to_address, subject, body, links, created_at FROM outbox
      WHERE ($1::text IS NULL OR lower(to_address) = lower($1::text))
      ORDER BY id DESC LIMIT $2`,
    [filter.to ?? null, filter.limit ?? 100],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.body,
    links: row.links,
    created_at: row.created_at.toISOString(),
  }));
}
