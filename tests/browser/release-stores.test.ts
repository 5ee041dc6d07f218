// support/stores.ts releaseStores(): what nanostores does a second after a store's last element left,
// done at once, so a test starts from a first read without sleeping that second out.
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { loginSuite } from './support/suite';
import { $$, mount, waitFor } from './support/dom';
import { releaseStores } from './support/stores';
import { load, sharedBag } from './support/widgets';

loginSuite(async () => {
  await load('/dist/casino-jackpots.js');
});

const jackpotsState = () => (sharedBag().jackpots as { $state: { value: { status: string; jackpots: unknown[] } } }).$state.value;

describe('releaseStores', () => {
  it("runs a store's unmount at once once its element left, and leaves a store in use alone", async () => {
    const el = mount('<casino-jackpots></casino-jackpots>');
    await waitFor(() => $$(el, '[part~="jackpot"]').length === 3, { message: 'three tiles' });
    assert.equal(await releaseStores().then(() => jackpotsState().status), 'ready', 'still shown: kept');

    el.parentElement!.remove();
    assert.equal(jackpotsState().status, 'ready', 'nanostores keeps it for a second after the element left');
    assert.ok((await releaseStores()) >= 1, 'at least the jackpots store released');
    assert.equal(jackpotsState().status, 'idle', 'its data dropped, as on a fresh page');
    assert.equal(jackpotsState().jackpots.length, 0);

    const again = mount('<casino-jackpots></casino-jackpots>');
    await waitFor(() => $$(again, '[part~="jackpot"]').length === 3, { message: 'a first read again' });
  });
});
