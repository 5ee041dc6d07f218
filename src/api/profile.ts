// GET /api/user/profile: the player's summary (spec money-and-games.md §3 "Profile", §7, the wire
// contract's "Summary"; docs/api.md "Profile summary"). The profile element shows it beside the session's
// own balances (which move live): this call adds what the session's user does not carry, the ban, the
// e-mail's confirmation and the identity documents' review state.
import type { HttpClient } from './client';
import { bool, decimal, int, obj, ShapeError, str } from './convert';
import { floor2, round2 } from '../format/money';

const DOCUMENTS_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type DocumentsStatus = (typeof DOCUMENTS_STATUSES)[number];

export interface ProfileSummary {
  id: number;
  username: string;
  /** ISO 8601 as the server sent it. */
  dateJoined: string;
  balanceCurrency: string;
  /** Rounded to the cent. */
  balance: number;
  /** Floored to the cent (money §3: bonusBalance is floored to 2 decimals). */
  bonusBalance: number;
  isBanned: boolean;
  emailVerified: boolean;
  documentsStatus: DocumentsStatus;
}

function documentsStatus(value: unknown): DocumentsStatus {
  const status = str(value, 'documents_status');
  if (!(DOCUMENTS_STATUSES as readonly string[]).includes(status)) throw new ShapeError(`documents_status: unknown ${status}`);
  return status as DocumentsStatus;
}

/** The summary's JSON (snake_case, amounts as decimal strings) as the client's type; a wrong shape throws. */
export function toProfileSummary(data: unknown): ProfileSummary {
  const body = obj(data, 'profile');
  const dateJoined = str(body.date_joined, 'date_joined');
  if (Number.isNaN(Date.parse(dateJoined))) throw new ShapeError('date_joined: ISO date expected');
  return {
    id: int(body.id, 'id'),
    username: str(body.username, 'username'),
    dateJoined,
    balanceCurrency: str(body.balance_currency, 'balance_currency'),
    balance: round2(decimal(body.balance, 'balance')),
    bonusBalance: floor2(decimal(body.bonus_balance, 'bonus_balance')),
    isBanned: bool(body.is_banned, 'is_banned'),
    // Older backends leave these out: an unknown state reads as "not confirmed" / "no documents".
    emailVerified: body.email_verified === undefined ? false : bool(body.email_verified, 'email_verified'),
    documentsStatus: body.documents_status === undefined ? 'none' : documentsStatus(body.documents_status),
  };
}

export function profileApi(http: HttpClient) {
  return {
    summary: () => http.request({ method: 'GET', path: '/api/user/profile' }, toProfileSummary),
  };
}

export type ProfileApi = ReturnType<typeof profileApi>;
