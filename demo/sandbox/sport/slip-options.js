// What the bet slip offers besides its picks: quick stakes (each adds its amount, in the player's
// currency, to the stake) and the player's "accept odds changes" preference, which the provider applies at
// placement (docs/contracts/profile.md §Account `accept_odds`); it is changed on the site's profile page,
// the host sends it with the odds format (`settings`).
import { h, ltr } from './dom.js';
import { QUICK_STAKES } from './slip.js';

const srOnly = (text) => h('span', { class: 'sr-only' }, text);

/** "+5", "+10"…: real buttons in a labelled group, named with the currency (« +5 DT »). */
export function quickStakes(book) {
  const currency = book.currency();
  return h(
    'div',
    { class: 'quick-stakes', role: 'group', 'aria-label': book.t('quick_stakes') },
    QUICK_STAKES.map((amount) =>
      h(
        'button',
        { type: 'button', class: 'secondary quick', 'data-key': `quick-${amount}`, disabled: book.state.busy, onclick: () => book.addStake(amount) },
        ltr(`+${amount}`),
        currency ? srOnly(` ${currency}`) : null,
      ),
    ),
  );
}

/** « Changements de cotes acceptés : à la hausse » under the slip's total. */
export const oddsPolicy = (book) => h('p', { class: 'odds-policy' }, book.t('odds_policy', { policy: book.t(`odds_policy_${book.state.acceptOdds}`) }));
