// Svelte 5: SvelteHTMLElements has each tag, its attributes and `oncasino-…` listeners.
import type {} from '@casino-widgets/elements/svelte';
import type { SvelteHTMLElements } from 'svelte/elements';

export const lobby: SvelteHTMLElements['casino-lobby'] = {
  provider: 'amatic',
  'game-type': 'crash',
  class: 'games',
  'oncasino-game-launch': (e) => void e.detail.gameId,
};
export const typo: SvelteHTMLElements['casino-lobby'] = {
  // @ts-expect-error: provder is not an attribute of casino-lobby
  provder: 'amatic',
};
export const wrongDetail: SvelteHTMLElements['casino-wheel'] = {
  // @ts-expect-error: the spin's detail has prizeId, not prize
  'oncasino-wheel-spin': (e) => e.detail.prize,
};
// @ts-expect-error: view is wheel or history
export const wrongValue: SvelteHTMLElements['casino-wheel'] = { view: 'list' };
