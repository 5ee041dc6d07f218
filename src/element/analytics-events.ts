// What `CasinoWidgets.configure({ onEvent })` hands a partner's analytics (docs/embedding.md "Analytics",
// docs/operators.md "Events"): one flat object per happening, shaped for GTM's dataLayer (`event`) and
// Segment's `analytics.track(event, properties)`. Types only: the adapter that builds them is a chunk of its
// own (./analytics/adapter.ts), and scripts/rollup-types.mjs copies this file into the package's .d.ts.
// No personal data: no name, e-mail, username or password; amounts are numbers with their currency.

/** The element an event came from (its tag), e.g. `casino-cashier`. */
export interface CasinoAnalyticsSource {
  element: string;
}

/** A game in the lobby's overlay. */
export interface CasinoAnalyticsGame extends CasinoAnalyticsSource {
  provider: string;
  gameId: string;
  mode: 'real' | 'demo' | 'freespin';
}

/** A payment the cashier follows; `amount` is a number in `currency`, `method` the payment system's slug. */
export interface CasinoAnalyticsPayment extends CasinoAnalyticsSource {
  paymentId: number;
  method?: string;
  amount?: number;
  currency?: string;
}

/** A Core Web Vital of the page (the `web-vitals` library's metric), when `webVitals: true`. */
export interface CasinoAnalyticsWebVital {
  event: 'casino_web_vital';
  name: 'LCP' | 'CLS' | 'INP' | 'FCP' | 'TTFB';
  /** Milliseconds (CLS: the unitless score). */
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** The metric's id for this page load (several reports of one metric share it). */
  id: string;
}

/** Every event `onEvent` receives (the deposit funnel in its order, then the rest). */
export type CasinoAnalyticsEvent =
  | ({ event: 'casino_cashier_opened' } & CasinoAnalyticsSource)
  | ({ event: 'casino_deposit_method_chosen'; method: string } & CasinoAnalyticsSource)
  | ({ event: 'casino_deposit_amount_entered'; method?: string; amount: number; currency: string } & CasinoAnalyticsSource)
  | ({ event: 'casino_deposit_redirected' } & CasinoAnalyticsPayment)
  | ({ event: 'casino_deposit_returned' } & CasinoAnalyticsPayment)
  | ({ event: 'casino_deposit_completed' | 'casino_deposit_failed'; amount: number; currency: string; status: number } & CasinoAnalyticsPayment)
  | ({ event: 'casino_registration_started' | 'casino_registration_completed' } & CasinoAnalyticsSource)
  | ({ event: 'casino_sign_in_failed'; code: string } & CasinoAnalyticsSource)
  | ({ event: 'casino_game_opened' } & CasinoAnalyticsGame)
  | ({ event: 'casino_game_closed'; seconds: number } & CasinoAnalyticsGame)
  | ({ event: 'casino_error'; code: string } & CasinoAnalyticsSource)
  | CasinoAnalyticsWebVital;

export type CasinoAnalyticsEventName = CasinoAnalyticsEvent['event'];

/** The fields of `CasinoWidgets.configure()` that drive the adapter. */
export interface CasinoAnalyticsOptions {
  /** Receives every event; `null` stops reporting. Setting it loads the adapter's chunk. */
  onEvent?: ((event: CasinoAnalyticsEvent) => void) | null;
  /** Also report the page's Core Web Vitals (LCP, CLS, INP, FCP, TTFB), `web-vitals` fetched after the load. */
  webVitals?: boolean;
}
