// The `onEvent` adapter (docs/embedding.md "Analytics"), a chunk loaded only when a page configures
// `onEvent` or `webVitals` (the elements' budgets, docs/architecture.md "Build and budgets"): it listens on
// the window to the elements' composed events (./map-event.ts turns them into the partner's events) and,
// when asked, reports the page's Core Web Vitals with the `web-vitals` library, fetched after the load so it
// never competes with the page's own first paint. Once per page, whatever the number of builds on it: the
// handler lives in the shared slot and the last configure() call sets it.
import { sharedSlot } from '../../platform/shared-slot';
import type { CasinoAnalyticsEvent, CasinoAnalyticsOptions } from '../analytics-events';
import type { CasinoEventMap } from '../event-map';
import { ANALYTICS_SOURCES, createEventMapper } from './map-event';

interface AnalyticsState {
  onEvent: ((event: CasinoAnalyticsEvent) => void) | null;
  vitals: boolean;
}

/** The innermost of our elements the event passed through (composed events are retargeted at the window). */
function elementOf(event: Event): string {
  for (const node of event.composedPath()) if (node instanceof Element && node.localName.startsWith('casino-')) return node.localName;
  return '';
}

function report(state: AnalyticsState, event: CasinoAnalyticsEvent | null): void {
  if (!event || !state.onEvent) return;
  try {
    state.onEvent(event);
  } catch (error) {
    // A partner's handler that throws must not stop the next events (nor the element that dispatched).
    console.error('[casino-widgets] onEvent failed', error);
  }
}

function listen(state: AnalyticsState): void {
  const map = createEventMapper();
  for (const type of ANALYTICS_SOURCES) {
    addEventListener(type, (event) => report(state, map(type, (event as CustomEvent<CasinoEventMap[typeof type]>).detail, elementOf(event))));
  }
}

/** After the page's load event (now if it has passed), then when the main thread is free. */
function afterLoad(run: () => void): void {
  const later = () => setTimeout(run, 0);
  if (document.readyState === 'complete') later();
  else addEventListener('load', later, { once: true });
}

function startVitals(state: AnalyticsState): void {
  afterLoad(() => {
    import('web-vitals').then(
      ({ onLCP, onCLS, onINP, onFCP, onTTFB }) => {
        for (const on of [onLCP, onCLS, onINP, onFCP, onTTFB]) {
          on(({ name, value, rating, id }) => report(state, { event: 'casino_web_vital', name, value, rating, id }));
        }
      },
      (error: unknown) => console.error('[casino-widgets] web-vitals could not be loaded', error),
    );
  });
}

/** Applies the analytics fields of a configure() call. */
export function startAnalytics(options: CasinoAnalyticsOptions): void {
  const state = sharedSlot<AnalyticsState>('analytics', () => {
    const created: AnalyticsState = { onEvent: null, vitals: false };
    listen(created);
    return created;
  });
  if ('onEvent' in options) state.onEvent = typeof options.onEvent === 'function' ? options.onEvent : null;
  if (options.webVitals && !state.vitals) {
    state.vitals = true;
    startVitals(state);
  }
}
