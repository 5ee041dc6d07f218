// The sportsbook (<casino-sportsbook>) as a player perceives it on the reference site: the
// provider's page inside the element's frame, by role and French name (the simulated sportsbooks' own
// words: demo/sandbox/sport/texts.js), and the sandbox's side (provider data, the QA control plane
// /sandbox/api/sport/*: docs/contracts/sportsbook.md §3 and §6). CSS locators pierce the element's open
// shadow root, so `casino-sportsbook iframe` finds the frame wherever the element draws it.
import { expect } from 'vitest';
import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { call, SandboxRefusal } from './sandbox';

/** The simulated sportsbooks' French texts (demo/sandbox/sport/texts.js, `fr`). */
export const SPORT_FR = {
  prematch: 'Avant-match', // prematch (sft's first tab and page title)
  live: 'En direct', // live (sft's tab, dgt's mobile page_Live)
  upcoming: 'À venir', // page_Upcoming (dgt's desktop navigation)
  nav: 'Navigation du sportsbook', // nav
  guest: 'Connectez-vous pour parier.', // guest
  login: 'Se connecter', // login
  place: 'Parier', // place
  stake: /^Mise/, // stake "Mise ({currency})"
  single: 'Simple', // single
  express: 'Combiné', // express
  placed: /^Pari accepté : ticket (\S+), mise /, // placed "Pari accepté : ticket {code}, mise {amount}."
  oddsChanged: 'Les cotes ont changé : vérifiez le coupon puis confirmez.', // odds_changed
  acceptOdds: 'Accepter les nouvelles cotes', // accept_odds
  providerDown: 'Le fournisseur de paris est momentanément indisponible.', // provider_down
  retry: 'Réessayer', // retry
  back: 'Retour', // back
  blocked: 'Un marché du coupon est suspendu : retirez la sélection marquée.', // error_block_bet_data
} as const;

/** The element's own words around the frame (widgets/sportsbook/states.tsx). */
export const ELEMENT_FR = {
  downTitle: 'Les paris sportifs sont momentanément indisponibles', // sport.down.title
  retry: 'Réessayer', // sport.retry
} as const;

/** The same in Arabic, for the language checks (texts.js, `ar`). */
export const SPORT_AR = { live: 'مباشر' } as const;

// --- the frame -------------------------------------------------------------------------------------

/** The element's frame, located through its shadow root. */
export const sportFrameElement = (page: Page) => page.locator('casino-sportsbook iframe');

/** The provider's page inside the element's frame, for role and label locators. */
export const sportFrame = (page: Page): FrameLocator => sportFrameElement(page).contentFrame();

/** The frame as a Playwright Frame (its document's lang/dir, its URL). */
export async function sportFrameOf(page: Page): Promise<Frame> {
  const handle = await sportFrameElement(page).elementHandle({ timeout: 20_000 });
  const frame = await handle!.contentFrame();
  if (!frame) throw new Error('the sportsbook frame has no content frame');
  return frame;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An odd's button: "{outcome} à {odd}, {home} – {away}" (odd_label), whatever the odd is now (odds move). */
export const oddButton = (frame: FrameLocator, event: SportEvent, outcome: SportOutcome) =>
  frame.getByRole('button', { name: new RegExp(`^${escape(outcome.name)} à .+, ${escape(event.home)} – ${escape(event.away)}$`) });

/** The bet slip's live region (the page's own status line). */
export const slipStatus = (frame: FrameLocator) => frame.locator('.slip-status');

/**
 * Presses "Parier" and waits for the ticket. Odds move every 20 s by themselves: when the slip's odds
 * moved meanwhile, the provider refuses with coefs_changed and the page asks to accept the new odds;
 * the player accepts and presses again, as they would. Resolves with the ticket code.
 */
export async function placeBet(frame: FrameLocator): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await frame.getByRole('button', { name: SPORT_FR.place, exact: true }).click();
    const status = slipStatus(frame);
    await expect
      .poll(async () => {
        const text = (await status.textContent()) ?? '';
        return SPORT_FR.placed.test(text) || text === SPORT_FR.oddsChanged || (text !== '' && !/en cours/.test(text) ? text : false);
      }, { timeout: 20_000 })
      .toBeTruthy();
    const text = (await status.textContent()) ?? '';
    const placed = SPORT_FR.placed.exec(text);
    if (placed) return placed[1];
    if (text !== SPORT_FR.oddsChanged) throw new Error(`the bet was refused: ${text}`);
    await frame.getByRole('button', { name: SPORT_FR.acceptOdds, exact: true }).click();
  }
  throw new Error('the odds kept changing');
}

// --- the sandbox's side ----------------------------------------------------------------------------

export interface SportOutcome {
  id: string;
  name: string;
  odd: string;
  blocked: boolean;
}
export interface SportMarket {
  id: string;
  name: string;
  kind: '1x2' | 'total' | 'handicap';
  blocked: boolean;
  outcomes: SportOutcome[];
}
export interface SportEvent {
  id: string;
  sport: string;
  tournament: string;
  home: string;
  away: string;
  start_time: string;
  status: 'upcoming' | 'live' | 'finished';
  minute: number | null;
  score: { home: number; away: number } | null;
  markets: SportMarket[];
}

