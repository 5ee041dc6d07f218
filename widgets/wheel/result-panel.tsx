// The texts under the wheel: the result panel of a spin, and the countdown to the next free spin.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { WheelSpinResult } from '../../src/api/wheel';
import { nextFreeSpinAt, type WheelState } from '../../src/stores/wheel';
import { Money } from '../../src/format/money-amount';
import { formatCountdown } from '../../src/format/countdown';

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
