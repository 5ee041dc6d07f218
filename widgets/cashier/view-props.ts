// The props every view of the cashier takes, the lazy ones included (crypto, history, transfers): they load
// as separate chunks (the cashier's size budget, docs/conventions.md §4), so this small type is their only contract
// with the shell of the element (cashier.tsx), which owns the location and the navigation.
import type { CashierLocation } from './location';

/** Where a view sends the player: another page of the cashier, with an optional query (`?payment=412`). */
export interface CashierTarget extends CashierLocation {
  query?: Record<string, string>;
}

export interface CashierViewProps {
  /** The query of the current location (filters, page, the payment shown in detail). */
  query: Record<string, string>;
  /** Goes to another page of the cashier or changes the query (asks the host first: `casino-navigate`). */
  navigate(to: CashierTarget, options?: { replace?: boolean }): void;
}

/** What a page of the element's own bundle may do besides CashierViewProps: leave for another page of the site. */
export interface ShellActions {
  navigate(to: CashierTarget, options?: { replace?: boolean }): void;
  /** A page of the site outside the cashier (/profile/exchange-bonus-balance, /verify-email). */
  leave(path: string): void;
}
