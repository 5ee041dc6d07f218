// The Profile section's identity documents (KYC): the review queue (GET /sandbox/api/documents?status=&page=),
// a page at a time, what waits for review first and the oldest first (docs/api.md "Sandbox control"),
// each file as the player sent it (GET …/{id}/file, shown here as a picture or a PDF link), and the
// review (POST …/{id}/review: approve, or reject with the reason the player then reads on
// /profile/kyc-verifiaction). Rows are kept and updated in place, so a reason being typed survives a poll.

import { API_BASE } from '../../lib/runtime.js';
import { asList, control, controlPlaneOn, CONTROL_OFF_MESSAGE } from '../../lib/control.js';
import { $, dateTime, h, html, setText, showError } from '../../lib/dom.js';
import { showFailure } from '../../lib/forms.js';
import { pollWhileVisible } from '../../lib/poll.js';
import { onSandboxReset } from '../../lib/reset.js';
import { pressInline } from './press.js';

export const PROFILE_POLL_MS = 3000;

const STATUS_KIND = { pending: 'warn', approved: 'success', rejected: 'error' };
const KIND_NAMES = { id_card: 'ID card', passport: 'passport', driving_licence: 'driving licence' };

export const documentsPanel = () => html`
      <article class="qa-panel qa-panel--full" aria-labelledby="profile-docs-title">
        <h3 id="profile-docs-title">Documents to review <span class="qa-muted">(GET /sandbox/api/documents)</span></h3>
        <p class="qa-muted">
          What players uploaded on <a href="/profile/kyc-verifiaction">/profile/kyc-verifiaction</a>: what waits
          for review first, the <strong>oldest first</strong> (a document sent before a flood stays on page 1), then
          reviewed ones, the latest review first; 50 a page.
          <strong>Approve</strong> sets the player's verification to approved (withdrawals allowed);
          <strong>Reject</strong> needs a reason, which the player reads under their document. A document is
          reviewed once: a second review answers <code dir="ltr">409 document_already_reviewed</code>.
        </p>
        <div class="qa-toolbar" role="group" aria-label="Documents filter">
          <label class="qa-field qa-field--inline">
            <span>Status</span>
            <select id="profile-docs-status">
              <option value="pending">pending</option>
              <option value="">all</option>
              <option value="approved">approved</option>
              <option value="rejected">rejected</option>
            </select>
          </label>
          <button type="button" id="profile-docs-reload" class="qa-button qa-button--ghost qa-button--small">Reload</button>
        </div>
        <div class="qa-toolbar" role="group" aria-label="Documents pages">
          <button type="button" id="profile-docs-prev" class="qa-button qa-button--ghost qa-button--small" disabled>Previous page</button>
          <span id="profile-docs-page" role="status" class="qa-muted">Page 1</span>
          <button type="button" id="profile-docs-next" class="qa-button qa-button--ghost qa-button--small" disabled>Next page</button>
        </div>
        <p id="profile-docs-error" class="qa-error" role="alert" hidden></p>
        <div class="qa-scroll" tabindex="0" role="region" aria-labelledby="profile-docs-caption">
          <table class="qa-table">
            <caption id="profile-docs-caption" class="qa-visually-hidden">Identity documents, waiting ones first, oldest first</caption>
            <thead>
              <tr>
                <th scope="col">id</th><th scope="col">player</th><th scope="col">kind</th><th scope="col">file</th>
                <th scope="col">sent</th><th scope="col">status</th><th scope="col">review</th>
              </tr>
            </thead>
            <tbody id="profile-docs"></tbody>
          </table>
        </div>
        <p id="profile-docs-file-error" class="qa-error" role="alert" hidden></p>
        <p class="qa-muted qa-empty" id="profile-docs-empty" hidden>No document with this status: upload one as demo on /profile/kyc-verifiaction.</p>
        <figure id="profile-docs-preview" class="qa-doc-preview" hidden aria-labelledby="profile-docs-preview-caption">
          <figcaption id="profile-docs-preview-caption"></figcaption>
          <div id="profile-docs-preview-body"></div>
          <button type="button" id="profile-docs-preview-close" class="qa-button qa-button--ghost qa-button--small">Close the file</button>
        </figure>
      </article>
`;

