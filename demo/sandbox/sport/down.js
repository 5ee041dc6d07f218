// The page a book serves while its provider is down (routes/sport-pages.ts, 503): it tells the host at once
// with the contract's `error` provider_down (docs/embedding.md "Sportsbook message contract"), so the
// element shows its "unavailable" state and Retry now instead of waiting out its 15 s for a `ready`.
import { createChannel } from './channel.js';
import { hostOrigin } from './origin.js';

const channel = createChannel({ win: window, origin: hostOrigin(new URLSearchParams(location.search).get('origin')), onMessage: () => {} });
channel.send('error', { code: 'provider_down' });
