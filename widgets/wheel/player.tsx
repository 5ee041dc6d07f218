// What only a signed-in player sees, in a chunk of its own loaded when the wheel mounts for a player
// (guests never fetch it, and the wheel's entry has no room for the balances and the deposit, docs/conventions.md §4):
// the balances inside the wheel, the deposit button of a balance too low to spin, the result panel, and the
// countdown to the next free spin (a guest always sees the free button).
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { WheelSpinResult } from '../../src/api/wheel';
import { nextFreeSpinAt, type WheelState } from '../../src/stores/wheel';
import { formatCountdown } from '../../src/format/countdown';
import type { User } from '../../src/api/types';
import { apiBase } from '../../src/config/config';
import { emit } from '../../src/element/events';
import { Money } from '../../src/format/money-amount';
import { parts } from '../../src/ui/part';
import css from './player.css';

export const playerStyles = css;

/** The player's balances (full screen hides the header's); a spin's result updates them through the session. */
export function Balances({ user }: { user: User }) {
  const { i18n } = useLingui();
  return (
    <dl className="wheel-balances" part="balances">
      <div>
        <dt>{i18n._({ id: 'wheel.balance', message: 'Solde' })}</dt>
        <dd>
          <Money amount={user.balance} currency={user.currency} />
        </dd>
      </div>
      <div>
        <dt>{i18n._({ id: 'wheel.bonus_balance', message: 'Bonus' })}</dt>
        <dd>
          <Money amount={user.bonusBalance} currency={user.currency} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * A balance below what the spin needs: the deposit asks the host for its cashier (`casino-deposit-requested`
 * with the amount missing, as the sportsbook does); a page that does not answer it gets the casino site's
 * deposit page on the API's origin.
 */
export function Deposit({ host, amount }: { host: HTMLElement; amount: number }) {
  const { i18n } = useLingui();
  const deposit = () => {
    if (emit(host, 'casino-deposit-requested', { amount: amount.toFixed(2) }, { cancelable: true }))
      location.assign(new URL('/profile/replenishment', `${apiBase() || location.origin}/`).href);
  };
  return (
    <button type="button" className="casino-button casino-button--secondary" {...parts('button', 'deposit')} onClick={deposit}>
      {i18n._({ id: 'wheel.deposit', message: 'Déposer' })}
    </button>
  );
}

/** `name`: the prize's label in the current language (the list follows the language; the spin's answer does not). */
export function ResultPanel({ result, name }: { result: WheelSpinResult; name: string }) {
  const { i18n } = useLingui();
  const money = !result.isPresent && result.amount > 0;
  const title = result.isPresent
    ? i18n._({ id: 'wheel.result.present', message: 'Vous avez gagné un cadeau !' })
    : money
      ? i18n._({ id: 'wheel.result.won', message: 'Vous avez gagné !' })
      : i18n._({ id: 'wheel.result.nothing', message: 'Pas de gain cette fois' });
  const note = result.isPresent
    ? i18n._({ id: 'wheel.result.present_note', message: 'Notre équipe vous contactera pour la remise.' })
    : !money
      ? i18n._({ id: 'wheel.result.nothing_note', message: 'Retentez votre chance !' })
      : result.wallet === 'bonus'
        ? i18n._({ id: 'wheel.result.bonus_note', message: 'Crédité sur votre solde bonus.' })
        : i18n._({ id: 'wheel.result.balance_note', message: 'Crédité sur votre solde.' });
  return (
    <div className={`wheel-result wheel-result--${result.isPresent ? 'present' : money ? 'money' : 'none'}`} part="result">
      <p className="wheel-result-title">{title}</p>
      <p className="wheel-result-prize" part="prize">
        {money ? <Money amount={result.amount} currency={result.currency} /> : <bdi>{name}</bdi>}
      </p>
      <p className="wheel-result-note">{note}</p>
    </div>
  );
}

/** Re-renders every second while mounted (the countdown): one small text node, no animation frames. */
function useSecondTick(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

export function Countdown({ state }: { state: WheelState }) {
  const { i18n } = useLingui();
  const now = useSecondTick();
  return (
    <p className="wheel-countdown" part="countdown">
      {i18n._({ id: 'wheel.next_free_spin', message: 'Prochain tour gratuit dans' })}{' '}
      <time className="casino-money" role="timer" dir="ltr">
        {formatCountdown(nextFreeSpinAt(state.settings, now) - now)}
      </time>
    </p>
  );
}
