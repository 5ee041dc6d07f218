import type { Queryable } from '../db';
import type { UserRow } from '../services/accounts';
import type { AccessClaims } from '../services/tokens';

/** Hono context variables set by the auth middleware, and by idempotent() for money routes. */
export type AppEnv = {
  Variables: {
    user: UserRow;
    claims: AccessClaims;
    /** The money request's transaction: read it with moneyTx(c) (http/idempotency.ts). */
    moneyTx: Queryable;
  };
};
