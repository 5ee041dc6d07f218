// Client-side types shared by the API modules and the session (camelCase, converted in api/<area>.ts).

export type Role = 'P' | 'C' | 'A' | 'SO' | 'SA' | 'O';
export const PLAYER_ROLE: Role = 'P';

/** The pair the server issues at sign-in and renews (spec §4 "Sign-in and session"). */
export interface SessionTokens {
  access: string;
  refresh: string;
}

export interface User {
  id: number;
  login: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  role: Role | string;
  currency: string;
  balance: number;
  bonusBalance: number;
  parent: number | null;
  /** ISO 8601; shown DD/MM/YYYY HH:mm (format/date.ts formatDateTime). */
  createdAt: string;
  dateJoined: string;
  isSelfRegistered: boolean;
  /** 0 self-registered, 1 registered by a cashier. */
  userTypes: number;
  lang: string | null;
}

