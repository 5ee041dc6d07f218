// Demo accounts: the seeded accounts with "Fill" (types them into the page-mode login form of the Elements
// section; press Enter) and "Copy password".

import { $, announce, h, html } from '../lib/dom.js';
import { DEMO_ACCOUNTS } from '../lib/players.js';

export const render = () => html`
  <section id="accounts" class="qa-section" aria-labelledby="accounts-title">
    <h2 id="accounts-title">Demo accounts</h2>
    <p class="qa-muted">“Fill” types the credentials into the page-mode login form above.</p>
    <ul id="accounts-list" class="qa-accounts"></ul>
  </section>
`;

function setInputValue(input, value) {
  // Preact listens to input events; the native setter keeps its controlled value in step.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

function fillLogin(account) {
  const login = document.querySelector('.qa-element[data-tag="casino-login"] casino-login[mode="page"]');
  const root = login?.shadowRoot;
  const user = root?.querySelector('input[name="username"]');
  const pass = root?.querySelector('input[name="password"]');
  if (!user || !pass) {
    announce(login ? 'The page-mode login form is not shown (signed in? sign out first).' : 'No page-mode <casino-login> on this page.', 'error');
    return;
  }
  setInputValue(user, account.username);
  setInputValue(pass, account.password);
  login.scrollIntoView({ block: 'center', behavior: 'smooth' });
  // The password field, not the submit button: the button is still disabled until the element has
  // re-rendered with the new values, and Enter in the field submits the form.
  pass.focus({ preventScroll: true });
  announce(`Filled ${account.username} / ${account.password} in the page-mode form; press Enter to sign in.`, 'ok');
}

export function start() {
  $('accounts-list').replaceChildren(
    ...DEMO_ACCOUNTS.map((a) => {
      return h(
        'li.qa-account',
        {},
        h(
          'p.qa-account-creds',
          { dir: 'ltr' },
          h('code.qa-account-user', { text: a.username }),
          h('span.qa-muted', { text: ' / ' }),
          h('code', { text: a.password }),
        ),
        h('p.qa-account-what', { text: a.what }),
        h(
          'div.qa-account-actions',
          {},
          h('button.qa-button.qa-button--small', { type: 'button', 'aria-label': `Fill ${a.username}`, text: 'Fill', onclick: () => fillLogin(a) }),
          h('button.qa-button.qa-button--small.qa-button--ghost', {
            type: 'button',
            'aria-label': `Copy ${a.username}'s password`,
            text: 'Copy password',
            onclick: async () => {
              try {
                await navigator.clipboard.writeText(a.password);
                announce(`Copied ${a.username}'s password.`, 'ok');
              } catch {
                announce('The clipboard is not available here.', 'error');
              }
            },
          }),
        ),
      );
    }),
  );
}