/** The provider's events as its frame reads them (docs/contracts/sportsbook.md §3), in French. */
export async function catalogue(provider: 'sft' | 'dgt', live = false): Promise<SportEvent[]> {
  const answer = await call<{ events: SportEvent[] }>('GET', `/sandbox/sport/api/catalogue?provider=${provider}&live=${live ? 1 : 0}&lang=fr`);
  return answer.events;
}

/**
 * Upcoming events with an open 1X2 market, soonest first, starting in 10 minutes or more: [event, its first
 * outcome]. Only matches the book lists once (the same two teams can meet twice in a week, or in a rolling
 * match and a scheduled one), so an odd's name finds one button. `shown` narrows the candidates to what the
 * page under test lists (a book's Home page shows only its first matches); by default, every event.
 */
export async function bettable(
  provider: 'sft' | 'dgt',
  count: number,
  shown: (listed: SportEvent[]) => SportEvent[] = (listed) => listed,
): Promise<[SportEvent, SportOutcome][]> {
  // Not about to start: an event that goes live leaves the pre-match page under the test's feet.
  const later = Date.now() + 10 * 60_000;
  const listed = await catalogue(provider);
  const events = shown(listed).filter((e) => e.status === 'upcoming' && Date.parse(e.start_time) > later);
  const name = (e: SportEvent) => `${e.home} – ${e.away}`;
  // Counted over every event the book lists, the ones about to start too: they are on the page as well.
  const times = new Map<string, number>();
  for (const e of listed) times.set(name(e), (times.get(name(e)) ?? 0) + 1);
  const picks: [SportEvent, SportOutcome][] = [];
  for (const event of events) {
    if (times.get(name(event)) !== 1) continue;
    const market = event.markets.find((m) => m.kind === '1x2' && !m.blocked);
    const outcome = market?.outcomes.find((o) => !o.blocked);
    if (market && outcome) picks.push([event, outcome]);
    if (picks.length === count) return picks;
  }
  throw new Error(`only ${picks.length} bettable ${provider} events, ${count} wanted`);
}

export interface SportTicket {
  id: number;
  ticket_code: string;
  status: 'Wait' | 'Winner' | 'Loser' | 'Voided' | 'Cancelled';
  amount_in: string;
  amount_out: string;
  coef: string;
  ticket_type?: 'single' | 'express';
  type?: 'single' | 'express';
  legs?: unknown[];
}

/** A player's tickets, newest first (QA's control plane). */
export async function ticketsOf(username: string): Promise<SportTicket[]> {
  const answer = await call<SportTicket[] | { tickets?: SportTicket[]; results?: SportTicket[] }>('GET', `/sandbox/api/sport/tickets?username=${encodeURIComponent(username)}`);
  return Array.isArray(answer) ? answer : (answer.tickets ?? answer.results ?? []);
}

export const ticketType = (t: SportTicket) => t.ticket_type ?? t.type;

export const settleTicket = (id: number, status: SportTicket['status'], amountOut?: string) =>
  call<SportTicket>('POST', `/sandbox/api/sport/tickets/${id}/settle`, amountOut === undefined ? { status } : { status, amount_out: amountOut });

export const expireTokens = (username: string, provider?: 'sft' | 'dgt') =>
  call<unknown>('POST', '/sandbox/api/sport/tokens/expire', provider ? { username, provider } : { username });

/** QA's match clock (docs/api.md "Sportsbook" §6): the match put at `minute` now, as the catalogue lists it. */
export const playAt = (event: SportEvent, minute: number) => call<SportEvent>('POST', `/sandbox/api/sport/events/${event.id}/minute`, { minute });

/**
 * playAt for a match read from the catalogue a moment ago: a live match may end before the clock reaches
 * it (409 event_finished, a live match lasts 15 real minutes), and then this answers undefined.
 */
export async function playIfNotOver(event: SportEvent, minute: number): Promise<SportEvent | undefined> {
  try {
    return await playAt(event, minute);
  } catch (error) {
    if (error instanceof SandboxRefusal && error.code === 'event_finished') return undefined;
    throw error;
  }
}

export const moveOdds = (eventId: string, factor: number) => call<unknown>('POST', '/sandbox/api/sport/odds/move', { event_id: eventId, factor });

export const blockMarket = (marketId: string, blocked: boolean) => call<unknown>('POST', `/sandbox/api/sport/markets/${encodeURIComponent(marketId)}/block`, { blocked });

export const setProviderDown = (provider: 'sft' | 'dgt', down: boolean) => call<unknown>('POST', '/sandbox/api/sport/provider', { provider, down });

/** Records the `casino-*` events the page's elements emit, from the first script on. */
export async function recordCasinoEvents(page: Page, types: string[]): Promise<void> {
  await page.addInitScript((names: string[]) => {
    const w = window as unknown as { __casinoEvents: { type: string; detail: unknown }[] };
    w.__casinoEvents = [];
    for (const type of names) document.addEventListener(type, (e) => w.__casinoEvents.push({ type, detail: (e as CustomEvent).detail }));
  }, types);
}

export const casinoEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __casinoEvents?: { type: string; detail: Record<string, unknown> }[] }).__casinoEvents ?? []);

/** The frame's own document language and direction. */
export const frameLangDir = async (page: Page) => (await sportFrameOf(page)).evaluate(() => [document.documentElement.lang, document.documentElement.dir] as const);

export type { Locator };
