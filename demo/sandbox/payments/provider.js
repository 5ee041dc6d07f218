// The simulated payment providers' pages (docs/api.md "Simulated providers"). No inline script or
// style: the page runs framed under a strict CSP. The page never writes a payment: it tells its own
// provider server what the player did, and that server calls the casino back (signed). When the
// payment is decided the page tells its opener: framed, by postMessage to the exact origin of the
// payment's return_url (or the site's); in the player's tab, by going back to return_url.
const page = document.getElementById('page');
const data = page?.dataset ?? {};
const texts = data.texts ? JSON.parse(data.texts) : {};
const kind = data.kind;
const paymentId = Number(data.payment);
const FINAL = new Set([22, 30, 40, 45]);
let busy = false;
let reported = false;

const $ = (id) => document.getElementById(id);
const text = (key) => texts[key] ?? texts.err_default ?? key;

function say(message, focus = false) {
  const status = $('status');
  if (!status) return;
  status.textContent = message;
  if (focus) status.focus();
}

function clearErrors() {
  for (const el of document.querySelectorAll('.error')) el.textContent = '';
  for (const el of document.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid');
}

function showFieldError(field, code) {
  const input = $(field);
  const slot = $(`${field}-error`);
  if (!input || !slot) return false;
  input.setAttribute('aria-invalid', 'true');
  slot.textContent = text(`err_${code}`);
  input.focus();
  return true;
}

async function call(path, body) {
  const url = `/sandbox/payments/api/${kind}/${paymentId}${path}`;
  let res;
  try {
    res = body === undefined
      ? await fetch(`${url}?token=${encodeURIComponent(data.token)}`, { cache: 'no-store' })
      : await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: data.token, ...body }) });
  } catch {
    throw Object.assign(new Error('network'), { code: 'network' });
  }
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) throw Object.assign(new Error(answer.message ?? 'error'), { code: answer.code, field: answer.errors?.[0]?.field, fieldCode: answer.errors?.[0]?.code });
  return answer;
}

/**
 * Where the player's tab goes back to: the return link resolved with `new URL(value, location.origin)`,
 * kept only when its origin is this site's or the one the page reports to and its path does not read as
 * another host (`//evil.example` out of `/..//evil.example`); else the site's deposit page. The sandbox
 * checked the link already (games/common/return-url.js); the page does not trust a text it did not parse
 * (docs/security.md "Open redirects").
 */
function backTo() {
  try {
    const url = new URL(data.returnUrl ?? '', location.origin);
    const sameSite = url.origin === location.origin || url.origin === data.notifyOrigin;
    if ((url.protocol === 'https:' || url.protocol === 'http:') && sameSite && !/^\/(\/|%2f|%5c)/i.test(url.pathname)) return url.href;
  } catch {
    // not a URL: the site's own page below
  }
  return new URL(`/profile/replenishment?payment=${paymentId}`, location.origin).href;
}

/** The payment is decided (or the player leaves): tell the opener, once. */
function report(status) {
  if (reported) return;
  reported = true;
  const message = { ns: 'casino-payments', type: 'done', paymentId, status };
  if (window.parent !== window) {
    window.parent.postMessage(message, data.notifyOrigin);
  } else if (kind !== 'ewallet') {
    // The player's own tab (redirect flow): back to the site, which reads the payment's status.
    setTimeout(() => location.assign(backTo()), 1500);
  }
}

function settle(status) {
  for (const step of document.querySelectorAll('.step')) step.hidden = true;
  say(text(`status_${status}`), true);
  const back = $('back');
  if (back && kind !== 'ewallet') back.hidden = false;
  if (FINAL.has(status) || kind === 'card') report(status);
}

async function run(action) {
  if (busy) return;
  busy = true;
  clearErrors();
  say(text('working'));
  try {
    const answer = await action();
    if (answer.step === '3ds') {
      $('card-form').hidden = true;
      $('three-ds').hidden = false;
      say('');
      $('three-ds-title').focus();
    } else if (answer.step === 'waiting') {
      for (const step of document.querySelectorAll('.step')) step.hidden = true;
      say(text(kind === 'bank' ? 'bank_waiting' : 'ewallet_waiting'), true);
      if (kind === 'bank') $('back').hidden = false;
      poll();
    } else {
      settle(answer.status);
    }
  } catch (error) {
    // A refused field (a wrong 3-D Secure code, a mistyped card) is told under it and the form stays
    // for another try: « Traitement en cours… » must not outlive the answer.
    if (error.field && showFieldError(error.field, error.fieldCode)) say('');
    else say(text(error.code === 'network' ? 'err_network' : 'err_default'), true);
  } finally {
    busy = false;
  }
}

/** Bank and e-wallet: the outcome comes later (QA, the wallet's callback); follow it. */
function poll() {
  const timer = setInterval(async () => {
    try {
      const { status } = await call('');
      if (FINAL.has(status)) {
        clearInterval(timer);
        settle(status);
      }
    } catch {
      /* the next tick tries again */
    }
  }, 2000);
}

if (kind) {
  const status = Number(data.status);
  if (FINAL.has(status) || status === 27 || status === 21) settle(status);
  // A declared bank transfer waits at 20 for the bank. An e-wallet payment is at 20 from its creation
  // until the player answers in the app: the app offers Approve/Refuse then, and says « approved » only
  // after the player approved (docs/api.md "Simulated providers").
  else if (status === 20 && kind === 'bank') run(async () => ({ step: 'waiting', status }));

  $('card-form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    const value = (name) => event.currentTarget.elements.namedItem(name).value;
    const card = { number: value('number'), expiry: value('expiry'), cvc: value('cvc'), name: value('name') };
    run(() => call('/card', card));
  });
  $('three-ds')?.addEventListener('submit', (event) => {
    event.preventDefault();
    const code = event.currentTarget.elements.namedItem('code').value;
    run(() => call('/3ds', { code }));
  });
  document.addEventListener('click', (event) => {
    const action = event.target.closest?.('[data-action]')?.dataset.action;
    if (action === 'cancel') run(() => call('/cancel', {}));
    if (action === 'declare') run(() => call('/declare', {}));
    if (action === 'approve' || action === 'decline') run(() => call('/answer', { decision: action }));
    if (action === 'back') {
      reported = false;
      call('').then(({ status }) => report(status), () => report(Number(data.status)));
      if (window.parent === window) location.assign(backTo());
    }
  });
  // Esc in the frame: the cashier's dialog owns the exit, but the page must not trap the key.
}
