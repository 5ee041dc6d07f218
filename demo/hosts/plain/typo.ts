// Typos the plain host's type check must reject (scripts/hosts.mjs): tsc fails on an expect-error
// directive that is unused, so each line stays an error or the check fails.
import '@casino-widgets/elements/casino-lobby';

const lobby = document.createElement('casino-lobby');
// @ts-expect-error: provder is not a property of casino-lobby
lobby.provder = 'amatic';
// @ts-expect-error: the launch's detail has gameId, not id
lobby.addEventListener('casino-game-launch', (e) => e.detail.id);
const wheel = document.createElement('casino-wheel');
// @ts-expect-error: display is inline or modal
wheel.display = 'fullscreen';