const rows = new Map();
let refreshNow = () => {};
let page = 1;
let previewUrl = null;

const statusTag = (d) =>
  h('span.qa-tag', { dataset: { kind: STATUS_KIND[d.status] ?? 'info' }, text: d.reason ? `${d.status}: ${d.reason}` : d.status });

function size(bytes) {
  const n = Number(bytes);
  if (!Number.isFinite(n)) return '?';
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;
}

function closePreview() {
  if (previewUrl) URL.revokeObjectURL(previewUrl);
  previewUrl = null;
  $('profile-docs-preview-body').replaceChildren();
  $('profile-docs-preview').hidden = true;
}

/** The file's bytes through the control plane, shown below the table (the player's file never gets an origin of its own). */
async function showFile(d) {
  if (!(await controlPlaneOn)) throw new Error(CONTROL_OFF_MESSAGE);
  const path = `/sandbox/api/documents/${d.id}/file`;
  let res;
  try {
    res = await fetch(API_BASE + path, { cache: 'no-store' });
  } catch (err) {
    throw new Error(`GET ${path}: the sandbox did not answer (${err?.message ?? err})`);
  }
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new Error(`GET ${path} failed: ${res.status}${body?.code ? ` ${body.code}` : ''}${body?.message ? ` ${body.message}` : ''}`);
  }
  const blob = await res.blob();
  closePreview();
  previewUrl = URL.createObjectURL(blob);
  const type = blob.type || d.content_type || '';
  const name = d.file_name ?? `document-${d.id}`;
  setText($('profile-docs-preview-caption'), `Document ${d.id} of ${d.username ?? '?'}: ${name} (${type || 'unknown type'}, ${size(blob.size)})`);
  $('profile-docs-preview-body').replaceChildren(
    type.startsWith('image/')
      ? h('img.qa-doc-image', { src: previewUrl, alt: `Document ${d.id} as uploaded by ${d.username ?? 'the player'}` })
      : h('a', { href: previewUrl, target: '_blank', rel: 'noopener', download: name, text: `Open ${name}` }),
  );
  $('profile-docs-preview').hidden = false;
  return d;
}

function reviewControls(d) {
  if (d.status !== 'pending') {
    return h('span.qa-muted', { text: d.reviewed_at ? `reviewed ${dateTime(d.reviewed_at)}` : 'reviewed' });
  }
  const reasonId = `profile-doc-reason-${d.id}`;
  const reason = h('input', { id: reasonId, autocomplete: 'off', placeholder: 'Blurred photo', maxlength: '500', 'aria-label': `Reason to reject document ${d.id}` });
  const error = h('p.qa-error', { role: 'alert', hidden: true });
  const approve = h('button.qa-button.qa-button--small', { type: 'button', text: 'Approve', 'aria-label': `Approve document ${d.id}` });
  const reject = h('button.qa-button.qa-button--small.qa-button--danger', { type: 'button', text: 'Reject', 'aria-label': `Reject document ${d.id}` });
  const review = async (button, body) => {
    await pressInline(button, error, () => control('POST', `/sandbox/api/documents/${d.id}/review`, body), (r) =>
      body.decision === 'approve' ? `Document ${d.id} approved (${r?.status ?? '?'}).` : `Document ${d.id} rejected: “${r?.reason ?? body.reason}”.`,
    );
    refreshNow();
  };
  approve.addEventListener('click', () => review(approve, { decision: 'approve' }));
  reject.addEventListener('click', () => {
    const text = reason.value.trim();
    // The server says so too (400); asking first keeps the refusal next to the field.
    if (!text) {
      reason.setAttribute('aria-invalid', 'true');
      showFailure(error, `A reason is required to reject document ${d.id}.`);
      reason.focus();
      return;
    }
    reason.removeAttribute('aria-invalid');
    void review(reject, { decision: 'reject', reason: text });
  });
  // In a .qa-field so the page's input styles apply (a bare input is the browser's light default).
  return h('div.qa-actions', { role: 'group', 'aria-label': `Review document ${d.id}` }, approve, h('span.qa-field.qa-field--inline', {}, reason), reject, error);
}

