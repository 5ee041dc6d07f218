// Plain DOM: the tag map and the event maps, with no framework.
import { CasinoWidgets, type CasinoEventMap } from '@casino-widgets/elements';
import { CasinoLobby } from '@casino-widgets/elements/casino-lobby';

const lobby = document.querySelector('casino-lobby');
if (lobby) {
  lobby.provider = 'amatic';
  lobby.gameType = 'crash';
  // @ts-expect-error: a misspelt property
  lobby.provder = 'amatic';
  lobby.addEventListener('casino-game-launch', (event) => {
    const mode: 'real' | 'demo' | 'freespin' = event.detail.mode;
    void mode;
    // @ts-expect-error: the detail has gameId, not id
    void event.detail.id;
  });
}

document.addEventListener('casino-session-change', (event) => {
  const user = event.detail.user;
  if (user) void user.username.toUpperCase();
  // @ts-expect-error: a state that does not exist
  if (event.detail.state === 'logged-in') void 0;
});

const wheel: HTMLElementTagNameMap['casino-wheel'] = document.createElement('casino-wheel');
wheel.open = true;
// @ts-expect-error: open is a boolean
wheel.open = 'yes';

const spin: CasinoEventMap['casino-wheel-spin'] = { id: 1, prizeId: 2, name: 'x', amount: 1, currency: 'TND', isPresent: false, wallet: null, isFree: true };
void spin;
const element: InstanceType<typeof CasinoLobby> = lobby!;
void element;
CasinoWidgets.configure({ apiBase: 'https://casino.example' });
// @ts-expect-error: configure() knows no apiBAse
CasinoWidgets.configure({ apiBAse: 'https://casino.example' });

// The analytics adapter (docs/embedding.md "Analytics"): onEvent receives the typed union.
CasinoWidgets.configure({
  webVitals: true,
  onEvent: (event) => {
    if (event.event === 'casino_game_closed') {
      const seconds: number = event.seconds;
      void seconds;
    }
    if (event.event === 'casino_web_vital') {
      const name: 'LCP' | 'CLS' | 'INP' | 'FCP' | 'TTFB' = event.name;
      void name;
    }
    // @ts-expect-error: an event the adapter never sends
    if (event.event === 'casino_deposit_done') return;
    const element: string | undefined = 'element' in event ? event.element : undefined;
    void element;
  },
});
CasinoWidgets.configure({ onEvent: null });
// @ts-expect-error: onEvent is a function
CasinoWidgets.configure({ onEvent: 'dataLayer' });
const pushed: import('@casino-widgets/elements').CasinoAnalyticsEvent = { event: 'casino_sign_in_failed', element: 'casino-login', code: 'invalid_credentials' };
void pushed;
