// Sandbox outbox: GET /sandbox/api/outbox (every 5 s while visible), the e-mails the sandbox "sent", with
// their links (verification, password reset) to the reference site.

import { asList, control } from '../lib/control.js';
import { $, announce, dateTime, h, html, showError } from '../lib/dom.js';
import { SLOW_POLL_MS, pollWhileVisible } from '../lib/poll.js';
import { onSandboxReset } from '../lib/reset.js';

export const nav = 'Outbox';

export const render = () => html`
  <section id="outbox" class="qa-section" aria-labelledby="outbox-title">
    <h2 id="outbox-title">Sandbox outbox</h2>
    <div class="qa-toolbar">
      <button type="button" id="outbox-reload" class="qa-button qa-button--ghost">Reload</button>
      <span class="qa-muted">E-mails the sandbox “sent”, newest first; links open the reference site.</span>
    </div>
    <p id="outbox-error" class="qa-error" role="alert" hidden></p>
    <ol id="outbox-list" class="qa-outbox"></ol>
    <p class="qa-muted qa-empty" id="outbox-empty">No e-mail yet (register or ask for a password reset).</p>
  </section>
`;

/** Outbox links are paths on the reference site (same origin); anything but http(s) is not linked. */
function safeHref(link) {
  try {
    const url = new URL(String(link), location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

let lastOutboxKey = '';

function renderOutbox(mails) {
  const key = JSON.stringify(mails.map((m) => m.id ?? m.created_at));
  if (key === lastOutboxKey) return;
  lastOutboxKey = key;
  $('outbox-empty').hidden = mails.length > 0;
  $('outbox-list').replaceChildren(
    ...mails.map((mail, i) => {
      const titleId = `mail-${mail.id ?? i}`;
      const links = asList(mail.links);
      return h(
        'li',
        {},
        h(
          'article.qa-mail',
          { 'aria-labelledby': titleId },
          h('h3.qa-mail-subject', { id: titleId, text: String(mail.subject ?? '(no subject)') }),
          h(
            'p.qa-muted.qa-mail-meta',
            {},
            'to ',
            h('span', { dir: 'ltr', text: String(mail.to ?? '?') }),
            mail.created_at ? ' · ' : '',
            mail.created_at ? h('time', { datetime: String(mail.created_at), text: dateTime(mail.created_at) }) : '',
          ),
          links.length
            ? h(
                'ul.qa-mail-links',
                {},
                links.map((link) => {
                  const href = safeHref(link);
                  return h('li', {}, href ? h('a', { href, dir: 'ltr', text: String(link) }) : h('code', { dir: 'ltr', text: String(link) }));
                }),
              )
            : null,
          mail.text ? h('details', {}, h('summary', { text: 'Text' }), h('pre.qa-pre.qa-pre--wrap', { text: String(mail.text) })) : null,
        ),
      );
    }),
  );
}

async function loadOutbox({ quiet = true } = {}) {
  try {
    const data = await control('GET', '/sandbox/api/outbox');
    renderOutbox(asList(data, 'outbox', 'emails', 'mails'));
    showError($('outbox-error'), '');
    if (!quiet) announce('Outbox reloaded.', 'ok');
  } catch (err) {
    showError($('outbox-error'), err.message);
    if (!quiet) announce(err.message, 'error');
  }
}

export function start() {
  pollWhileVisible(() => loadOutbox(), SLOW_POLL_MS);
  $('outbox-reload').addEventListener('click', () => loadOutbox({ quiet: false }));
  onSandboxReset(() => {
    lastOutboxKey = '';
    return loadOutbox();
  });
}
