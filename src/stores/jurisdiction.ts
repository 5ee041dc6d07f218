// The jurisdiction profile the player is under (docs/contracts/responsible-gaming.md §4): which products
// the site shows, whether limits come before the first deposit, the reality-check minimum, the
// cooling-off. Two sources: the operator's server (GET /api/settings/ `jurisdiction`, the truth the
// server enforces) and `CasinoWidgets.configure({ jurisdiction: 'fr' })` (a partner page without our
// server's settings names a preset). With both, the stricter wins: only products both offer, and each
// rule at its stricter value.
//
// Not in the shared runtime: only the site, the profile and the cashier import this module (the lobby
// and wheel entries do not grow). The store is page-wide (sharedSlot), so the QA page can ask it to read
// again, and follows the server live: it reads again when the tab becomes visible and when the QA page
// says on JURISDICTION_CHANNEL that it switched the profile.
import { atom, computed, onMount } from 'nanostores';
import { sharedSlot } from '../platform/shared-slot';
import { http } from '../api/http';
import { $config } from '../config/config';
import { isJurisdictionCode, jurisdictionApi, type Jurisdiction, type JurisdictionCode, type Product } from '../api/jurisdiction';

export type { Jurisdiction, JurisdictionCode, Product } from '../api/jurisdiction';

const ALL: readonly Product[] = ['sport', 'casino', 'wheel'];

/** Contract §4's presets: what the server publishes for each code, and what configure() stands for. */
export const JURISDICTION_PRESETS: Record<JurisdictionCode, Jurisdiction> = {
  none: { code: 'none', products: ALL, limitsBeforeFirstDeposit: false, realityCheckRequiredEvery: null, coolingOffHours: 24 },
  ukgc: { code: 'ukgc', products: ALL, limitsBeforeFirstDeposit: true, realityCheckRequiredEvery: 60, coolingOffHours: 24 },
  mga: { code: 'mga', products: ALL, limitsBeforeFirstDeposit: true, realityCheckRequiredEvery: 60, coolingOffHours: 24 },
  // ANJ: no online casino in France, sports (and poker) only; longer cooling-off.
  fr: { code: 'fr', products: ['sport'], limitsBeforeFirstDeposit: true, realityCheckRequiredEvery: 60, coolingOffHours: 72 },
};

/** The preset configure() named, or null for none / an unknown code (a typo must not hide the casino). */
export function configuredPreset(code: string | undefined): Jurisdiction | null {
  const clean = code?.trim().toLowerCase();
  return isJurisdictionCode(clean) ? JURISDICTION_PRESETS[clean] : null;
}

function stricterMinutes(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/**
 * The profile in force: the server's, the configured preset's, or both intersected (products both
 * offer, the stricter of each rule; the code of the one that is not 'none', the server's first).
 */
export function effectiveJurisdiction(server: Jurisdiction | null, configured: Jurisdiction | null): Jurisdiction {
  if (!server) return configured ?? JURISDICTION_PRESETS.none;
  if (!configured) return server;
  return {
    code: server.code !== 'none' ? server.code : configured.code,
    products: server.products.filter((p) => configured.products.includes(p)),
    limitsBeforeFirstDeposit: server.limitsBeforeFirstDeposit || configured.limitsBeforeFirstDeposit,
    realityCheckRequiredEvery: stricterMinutes(server.realityCheckRequiredEvery, configured.realityCheckRequiredEvery),
    coolingOffHours: Math.max(server.coolingOffHours, configured.coolingOffHours),
  };
}

/** Whether the profile offers `product`. */
export function offers(jurisdiction: Jurisdiction, product: Product): boolean {
  return jurisdiction.products.includes(product);
}

/** The QA page posts `'changed'` here after switching the profile (demo/qa/sections/rg/jurisdiction.js). */
export const JURISDICTION_CHANNEL = 'casino-widgets:jurisdiction';

interface ServerJurisdiction {
  /** False until the first read has ended (either way): the site waits to decide a gated route. */
  known: boolean;
  jurisdiction: Jurisdiction | null;
}

const api = jurisdictionApi(http);

const $server = sharedSlot('jurisdiction-server', () => {
  const store = atom<ServerJurisdiction>({ known: false, jurisdiction: null });
  onMount(store, () => {
    void readServerJurisdiction();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void readServerJurisdiction();
    };
    document.addEventListener('visibilitychange', onVisible);
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(JURISDICTION_CHANNEL) : null;
    if (channel) channel.onmessage = () => void readServerJurisdiction();
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      channel?.close();
    };
  });
  return store;
});

let reading: Promise<void> | null = null;

/**
 * Reads the server's profile again. A failed read keeps what was known (or, the first time, counts as
 * "no server profile": configure()'s preset or none) — the site must not wait forever for a menu.
 */
export function readServerJurisdiction(): Promise<void> {
  reading ??= api
    .read()
    .then(
      (jurisdiction) => $server.set({ known: true, jurisdiction }),
      () => $server.set({ known: true, jurisdiction: $server.get().jurisdiction }),
    )
    .finally(() => {
      reading = null;
    });
  return reading;
}

interface JurisdictionState {
  /** Whether the server's answer is in (or failed): before it, a gated route waits. */
  known: boolean;
  jurisdiction: Jurisdiction;
}

/** The effective profile, following the server and configure() live. */
export const $jurisdiction = sharedSlot('jurisdiction', () =>
  computed([$server, $config], (server, config): JurisdictionState => {
    const configured = configuredPreset(config.jurisdiction);
    return { known: server.known, jurisdiction: effectiveJurisdiction(server.jurisdiction, configured) };
  }),
);
