// The frame of the <casino-lobby> tests: dist/casino-lobby.js against the file's own sandbox, game images
// pointed at a port nobody listens on (they fail at once and quietly, alt="", and stay out of the
// sandbox's call log, so the list and session calls can be counted), and helpers that read the lobby the
// way a player does.
import { loginSuite } from './suite';
import { $, $$, mount, text, waitFor } from './dom';
import { signInThrough, waitForAccount } from './login';
import { casinoWidgets, load } from './widgets';
import type { Sandbox } from './sandbox';

export const NO_IMAGES = 'http://127.0.0.1:9';
/** Desktop casino view (slots, virtual, crash): amatic 2939, pragmatic 878, pgsoft 101, upgaming 101, betsolutions 40, spribe 12 − aviator. */
export const CASINO_TOTAL = 2939 + 878 + 101 + 101 + 40 + 11;

export function lobbySuite(): { sandbox: () => Sandbox } {
  return loginSuite(async () => {
    document.title = 'casino-lobby';
    await forgetCatalogue();
    localStorage.removeItem('casino:slots:recent');
    casinoWidgets().configure({ contentBase: NO_IMAGES });
    await load('/dist/casino-lobby.js');
  });
}

/** Where the lobby saves its catalogue (src/stores/slots-storage.ts): Cache Storage, one entry. */
const CATALOGUE_CACHE = 'casino-widgets';
const CATALOGUE_ENTRY = '/casino-widgets/casino:slots';
/** The saved catalogue's text, or null. */
export async function storedCatalogue(): Promise<string | null> {
  const saved = await (await caches.open(CATALOGUE_CACHE)).match(CATALOGUE_ENTRY);
  return saved ? saved.text() : null;
}
export const storeCatalogue = async (text: string) => (await caches.open(CATALOGUE_CACHE)).put(CATALOGUE_ENTRY, new Response(text));
export const forgetCatalogue = () => caches.delete(CATALOGUE_CACHE);

export type Lobby = HTMLElement;
export const grid = (el: Lobby) => $(el, '[part~="grid"]');
export const tiles = (el: Lobby) => $$(el, '[part~="grid"] [part~="tile"]');
export const nameOf = (tile: Element) => text(tile.querySelector('.tile-name'));
export const names = (el: Lobby) => tiles(el).map(nameOf);
export const tileNamed = (el: Lobby, name: string) => tiles(el).find((t) => nameOf(t) === name) ?? null;
/** The provider's game id of a tile (its key is `{integration}:{provider}:{id}_{provider}`). */
export const gameIdOf = (tile: Element) => tile.getAttribute('data-key')!.replace(/_[^_]+$/, '').split(':').slice(2).join(':');
/** The announced count ("4 070 jeux", "Aucun jeu" = 0); NaN while there is none. */
export const count = (el: Lobby) => {
  const t = text($(el, '[part~="count"]'));
  return t ? Number(t.replace(/\D/g, '') || 0) : NaN;
};
export const searchBox = (el: Lobby) => $<HTMLInputElement>(el, '[part~="search"] input')!;
export const chips = (el: Lobby) => $$<HTMLButtonElement>(el, '[part~="chip"]');
export const chipLabel = (b: Element) => (b.childNodes[0]?.textContent ?? '').trim();
export const chip = (el: Lobby, label: string) => chips(el).find((b) => chipLabel(b) === label) ?? null;
export const domSize = (el: Lobby) => el.shadowRoot!.querySelectorAll('*').length;

export async function lobbyWith(games: number | null, html = '<casino-lobby></casino-lobby>'): Promise<Lobby> {
  const el = mount<Lobby>(html);
  // The chips are a lazy chunk: where the filters show, their groups too.
  const chipsIn = () => !$(el, '[part~="filters"]') || $$(el, '[part~="filters"] [role="group"]').length > 0;
  await waitFor(() => grid(el) && tiles(el).length > 0 && (games === null || count(el) === games) && chipsIn(), {
    timeout: 15_000,
    message: `the lobby's grid${games === null ? '' : ` with ${games} games`} (count now ${text($(el, '[part~="count"]'))})`,
  });
  return el;
}

/** Calls the sandbox logged for paths starting with `prefix`. */
export async function calls(sandbox: Sandbox, prefix: string, method = 'GET'): Promise<number> {
  return (await sandbox.log()).filter((e) => e.method === method && e.path.startsWith(prefix)).length;
}

export async function signIn(username: string, password: string): Promise<void> {
  const login = mount('<casino-login mode="inline"></casino-login>');
  await signInThrough(login, username, password);
  await waitForAccount(login);
}
