import type { UserRow } from '../services/accounts';
import type { AccessClaims } from '../services/tokens';

/** Hono context variables set by the auth middleware. */
export type AppEnv = {
  Variables: {
    user: UserRow;
    claims: AccessClaims;
  };
};
