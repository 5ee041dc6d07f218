// The Sport section's providers and tokens: each provider down or up (POST /sandbox/api/sport/provider;
// while down, its frame page and every /sandbox/sport/api/* and softion call of it answer 503
// provider_down), and the integration tokens of a player expired now (POST …/tokens/expire: the frame's
// next call gets token_expired, and the element must renew it without reloading the frame). A provider's
// state is the control plane's (`providers` in the events answer, read by the Events panel's poll);
// a sandbox that does not say is probed the way a frame would be (the catalogue: 200 or 503).

import { API_BASE } from '../../lib/runtime.js';
import { control } from '../../lib/control.js';
import { $, h, html, setText } from '../../lib/dom.js';
import { DEMO_ACCOUNTS } from '../../lib/players.js';
import { pressInline } from '../profile/press.js';

export const PROVIDERS = [
  ['sft', 'Softion'],
  ['dgt', 'Digitain'],
];

export const providersPanel = () => html`
      <article class="qa-panel" aria-labelledby="sport-providers-title">
        <h3 id="sport-providers-title">Providers <span class="qa-muted">(POST /sandbox/api/sport/provider)</span></h3>
        <p class="qa-muted">
          Down: the provider's frame page, its data and its bets answer <code dir="ltr">503 provider_down</code>;
          the element shows its provider-down state with “Réessayer”. The state follows the sandbox every 3 s.
        </p>
        <ul class="qa-list" id="sport-providers" aria-labelledby="sport-providers-title"></ul>
        <p id="sport-providers-error" class="qa-error" role="alert" hidden></p>
      </article>
      <article class="qa-panel" aria-labelledby="sport-tokens-title">
        <h3 id="sport-tokens-title">Integration tokens <span class="qa-muted">(POST /sandbox/api/sport/tokens/expire)</span></h3>
        <p class="qa-muted">
          Every live token of the player (and provider) expires now. The frame's next call (balance, bet)
          answers <code dir="ltr">401 token_expired</code>; the element fetches a new token and hands it over
          without reloading the frame, and a bet in flight goes through once (same Idempotency-Key).
        </p>
        <form id="sport-tokens-form" class="qa-form" novalidate>
          <div class="qa-row">
            <label class="qa-field">
              <span>Player</span>
              <input name="username" list="sport-usernames" value="demo" autocomplete="off" spellcheck="false" dir="ltr" placeholder="every player" />
            </label>
            <datalist id="sport-usernames"></datalist>
            <label class="qa-field">
              <span>Provider</span>
              <select name="provider">
                <option value="">both</option>
                <option value="sft">sft</option>
                <option value="dgt">dgt</option>
              </select>
            </label>
          </div>
          <p id="sport-tokens-error" class="qa-error" role="alert" hidden></p>
          <div class="qa-actions">
            <button type="submit" class="qa-button">Expire the tokens</button>
          </div>
        </form>
      </article>
`;

/** provider → { state: 'up'|'down'|'?', detail, row } */
const providers = new Map();

/** The provider as its frame sees it: the catalogue answers 200 (up) or 503 provider_down (down). */
async function probe(provider) {
  try {
    const res = await fetch(`${API_BASE}/sandbox/sport/api/catalogue?provider=${provider}&live=1`, { cache: 'no-store' });
    if (res.ok) return { state: 'up', detail: `${res.status}` };
    const body = await res.json().catch(() => null);
    return { state: res.status === 503 && body?.code === 'provider_down' ? 'down' : '?', detail: `${res.status}${body?.code ? ` ${body.code}` : ''}` };
  } catch (err) {
    return { state: '?', detail: `no answer (${err?.message ?? err})` };
  }
}

function providerRow(provider, name) {
  const status = h('span.qa-tag', { dataset: { kind: 'info' }, text: '…' });
  const error = h('p.qa-error', { role: 'alert', hidden: true });
  const toggle = (down) => {
    const button = h(`button.qa-button.qa-button--small${down ? '.qa-button--danger' : '.qa-button--ghost'}`, {
      type: 'button',
      text: down ? 'Down' : 'Up',
      'aria-label': `${down ? 'Take' : 'Bring'} ${provider} (${name}) ${down ? 'down' : 'up'}`,
    });
    button.addEventListener('click', async () => {
      await pressInline(button, error, () => control('POST', '/sandbox/api/sport/provider', { provider, down }), () =>
        `Provider ${provider} is ${down ? 'down: its frame and bets answer 503 provider_down' : 'up again'}.`,
      );
      await refresh();
    });
    return button;
  };
  const row = h(
    'li',
    { dataset: { provider } },
    h('strong', { dir: 'ltr', text: `${provider} ` }),
    h('span.qa-muted', { text: `(${name}) ` }),
    status,
    ' ',
    h('span.qa-actions', { role: 'group', 'aria-label': `Provider ${provider}` }, toggle(true), toggle(false)),
    error,
  );
  return { row, status };
}

function show(provider, state, detail) {
  const entry = providers.get(provider);
  if (!entry) return;
  entry.status.dataset.kind = state === 'up' ? 'success' : state === 'down' ? 'error' : 'warn';
  setText(entry.status, detail ? `${state} (${detail})` : state);
}

/**
 * The providers' state from the control plane's events answer (`providers: [{ provider, down }]`); when
 * the answer has none, each provider's catalogue is asked as its frame would ask it.
 */
export async function showProviders(list) {
  if (Array.isArray(list) && list.length) {
    for (const p of list) show(p.provider, p.down ? 'down' : 'up');
    return;
  }
  await Promise.all(
    PROVIDERS.map(async ([provider]) => {
      const { state, detail } = await probe(provider);
      show(provider, state, `catalogue: ${detail}`);
    }),
  );
}

let refresh = async () => {};
/** The Events panel's poll reads the state; a switch asks it to read again at once. */
export const whenSwitched = (fn) => (refresh = fn);

export function startProviders() {
  const list = $('sport-providers');
  for (const [provider, name] of PROVIDERS) {
    const entry = providerRow(provider, name);
    providers.set(provider, entry);
    list.append(entry.row);
  }

  $('sport-usernames').replaceChildren(...DEMO_ACCOUNTS.map((a) => h('option', { value: a.username })));
  const form = $('sport-tokens-form');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const body = {};
    const username = String(data.get('username') ?? '').trim();
    const provider = String(data.get('provider') ?? '');
    if (username) body.username = username;
    if (provider) body.provider = provider;
    await pressInline(form.querySelector('[type="submit"]'), $('sport-tokens-error'), () => control('POST', '/sandbox/api/sport/tokens/expire', body), (r) => {
      const count = typeof r?.expired === 'number' ? r.expired : Array.isArray(r) ? r.length : Array.isArray(r?.tokens) ? r.tokens.length : '?';
      return `${count} integration token(s) of ${username || 'every player'} (${provider || 'both providers'}) expired now.`;
    });
  });
}
