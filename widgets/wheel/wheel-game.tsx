// The wheel view: the disc, the spin button (free or paid), the live status (spinning, the result, a
// refusal), the countdown, and the prizes as a list for assistive technology. Tells the host the result
// (`casino-wheel-spin`) once its panel is on screen, from the element that was pressed.
import { useEffect, useRef, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $wheel, spinNeeds, wheel } from '../../src/stores/wheel';
import { $auth } from '../../src/stores/auth';
import { emit } from '../../src/element/events';
import { useHost } from '../../src/element/define-widget';
import { Money } from '../../src/format/money-amount';
import { formatMoney } from '../../src/format/money-format';
import { toLocale } from '../../src/i18n/locale';
import { lazyChunk, useChunk } from '../../src/element/lazy-chunk';
import { ErrorScreen, Skeleton, useErrorText } from '../../src/ui';
import { parts } from '../../src/ui/part';
import { cx } from '../../src/ui/class-names';
import { isOutcomeUnknown } from '../../src/api/idempotency-key';
import { Disc, Pointer } from './disc';
import { useDiscMotion } from './use-disc-motion';

export function WheelSkeleton() {
  const { i18n } = useLingui();
  return (
    <Skeleton className="wheel-loading" label={i18n._({ id: 'wheel.loading', message: 'Chargement de la roue…' })}>
      <div className="wheel-stage wheel-stage--skeleton" aria-hidden="true" />
    </Skeleton>
  );
}

// A signed-in player's parts (balances, deposit, result panel, countdown), fetched as the wheel mounts for a player.
const playerChunk = lazyChunk(() => import('./player'));

export function WheelGame({ onLoginRequired }: { onLoginRequired: () => void }) {
  const { i18n } = useLingui();
  const { host, root } = useHost();
  const state = useStore($wheel);
  const auth = useStore($auth);
  const user = auth.user;
  const chunk = useChunk('wheel-player', playerChunk, { root, styles: (m) => m.playerStyles, enabled: !!user });
  const P = chunk.status === 'ready' ? chunk.value : null;
  const disc = useRef<HTMLDivElement>(null);
  const pressedHere = useRef(false);
  const errorText = useErrorText(state.spinError);
  // A spin whose outcome is unknown (docs/conventions.md §7 "Definitive answers"): "checking your draw", not an
  // error; the next press resends it with the same key. (Written here, not with src/ui/checking-notice.tsx:
  // the wheel's status line is its live region, and its first paint has no room for another chunk.)
  const checkingText = i18n._({
    id: 'wheel.checking',
    message: 'Nous vérifions votre tirage… Son résultat s’affichera ici ; appuyer à nouveau renvoie la même demande, sans second débit.',
  });
  const turn = useDiscMotion(disc, host, state);

  // The result panel is on screen: tell the host (from the element that was pressed).
  useEffect(() => {
    const r = state.result;
    if (state.phase !== 'result' || !r || !pressedHere.current) return;
    pressedHere.current = false;
    emit(host, 'casino-wheel-spin', {
      id: r.id,
      prizeId: r.prizeId,
      name: r.name,
      amount: r.amount,
      currency: r.currency,
      isPresent: r.isPresent,
      wallet: r.wallet,
      isFree: r.isFree,
    });
  }, [state.phase, state.result]);

  if (state.status === 'error') return <ErrorScreen error={state.error} onRetry={() => void wheel.retry()} />;
  if (state.status !== 'ready' || state.prizes.length === 0) return <WheelSkeleton />;

  const settings = state.settings;
  const free = !auth.isAuth || !!settings && (settings.hasFreeSpin || settings.freeSpinsAvailable > 0);
  const spinning = state.phase === 'requesting' || state.phase === 'landing' || state.phase === 'pulse';
  const waiting = auth.isAuth && !state.imagesReady;
  // Below what the server asks, the button says why and does not spin (it stays focusable, so the reason
  // is read out); the deposit button (player.tsx) asks the host for its cashier.
  const need = settings ? spinNeeds(settings, free) : 0;
  const short = !!user && user.balance < need;
  const blocked = spinning || waiting || short;
  const press = async (isFree: boolean) => {
    if (!auth.isAuth) return onLoginRequired();
    if (short) return;
    if ((await wheel.spin(isFree)) === 'spinning') pressedHere.current = true;
  };

  let status: ReactNode = null;
  if (spinning) status = <p className="wheel-status-text">{i18n._({ id: 'wheel.spinning', message: 'La roue tourne…' })}</p>;
  else if (state.phase === 'result' && state.result && P) status = (
      <P.ResultPanel result={state.result} name={state.prizes.find((p) => p.id === state.result?.prizeId)?.name ?? state.result.name} />
    );
  else if (isOutcomeUnknown(state.spinError)) status = <p className="wheel-status-text" part="spin-checking">{checkingText}</p>;
  else if (state.spinError && errorText) status = <p className="wheel-status-text wheel-status-text--error" part="spin-error">{errorText}</p>;

  return (
    <div className="wheel-game" part="game">
      <div className="wheel-stage" part="stage">
        <div className="wheel-disc" part="disc" ref={disc}>
          <Disc prizes={state.prizes} turn={turn} />
        </div>
        <Pointer phase={state.phase} />
      </div>
      <div className="wheel-controls" part="controls">
        {chunk.status === 'failed' ? <ErrorScreen error={chunk.error} onRetry={chunk.retry} /> : P && user ? <P.Balances user={user} /> : null}
        <div className="wheel-status" role="status" aria-live="polite" part="status">
          {status}
        </div>
        <button
          type="button"
          className={cx('casino-button', 'casino-button--primary', 'wheel-spin', blocked && 'wheel-spin--blocked')}
          {...parts('button', 'spin', free ? 'spin-free' : 'spin-paid')}
          aria-disabled={blocked || undefined}
          aria-busy={spinning || undefined}
          // A key held down repeats keydown, and Enter clicks a button on each one: one press, one spin.
          onKeyDown={(e) => e.repeat && (e.key === 'Enter' || e.key === ' ') && e.preventDefault()}
          onClick={() => void press(free)}
        >
          {short ? (
            i18n._({
              id: 'wheel.spin_short',
              message: 'Solde insuffisant pour un tour {free, select, true {gratuit} other {payant}} ({amount})',
              // An LTR island (U+2066…U+2069): digits and symbol keep their order in Arabic.
              values: { free, amount: `\u2066${formatMoney(need, settings!.currency, toLocale(i18n.locale))}\u2069` },
            })
          ) : free ? (
            i18n._({ id: 'wheel.spin_free', message: 'Tour gratuit' })
          ) : (
            // One span: the label is a flex box, where the space between the words and the amount would be lost.
            <span>
              {i18n._({ id: 'wheel.spin_paid', message: 'Tourner pour' })}{' '}
              {settings ? <Money amount={settings.paidSpinCost} currency={settings.currency} /> : null}
            </span>
          )}
        </button>
        {short && P ? <P.Deposit host={host} amount={need - user!.balance} /> : null}
        {waiting ? (
          <p className="wheel-hint" part="images-loading">
            {i18n._({ id: 'wheel.images_loading', message: 'Chargement des images de la roue…' })}
          </p>
        ) : null}
        {!free && P ? <P.Countdown state={state} /> : null}
      </div>
      <ul className="casino-visually-hidden" aria-label={i18n._({ id: 'wheel.prizes', message: 'Prix de la roue' })}>
        {state.prizes.map((p, i) => (
          <li key={i}>{p.name}</li>
        ))}
      </ul>
    </div>
  );
}
