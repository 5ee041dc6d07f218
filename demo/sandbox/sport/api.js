// The sportsbook pages' calls (docs/contracts/sportsbook.md §2 and §3): the provider's own data server under
// /sandbox/sport/api/ and the bets under /api/integrations/softion/, whose credential is the integration
// token in the body (the frame never holds the player's access token). Errors come back as
// `{ status, code, detail, body }`; a call that got no answer has the code `network`.

const SOFTION = '/api/integrations/softion';
const DATA = '/sandbox/sport/api';

export class CallError extends Error {
  constructor(status, code, body) {
    super(body?.message ?? code);
    this.status = status;
    this.code = code;
    this.body = body ?? {};
  }
}

/** Guests hold the spec's default token ('-' for sft, null for dgt): they never open a session. */
export const isGuestToken = (token) => token === null || token === undefined || token === '' || token === '-';

export function createApi({ provider, fetch: doFetch = (...args) => globalThis.fetch(...args) }) {
  async function request(path, { method = 'GET', body, headers = {} } = {}) {
    let res;
    try {
      res = await doFetch(path, {
        method,
        cache: 'no-store',
        headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new CallError(0, 'network');
    }
    const answer = await res.json().catch(() => null);
    if (!res.ok) throw new CallError(res.status, answer?.code ?? (res.status === 503 ? 'provider_down' : 'server_error'), answer);
    if (answer === null) throw new CallError(res.status, 'bad_answer');
    return answer;
  }
  const query = (params) => new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== '')).toString();
  const post = (path, body, headers) => request(`${SOFTION}/${path}`, { method: 'POST', body, headers });

  return {
    // `live` true: live only, false: upcoming only, undefined: both.
    catalogue: ({ live, sport, lang }) => request(`${DATA}/catalogue?${query({ provider, live: live === undefined ? undefined : live ? 1 : 0, sport, lang })}`),
    event: (id, lang) => request(`${DATA}/event/${encodeURIComponent(id)}?${query({ lang })}`),
    results: (lang) => request(`${DATA}/results?${query({ provider, lang })}`),
    sessionCreate: (token) => post('session/create', { token }),
    sessionTest: () => post('session/create/test', {}),
    balance: (token) => post('player/balance', { token }),
    place: (body, key) => post('ticket/placement', body, { 'Idempotency-Key': key }),
    ticketStatus: (token, ticketId) => post('ticket/status', { token, ticket_id: ticketId }),
  };
}
