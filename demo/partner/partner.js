// The partner's own script (docs/qa.md "Partner page"), a file rather than inline markup: the page runs
// under the policy docs/security.md advises partners, whose script-src has no 'unsafe-inline'. A module,
// so it runs once the document is parsed, as the inline modules did.

// The widgets come from the main origin by script tag, as a partner would embed them. The main
// origin is this page's port − 1 (PARTNER_PORT defaults to PORT + 1), so PORT overrides work; when
// this page is served by the main server itself under /partner/, it is this origin.
// ?main=http://host:port overrides both.
const override = new URLSearchParams(location.search).get('main');
const port = Number(location.port || (location.protocol === 'https:' ? 443 : 80));
const main = override
  ? new URL(override).origin
  : location.pathname.startsWith('/partner/')
    ? location.origin
    : `${location.protocol}//${location.hostname}:${port - 1}`;
for (const el of document.querySelectorAll('casino-login, casino-wheel, casino-lobby')) el.setAttribute('api-base', main);

// The partner's own markup follows the session and the wheel through our events alone (bubbling,
// composed): listening before the bundles are injected, so no event is missed.
const time = (d) => d.toLocaleTimeString('fr-FR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const gameStatus = (text, state) => {
  const line = document.getElementById('jeu-statut');
  line.textContent = text;
  line.dataset.state = state;
};
document.addEventListener('casino-session-change', (event) => {
  const status = document.getElementById('member-status');
  const { state, user } = event.detail ?? {};
  const at = time(new Date());
  status.dataset.state = state ?? '';
  if (state === 'signed-in' && user) {
    status.textContent = `Espace membre : connecté en tant que ${user.username} (à ${at})`;
    gameStatus(`Jeu concours : ${user.username}, à vous de tourner la roue (à ${at}).`, 'ready');
  } else if (state === 'expired') {
    status.textContent = `Espace membre : session expirée, reconnectez-vous (à ${at})`;
    gameStatus(`Jeu concours : session expirée, reconnectez-vous pour jouer (à ${at}).`, 'guest');
  } else {
    status.textContent = `Espace membre : non connecté (à ${at})`;
    gameStatus(`Jeu concours : connectez-vous pour tourner la roue (à ${at}).`, 'guest');
  }
});
// The wheel asks for a sign-in: the partner only notes it and lets the default action (the login
// dialog inside the wheel) run — calling preventDefault() here would replace it.
document.addEventListener('casino-login-required', (event) => {
  if (event.detail?.reason !== 'wheel-spin') return;
  gameStatus(`Jeu concours : connexion demandée par la roue (à ${time(new Date())}).`, 'guest');
});
document.addEventListener('casino-wheel-spin', (event) => {
  const { id, name, amount, currency, isPresent, wallet, isFree } = event.detail ?? {};
  const kind = isFree ? 'tour gratuit' : 'tour payant';
  const sum = `${Number(amount).toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
  let what;
  if (isPresent) what = `${name}, un cadeau qui vous sera envoyé`;
  else if (wallet === 'bonus') what = `${name} (${sum}) sur le solde bonus`;
  else if (wallet === 'balance') what = `${sum} sur le solde`;
  else what = `${name} : pas de gain cette fois`;
  gameStatus(`Dernier tirage n° ${id} (${kind}) : ${what} (à ${time(new Date())}).`, 'won');
});

// The lobby opens games in place; the partner hears each launch first (it could cancel it and open
// the game its own way) and follows the filters the player picks through the reflected attributes.
const casinoStatus = (text, state) => {
  const line = document.getElementById('casino-statut');
  line.textContent = text;
  line.dataset.state = state;
};
document.addEventListener('casino-game-launch', (event) => {
  const { name, provider, mode } = event.detail ?? {};
  const how = mode === 'demo' ? 'en démo' : mode === 'freespin' ? 'en tours gratuits' : 'en argent réel';
  casinoStatus(`Casino : ${name} (${provider}) lancé ${how} (à ${time(new Date())}).`, 'won');
});
document.addEventListener('casino-login-required', (event) => {
  if (event.detail?.reason !== 'casino') return;
  casinoStatus(`Casino : connexion demandée pour jouer (à ${time(new Date())}).`, 'guest');
});
customElements.whenDefined('casino-lobby').then(() => {
  if (!document.getElementById('casino-statut').dataset.state) casinoStatus('Casino : les jeux sont prêts, la démo est ouverte à tous.', 'ready');
});

customElements.whenDefined('casino-wheel').then(() => {
  // A guest hears no session event on load: say the wheel is there unless an event said more.
  if (!document.getElementById('jeu-statut').dataset.state) gameStatus('Jeu concours : la roue est prête, connectez-vous pour jouer.', 'guest');
});

// One script tag per element, as a partner would embed them: both import the same hashed chunks
// from the main origin, so they share one session.
for (const [name, statusId] of [
  ['casino-login', 'member-status'],
  ['casino-wheel', 'jeu-statut'],
  ['casino-lobby', 'casino-statut'],
]) {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = `${main}/dist/${name}.js`;
  script.addEventListener('error', () => {
    const line = document.getElementById(statusId);
    line.textContent = `Service indisponible : impossible de charger ${script.src}.`;
    line.dataset.state = 'error';
  });
  document.head.append(script);
}

document.querySelector('.newsletter').addEventListener('submit', (event) => {
  event.preventDefault();
  document.getElementById('newsletter-merci').textContent = 'Merci ! (démonstration : rien n’est envoyé)';
});
