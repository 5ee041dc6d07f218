// <casino-lobby> when a real-money game is refused by the player’s own loss limit (docs/api.md
// "Responsible gaming": the launch answers 403 loss_limit_reached naming the limit, its period and when it
// resets): the overlay says which limit and when it resets, never "Une erreur est survenue". Its own
// database: the limit set here must not reach the other files' players.
import { describe, it } from './support/mocha';
import * as assert from './support/assert';
import { find, text } from './support/dom';
import { CASINO_TOTAL, forgetCatalogue, lobbyWith, NO_IMAGES, signIn, tileNamed } from './support/lobby';
import { loginSuite } from './support/suite';
import { apiLogin } from './support/sandbox';
import { casinoWidgets, load } from './support/widgets';

const suite = loginSuite(
  async () => {
    document.title = 'casino-lobby';
    await forgetCatalogue();
    localStorage.removeItem('casino:slots:recent');
    casinoWidgets().configure({ contentBase: NO_IMAGES });
    await load('/dist/casino-lobby.js');
  },
  { ownDatabase: true },
);

describe('casino-lobby: a game refused by a loss limit', () => {
  it('names the limit and when it resets, in French', async function () {
    this.timeout(30_000);
    // demo's daily loss limit at what demo has already lost today: nothing is left to stake.
    const { access } = await apiLogin(suite.sandbox(), 'demo', 'demo1234');
    const auth = { Authorization: `Bearer ${access}`, 'Content-Type': 'application/json' };
    const limits = (await (await fetch(suite.sandbox().url('/api/users/limits/'), { headers: auth })).json()) as { usage: Record<string, { used: string }> };
    const put = await fetch(suite.sandbox().url('/api/users/limits/'), { method: 'PUT', headers: auth, body: JSON.stringify({ loss_daily: limits.usage.loss_daily!.used }) });
    assert.equal(put.status, 200, await put.clone().text());

    await signIn('demo', 'demo1234');
    const el = await lobbyWith(CASINO_TOTAL);
    tileNamed(el, 'Book of Fortune')!.querySelector<HTMLButtonElement>('[part~="play"]')!.click();
    const failure = await find(el, 'dialog[part~="overlay"] [part~="error-screen"]', { timeout: 10_000 });
    assert.equal(failure.getAttribute('role'), 'alert');
    assert.match(text(failure), /Votre limite de pertes journalière est atteinte\. Elle se réinitialise le \d\d\/\d\d à \d\d:\d\d\./);
    assert.ok(!/Une erreur est survenue/.test(text(failure)), 'not the generic error');
  });
});
