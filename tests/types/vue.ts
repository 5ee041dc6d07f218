// Vue 3: GlobalComponents has each tag, its props in camelCase and its listeners as onCasino… props.
import type {} from '@casino-widgets/elements/vue';
import type { GlobalComponents } from 'vue';

type Props<T extends keyof GlobalComponents> = GlobalComponents[T] extends new () => { $props: infer P } ? P : never;

export const lobby: Props<'casino-lobby'> = {
  provider: 'amatic',
  gameType: 'crash',
  onCasinoGameLaunch: (e) => void e.detail.gameId,
  onCasinoSessionChange: (e) => void e.detail.state,
};
export const typo: Props<'casino-lobby'> = {
  // @ts-expect-error: provder is not a prop of casino-lobby
  provder: 'amatic',
};
export const wrongDetail: Props<'casino-wheel'> = {
  // @ts-expect-error: the spin's detail has prizeId, not prize
  onCasinoWheelSpin: (e) => e.detail.prize,
};
export const login: Props<'casino-login'> = { mode: 'modal', open: true, apiBase: 'https://casino.example' };