function render(d) {
  let row = rows.get(d.id);
  const fileButton = () => {
    const button = h('button.qa-button.qa-button--small.qa-button--ghost', { type: 'button', text: 'View file', 'aria-label': `View the file of document ${d.id}` });
    button.addEventListener('click', () =>
      pressInline(button, $('profile-docs-file-error'), () => showFile(d), () => `Document ${d.id}'s file is shown below the table.`),
    );
    return button;
  };
  if (!row) {
    const tr = h(
      'tr',
      {},
      h('th', { scope: 'row', dir: 'ltr', text: String(d.id) }),
      h('td', { dir: 'ltr', text: `${d.username ?? '?'} (${d.user_id ?? '?'})` }),
      h('td', { text: KIND_NAMES[d.kind] ?? d.kind }),
      h('td', { dir: 'ltr' }, `${d.file_name ?? '?'} `, h('small.qa-muted', { text: `${d.content_type ?? '?'}, ${size(d.size)}` }), ' ', fileButton()),
      h('td', {}, h('time', { datetime: String(d.created_at), text: dateTime(d.created_at) })),
      h('td', { dataset: { key: 'status' } }, statusTag(d)),
      h('td', { dataset: { key: 'review' } }, reviewControls(d)),
    );
    row = { tr, state: `${d.status}|${d.reason}` };
    rows.set(d.id, row);
  } else if (row.state !== `${d.status}|${d.reason}`) {
    row.tr.querySelector('td[data-key="status"]').replaceChildren(statusTag(d));
    row.tr.querySelector('td[data-key="review"]').replaceChildren(reviewControls(d));
    row.state = `${d.status}|${d.reason}`;
  }
  return row.tr;
}

async function refresh() {
  const status = $('profile-docs-status').value;
  let list;
  let answer;
  try {
    answer = await control('GET', `/sandbox/api/documents?page=${page}${status ? `&status=${encodeURIComponent(status)}` : ''}`);
    list = asList(answer, 'documents');
    showError($('profile-docs-error'), '');
  } catch (err) {
    // Until the documents' control plane exists (or when the sandbox is down) the panel says so, never a blank.
    showError($('profile-docs-error'), err.message);
    $('profile-docs-empty').hidden = true;
    return;
  }
  const body = $('profile-docs');
  const ids = new Set(list.map((d) => d.id));
  for (const [id, row] of rows) if (!ids.has(id)) (row.tr.remove(), rows.delete(id));
  list.map(render).forEach((tr, i) => {
    if (body.children[i] !== tr) body.insertBefore(tr, body.children[i] ?? null);
  });
  $('profile-docs-empty').hidden = list.length > 0;
  showPage(answer);
}

/** The pager: this page of how many, the buttons live only where there is a page to go to. */
function showPage(answer) {
  const count = Number(answer?.count ?? 0);
  const size = Number(answer?.page_size ?? 50) || 50;
  const pages = Math.max(1, Math.ceil(count / size));
  // A review can empty the last page: go back to the one that still has documents.
  if (page > pages) {
    page = pages;
    refreshNow();
    return;
  }
  setText($('profile-docs-page'), `Page ${page} of ${pages} (${count} document${count === 1 ? '' : 's'})`);
  $('profile-docs-prev').disabled = page <= 1;
  $('profile-docs-next').disabled = answer?.next == null;
}

function goTo(to) {
  page = Math.max(1, to);
  refreshNow();
}

export function startDocuments() {
  refreshNow = pollWhileVisible(refresh, PROFILE_POLL_MS);
  $('profile-docs-status').addEventListener('change', () => goTo(1));
  $('profile-docs-prev').addEventListener('click', () => goTo(page - 1));
  $('profile-docs-next').addEventListener('click', () => goTo(page + 1));
  $('profile-docs-reload').addEventListener('click', () => refreshNow());
  $('profile-docs-preview-close').addEventListener('click', closePreview);
  onSandboxReset(async () => {
    page = 1;
    rows.clear();
    $('profile-docs').replaceChildren();
    closePreview();
    await refresh();
  });
}
