// Where the cashier is: the host's `path` (the site: its URL path and query) or `view` (a partner page),
// unless the player moved on and nobody took the navigation (then the element's own state, until the
// host sets something else). Every change first asks the host (`casino-navigate`, cancelable, as the
// lobby: widgets/lobby/use-lobby-location.ts): the site cancels it, routes and sets `path`; on a partner
// page nobody cancels, so the element applies it itself and reflects `path` or `view` on its host.
import { useState } from 'react';
import { emit } from '../../src/element/events';
import { $config } from '../../src/config/config';
import { buildPath, parsePath, type CashierLocation, type CashierPage } from './location';
import type { CashierTarget } from './view-props';

/** The `view` attribute's names (a partner's words) and the pages they show. */
export const VIEW_PAGES: Readonly<Record<string, CashierPage>> = {
  balance: 'balance',
  deposit: 'replenishment',
  payout: 'withdraw',
  history: 'pay-history',
  transfers: 'cashier',
};

export function viewOf(page: CashierPage): string {
  return Object.keys(VIEW_PAGES).find((v) => VIEW_PAGES[v] === page) ?? 'balance';
}

interface CashierPlace extends CashierLocation {
  query: Record<string, string>;
}

/** `/profile/withdraw?filter=OPEN` → its page (null: not a cashier path) and its query. */
export function splitPath(path: string): { where: CashierLocation | null; query: Record<string, string> } {
  const at = path.search(/[?#]/);
  const pathname = at < 0 ? path : path.slice(0, at);
  const search = at < 0 ? '' : path.slice(at).replace(/#.*$/, '');
  return { where: parsePath(pathname), query: Object.fromEntries(new URLSearchParams(search)) };
}

/** The path (with its query, keys sorted) of a cashier location. */
export function placePath(to: CashierTarget | CashierPlace): string {
  const entries = Object.entries(to.query ?? {}).filter(([, v]) => v !== '' && v != null);
  entries.sort(([a], [b]) => a.localeCompare(b));
  const search = new URLSearchParams(entries).toString();
  return buildPath({ page: to.page }) + (search ? `?${search}` : '');
}

interface Source {
  key: string;
  place: CashierPlace;
}

function sourceOf(props: { path?: string; view?: string }): Source {
  if (props.path) {
    const { where, query } = splitPath(props.path);
    // A path that is not ours: the site redirects it (location.ts canonicalPath); meanwhile the balance.
    return { key: `path:${props.path}`, place: { page: where?.page ?? 'balance', query } };
  }
  const page = VIEW_PAGES[props.view ?? ''] ?? 'balance';
  // Alone on a partner page, a provider's redirect comes back to the page's own URL with ?payment=<id>.
  const payment = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('payment');
  return { key: `view:${page}`, place: { page, query: payment && /^\d+$/.test(payment) ? { payment } : {} } };
}

interface CashierLocationApi {
  place: CashierPlace;
  navigate(to: CashierTarget, options?: { replace?: boolean }): void;
  /** A page of the site outside the cashier (/profile/exchange-bonus-balance, /verify-email). */
  leave(path: string): void;
}

export function useCashierLocation(props: { path?: string; view?: string }, host: HTMLElement): CashierLocationApi {
  const source = sourceOf(props);
  const [override, setOverride] = useState<{ place: CashierPlace; keys: string[] } | null>(null);
  const place = override && override.keys.includes(source.key) ? override.place : source.place;

  const navigate = (to: CashierTarget) => {
    const next: CashierPlace = { page: to.page, query: to.query ?? {} };
    const path = placePath(next);
    const samePage = next.page === place.page;
    if (!emit(host, 'casino-navigate', { path, reason: 'cashier', keepScroll: samePage || undefined }, { cancelable: true })) return;
    // Nobody took it (a partner page): apply it here and reflect it on the host.
    let key: string;
    if (props.path) {
      host.setAttribute('path', path);
      key = `path:${path}`;
    } else {
      host.setAttribute('view', viewOf(next.page));
      key = `view:${next.page}`;
    }
    setOverride({ place: next, keys: [source.key, key] });
  };

  const leave = (path: string) => {
    if (!emit(host, 'casino-navigate', { path, reason: 'cashier' }, { cancelable: true })) return;
    // Nobody routes: the page is the casino's site, on the API's origin (the partner's page has none).
    const base = $config.get().apiBase || location.origin;
    location.assign(new URL(path, `${base}/`).href);
  };

  return { place, navigate, leave };
}
