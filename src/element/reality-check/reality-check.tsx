// The reality check (docs/contracts/responsible-gaming.md §6), a lazy chunk of its own (never in
// the runtime core or an entry: the lobby's game overlay and the sportsbook's body load it, each with its
// own lazyChunk, once a signed-in player is in a game or the sportsbook). When the schedule (src/stores/reality-check.ts) says a check is due, a native modal
// <dialog> opens in the element's own shadow root: the top layer puts it above the game's or the
// sportsbook's iframe, which cannot draw over it or take its focus. role=alertdialog, labelled by its
// title and described by its text, so a screen reader announces the whole message when the focus lands on
// "Continuer". It opens only once the numbers are read (or failed), so what is announced is complete.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { useHost } from '../define-widget';
import { emit } from '../events';
import { $config } from '../../config/config';
import { toLocale } from '../../i18n/locale';
import { notices } from '../../i18n/messages';
import type { formatMoney } from '../../format/money-format';
import { parts } from '../../ui/part';
import { realityCheck } from '../../stores/reality-check';
import { formatPlayTime } from './play-time';
import css from './reality-check.css';

/** Adopted into the element's shadow root by the loader before the first render. */
export const realityCheckStyles = css;

interface RealityCheckProps {
  /** casino: the lobby's game (history = slots history; stop = the game closes). sport: the sportsbook (bet history; stop = /main). */
  kind: 'casino' | 'sport';
  /** casino: closes the game overlay. */
  onStop?(): void;
  /**
   * src/format/money-format.ts's formatMoney, given by an element that already loads it (the game overlay).
   * Not imported here, nor by the sportsbook's body: either way the build's small shared chunks are merged
   * differently and the lobby and wheel entries grow past their ceilings (measured: +112 B, +81 B). Without
   * it (the sportsbook), Intl's currency format.
   */
  formatMoney?: typeof formatMoney;
}

const intlMoney: typeof formatMoney = (amount, currency, locale) => {
  try {
    return new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`; // a code Intl refuses
  }
};

const HISTORY = { casino: '/profile/slots-history', sport: '/profile/bet-history' } as const;

/** Asks the host to go to a page of the site; nobody routes (a partner page): the casino's site on the API's origin. */
function leaveTo(host: HTMLElement, path: string) {
  if (!emit(host, 'casino-navigate', { path, reason: 'reality-check' }, { cancelable: true })) return;
  const base = $config.get().apiBase || location.origin;
  location.assign(new URL(path, `${base}/`).href);
}

/** Watches the schedule while mounted (a game or the sportsbook is open); shows the check when it is this element's. */
export function RealityCheck(props: RealityCheckProps) {
  const state = useStore(realityCheck.$realityCheck);
  const [me, setMe] = useState<number | null>(null);
  useEffect(() => {
    const { id, unwatch } = realityCheck.watch();
    setMe(id);
    return unwatch;
  }, []);
  const numbers = state.numbers;
  if (state.status !== 'due' || state.owner !== me || !numbers || numbers.status === 'loading') return null;
  return <CheckDialog {...props} key={state.dueAt} />;
}

const NET = '\uE000';

function CheckDialog({ kind, onStop, formatMoney = intlMoney }: RealityCheckProps) {
  const { i18n } = useLingui();
  const { host } = useHost();
  const state = useStore(realityCheck.$realityCheck);
  const dialog = useRef<HTMLDialogElement>(null);
  const locale = toLocale(i18n.locale);
  // Counted from the login's start the server gave (the numbers' or, when they failed, the schedule's).
  const numbers = state.numbers;
  const session = numbers?.status === 'ready' ? numbers.session : null;
  // At least the whole interval it fell due at (a clock a little behind the server's does not say 9 minutes).
  const [shownAt] = useState(() => Math.max(Date.now(), state.dueAt ?? 0));
  const startedAt = session?.startedAtMs ?? state.startedAt ?? shownAt;
  const duration = formatPlayTime(shownAt - startedAt, locale);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    // The focus goes to "Continuer" (the dialog's first button, also autofocus): the check is announced from there.
    d?.querySelector<HTMLButtonElement>('[data-rc-first]')?.focus();
    return () => d?.close();
  }, []);

  const answer = (then?: () => void) => {
    realityCheck.acknowledge();
    then?.();
  };
  const stop = () => answer(kind === 'casino' && onStop ? onStop : () => leaveTo(host, '/main'));

  let text: ReactNode;
  if (session) {
    const sign = session.net > 0 ? '+' : '';
    const net = (
      <bdi dir="ltr" className={`casino-money rc-net${session.net < 0 ? ' rc-net--down' : ''}`} {...parts('reality-check-net')}>
        {sign + formatMoney(session.net, session.currency, locale)}
      </bdi>
    );
    // The amount is an LTR island inside the sentence: the message is split around its placeholder.
    const [before, after = ''] = i18n
      ._({ id: 'rg.reality_check.text', message: 'Vous jouez depuis {duration}. Résultat de cette session\u00A0: {net}', values: { duration, net: NET } })
      .split(NET);
    text = (
      <p>
        {before}
        {net}
        {after}
      </p>
    );
  } else {
    text = (
      <>
        <p>{i18n._({ id: 'rg.reality_check.text_time', message: 'Vous jouez depuis {duration}.', values: { duration } })}</p>
        <p className="rc-failed">{i18n._({ id: 'rg.reality_check.net_failed', message: "Le résultat de cette session n'a pas pu être lu." })}</p>
      </>
    );
  }

  return (
    <dialog
      ref={dialog}
      className="rc"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="rc-title"
      aria-describedby="rc-text"
      {...parts('reality-check')}
      // Esc is an answer like "Continuer" (the player saw the check); it never just hides it.
      onCancel={(event) => {
        event.preventDefault();
        answer();
      }}
    >
      <h2 className="rc-title" id="rc-title">
        {i18n._({ id: 'rg.reality_check.title', message: 'Rappel de temps de jeu' })}
      </h2>
      <div className="rc-text" id="rc-text">
        {text}
      </div>
      <div className="rc-actions">
        <button type="button" data-rc-first="" autoFocus className="casino-button casino-button--primary" {...parts('button', 'reality-check-continue')} onClick={() => answer()}>
          {i18n._({ id: 'rg.reality_check.continue', message: 'Continuer' })}
        </button>
        {numbers?.status === 'failed' ? (
          <button type="button" className="casino-button casino-button--secondary" {...parts('button', 'reality-check-retry')} onClick={() => realityCheck.retryNumbers()}>
            {i18n._(notices.retry)}
          </button>
        ) : null}
        <button type="button" className="casino-button casino-button--secondary" {...parts('button', 'reality-check-history')} onClick={() => answer(() => leaveTo(host, HISTORY[kind]))}>
          {i18n._({ id: 'rg.reality_check.history', message: "Voir l'historique" })}
        </button>
        <button type="button" className="casino-button casino-button--secondary" {...parts('button', 'reality-check-stop')} onClick={stop}>
          {i18n._({ id: 'rg.reality_check.stop', message: 'Arrêter de jouer' })}
        </button>
      </div>
    </dialog>
  );
}
