// The page's language on every call (docs/api.md "Payments"): the page-wide client sends the configured
// language as Accept-Language, so the server names payment methods in it: the pending tray, the withdraw
// list, the history and the detail read « Bank card » on an English page, not « Carte bancaire ».
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, DEFAULT_CONFIG } from '../../../src/config/config';
import { http } from '../../../src/api/http';
import { paymentsApi } from '../../../src/api/payments';

const page = { count: 0, page: 1, results: [] };

function stubFetch() {
  const languages: (string | null)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      languages.push(new Headers(init?.headers as HeadersInit).get('accept-language'));
      return new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return languages;
}

afterEach(() => {
  vi.unstubAllGlobals();
  configure({ language: DEFAULT_CONFIG.language });
});

describe("the page's language on the wire", () => {
  it('sends the configured language with payment calls, and the new one after a switch', async () => {
    const languages = stubFetch();
    configure({ apiBase: 'http://api.test', language: 'en-US' });
    const api = paymentsApi(http);
    await api.list('deposit', { page: 1, pageSize: 10, filter: 'OPEN' });
    await api.onlineHistory({ page: 1, pageSize: 10 });
    configure({ language: 'ar' });
    await api.list('payout', { page: 1, pageSize: 10 });
    configure({ language: 'fr-fr' });
    await api.list('deposit', { page: 1, pageSize: 10 });
    expect(languages).toEqual(['en-US', 'en-US', 'ar', 'fr-FR']);
  });
});
