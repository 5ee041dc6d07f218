// The simulated e-wallet's app link (docs/api.md "Simulated providers"): a real wallet pushes a deposit
// request to the app the player is signed in to; the sandbox's wallet gives the player's own session the
// link to its simulated app for an e-wallet deposit still waiting at 20 (404 otherwise).
import type { HttpClient } from './client';
import { obj } from './convert';
import { safeUrl } from '../format/safe-url';

export const walletAppLink = (http: HttpClient, paymentId: number): Promise<string | null> =>
  http.request({ method: 'GET', path: `/sandbox/payments/api/ewallet/${paymentId}/app-link` }, (data) => {
    const url = obj(data).url;
    return typeof url === 'string' ? safeUrl(url) : null;
  });
