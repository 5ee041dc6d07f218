// A page answering in the API's place (a missing `api-base` on a partner's dev server: its HTML 404): the
// player reads the translated generic message, never the page, and the developer gets one console error
// naming the setting (docs/embedding.md "Configuration").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toApiError } from '../../../src/api/to-api-error';
import { explainApiError } from '../../../src/errors/explain-error';
import { errorCatalogue } from '../../../src/errors/error-catalogue';
import { i18n } from '../../../src/i18n/i18n';
import { activateLocale } from '../../../src/i18n/load';
import { response } from '../support/api-errors';

const PAGE = '<!DOCTYPE html><html><head><title>Error</title></head><body><pre>Cannot GET /api/wheel/prizes/</pre></body></html>';
const wheel = { method: 'GET', path: '/api/wheel/prizes/' };

beforeEach(async () => {
  await activateLocale('fr');
});
afterEach(() => vi.restoreAllMocks());

describe('an HTML answer instead of the API', () => {
  it('shows the generic translated message, not the page, and logs one error naming api-base', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = toApiError(response(404, PAGE), wheel);
    expect(error).toMatchObject({ status: 404, code: '404', detail: undefined });
    const { toasts } = explainApiError(error);
    expect(toasts).toEqual([{ type: 'error', message: i18n._(errorCatalogue.default) }]);
    expect(toasts[0].message).not.toContain('<');

    toApiError(response(404, PAGE), { method: 'GET', path: '/api/games/' });
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0][0])).toMatch(/GET \/api\/wheel\/prizes\/.*api-base/);
  });
});
