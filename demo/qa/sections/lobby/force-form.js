// The Casino section's "force the next result, or random again" forms (the crash point, a table's
// result; docs/qa.md "Game kinds"): one markup, Force and Random as the form's two submit buttons, and one
// rule for which was pressed.

import { html } from '../../lib/dom.js';

/** The form `id` around `fields` (a fragment of html``), with its Force and Random buttons. */
export function forceForm(id, fields) {
  const fragment = html`
        <form class="qa-form" novalidate>${fields}
          <div class="qa-actions">
            <button type="submit" class="qa-button qa-button--small" value="set">Force</button>
            <button type="submit" class="qa-button qa-button--small qa-button--ghost" value="random">Random</button>
          </div>
        </form>`;
  fragment.querySelector('form').id = id;
  return fragment;
}

/** Runs `send(random, data)` on each submit: `random` when Random was pressed, `data` the form's fields. */
export function onForce(form, send) {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send(event.submitter?.value === 'random', new FormData(form));
  });
}
