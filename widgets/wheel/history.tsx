// The wheel's history view (spec shell-session-wheel.md §2 /wheel-game-history, §3 "spin history item"):
// the player's spins, newest first, ten a page. Its own chunk, loaded when the view is first shown.
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $auth } from '../../src/stores/auth';
import { $locale } from '../../src/stores/locale';
import { openWheelHistory } from '../../src/stores/wheel-history';
import { Money } from '../../src/format/money-amount';
import { formatDateTime } from '../../src/format/date';
import { notices } from '../../src/i18n/messages';
import { Button, Spinner } from '../../src/ui';
import css from './history.css';

/** The history's styles: they come with this chunk, not with the wheel (adopted by the wheel's LazyHistory). */
export const historyStyles = css;

export function WheelHistory() {
  const { i18n } = useLingui();
  const auth = useStore($auth);
  const locale = useStore($locale);
  const history = useMemo(openWheelHistory, []);
  const state = useStore(history.$state);
  const userId = auth.isAuth ? auth.user?.id : null;

  useEffect(() => {
    if (userId) void history.load(1, locale);
  }, [userId, locale]);

  if (!userId) {
    return (
      <p className="wheel-history-note" part="history-guest">
        {i18n._({ id: 'wheel.history.guest', message: "Connectez-vous pour voir l'historique de vos tours." })}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="wheel-history-error" role="alert" part="history-error">
        <p>{i18n._({ id: 'wheel.history.error', message: "L'historique n'a pas pu être chargé." })}</p>
        <Button variant="secondary" part="retry" onClick={() => void history.load(state.page, locale)}>
          {i18n._(notices.retry)}
        </Button>
      </div>
    );
  }
  if (state.status !== 'ready' && state.items.length === 0) {
    return <Spinner size="medium" label={i18n._({ id: 'wheel.history.loading', message: "Chargement de l'historique…" })} />;
  }
  if (state.status === 'ready' && state.count === 0) {
    return (
      <p className="wheel-history-note" part="history-empty">
        {i18n._({ id: 'wheel.history.empty', message: "Vous n'avez pas encore tourné la roue." })}
      </p>
    );
  }

  const busy = state.status === 'loading';
  const go = (step: number) => {
    const page = state.page + step;
    if (page >= 1 && page <= state.pages) void history.load(page, locale);
  };
  const caption = i18n._({ id: 'wheel.history.title', message: 'Historique de vos tours' });
  return (
    <div className="wheel-history" part="history" aria-busy={busy || undefined}>
      <table className="wheel-history-table" part="history-table">
        <caption className="casino-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._({ id: 'wheel.history.id', message: 'N°' })}</th>
            <th scope="col">{i18n._({ id: 'wheel.history.date', message: 'Date' })}</th>
            <th scope="col">{i18n._({ id: 'wheel.history.type', message: 'Type' })}</th>
            <th scope="col">{i18n._({ id: 'wheel.history.win', message: 'Gain' })}</th>
          </tr>
        </thead>
        <tbody>
          {state.items.map((item) => (
            <tr key={item.id} part="history-row">
              <td dir="ltr">{item.id}</td>
              <td dir="ltr">{formatDateTime(item.date)}</td>
              <td>
                {item.type === 'free'
                  ? i18n._({ id: 'wheel.history.free', message: 'Gratuit' })
                  : i18n._({ id: 'wheel.history.paid', message: 'Payant' })}
              </td>
              <td>
                {item.isPresent ? <bdi>{item.prizeName}</bdi> : <Money amount={item.winAmount} currency={item.currency} />}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="wheel-pager" part="pager" aria-label={i18n._({ id: 'wheel.history.pages', message: 'Pages' })}>
        {/* aria-disabled, not disabled: the button pressed keeps the focus when it reaches the first or last page. */}
        <Button variant="secondary" part="previous" aria-disabled={state.page <= 1} onClick={() => go(-1)}>
          {i18n._({ id: 'wheel.history.previous', message: 'Précédent' })}
        </Button>
        <span className="wheel-page" part="page" aria-live="polite">
          {i18n._({ id: 'wheel.history.page', message: 'Page {page} sur {pages}', values: { page: state.page, pages: state.pages } })}
        </span>
        <Button variant="secondary" part="next" aria-disabled={state.page >= state.pages} onClick={() => go(1)}>
          {i18n._({ id: 'wheel.history.next', message: 'Suivant' })}
        </Button>
      </nav>
    </div>
  );
}
