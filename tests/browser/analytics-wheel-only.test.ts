// A partner page with only the wheel's bundle (no casino-site.js): `configure({ onEvent })` is the shared
// runtime's, so it fetches the adapter here too and the partner hears the elements' events
// (docs/embedding.md "Analytics").
import { describe, it, before } from './support/mocha';
import * as assert from './support/assert';
import { mount, waitFor } from './support/dom';
import { casinoWidgets, load } from './support/widgets';

before(async () => {
  await load('/dist/casino-wheel.js');
});

describe('analytics on a page with only the wheel', () => {
  it('configure({ onEvent }) loads the adapter and reports an element\'s event', async () => {
    assert.equal(customElements.get('casino-site'), undefined, 'the site is not on this page');
    const received: Record<string, unknown>[] = [];
    const api = casinoWidgets() as unknown as { configure(c: object): { currency: string } };
    assert.equal(api.configure({ currency: 'EUR', onEvent: (e: Record<string, unknown>) => received.push(e) }).currency, 'EUR');
    const wheel = mount('<casino-wheel></casino-wheel>');
    // The adapter's chunk arrives asynchronously: the condition is an event heard, not a time.
    await waitFor(() => {
      wheel.dispatchEvent(new CustomEvent('casino-error', { detail: { message: 'x', code: 'render_failed', element: 'casino-wheel' }, bubbles: true, composed: true }));
      return received.length > 0;
    }, { message: 'an onEvent call' });
    assert.equal(received[0].event, 'casino_error');
    assert.equal(received[0].element, 'casino-wheel');
    assert.equal(received[0].code, 'render_failed');
    api.configure({ onEvent: null });
  });
});
