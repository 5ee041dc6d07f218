// Plain HTML host: the elements from the installed package, attributes set by hand, listeners with
// addEventListener on the elements (docs/embedding.md "Using it from React, Vue or Svelte").
import '@casino-widgets/elements/casino-login';
import '@casino-widgets/elements/casino-wheel';
import '@casino-widgets/elements/casino-lobby';
import { LABELS, apiBase, nextProvider, type Provider } from '../shared/host';
import '../shared/host.css';

const $ = (id: string) => document.getElementById(id)!;
let provider: Provider = 'amatic';
let launches = 0;
let lobby: HTMLElementTagNameMap['casino-lobby'] | null = null;

function render() {
  $('provider').textContent = LABELS.provider(provider);
  $('mount').textContent = lobby ? LABELS.unmount : LABELS.mount;
  $('launches').textContent = LABELS.launches(launches);
}

/** The three elements, created with their listeners; removing them drops the listeners with them. */
function mountWidgets() {
  const login = document.createElement('casino-login');
  login.setAttribute('mode', 'inline');
  login.setAttribute('api-base', apiBase);
  login.addEventListener('casino-session-change', (e) => ($('player').textContent = LABELS.player(e.detail.user?.username ?? null)));
  lobby = document.createElement('casino-lobby');
  lobby.setAttribute('layout', 'row');
  lobby.setAttribute('limit', '4');
  lobby.provider = provider;
  lobby.setAttribute('api-base', apiBase);
  lobby.addEventListener('casino-game-launch', (e) => {
    // The host opens games its own way (docs/embedding.md "<casino-lobby>" events).
    e.preventDefault();
    launches += 1;
    $('last-game').hidden = false;
    $('last-game').textContent = LABELS.lastGame(e.detail.name);
    render();
  });
  const wheel = document.createElement('casino-wheel');
  wheel.setAttribute('api-base', apiBase);
  $('widgets').replaceChildren(login, lobby, wheel);
}

$('provider').addEventListener('click', () => {
  provider = nextProvider(provider);
  if (lobby) lobby.provider = provider;
  render();
});
$('mount').addEventListener('click', () => {
  if (lobby) {
    $('widgets').replaceChildren();
    lobby = null;
  } else mountWidgets();
  render();
});
$('player').textContent = LABELS.player(null);
mountWidgets();
render();
