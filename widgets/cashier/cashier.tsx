// <casino-cashier>: the cashier's shell (docs/embedding.md "<casino-cashier>"): where it is
// (./use-cashier-location.ts: `path` or `view`, and `casino-navigate`), the signed-out prompt, the pages'
// navigation, the pending tray (always shown while it holds a payment, whatever the page) and the page
// itself. The balance, deposit and payout pages are in this bundle; the history, the transfers and the crypto
// deposit are lazy chunks (./lazy-views.tsx), the budget's rule.
import { createElement, useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { $auth } from '../../src/stores/auth';
import { useHost } from '../../src/element/define-widget';
import { Button, Spinner } from '../../src/ui';
import { parts } from '../../src/ui/part';
import { cx } from '../../src/ui/class-names';
import { isPlainClick } from '../../src/ui/plain-click';
import { useLoginRequired } from '../login/use-login-required';
import { emit } from '../../src/element/events';
import { placePath, useCashierLocation, viewOf } from './use-cashier-location';
import type { CashierPage } from './location';
import type { ShellActions } from './view-props';
import { PendingTray } from './pending-tray';
import { LazyView } from './lazy-views';

export interface CashierProps {
  path?: string;
  view?: string;
}

const TITLES: Record<CashierPage, MessageDescriptor> = {
  balance: /*i18n*/ { id: 'cashier.title.balance', message: 'Solde' },
  replenishment: /*i18n*/ { id: 'cashier.title.deposit', message: 'Dépôt' },
  withdraw: /*i18n*/ { id: 'cashier.title.payout', message: 'Retrait' },
  'pay-history': /*i18n*/ { id: 'cashier.title.history', message: 'Historique des paiements' },
  cashier: /*i18n*/ { id: 'cashier.title.transfers', message: 'Transferts' },
};

const NAV: readonly CashierPage[] = ['balance', 'replenishment', 'withdraw', 'pay-history', 'cashier'];


function SignedOut() {
  const { i18n } = useLingui();
  const { host } = useHost();
  const login = useLoginRequired('cashier');
  // Ask the host once when a signed-out visitor arrives (the site opens its sign-in), but open nothing
  // ourselves then: on a partner's or QA's page a modal appearing at load would take the focus from a
  // page the visitor did not ask to leave. The button asks again, and opens our own dialog when nobody
  // took the request.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    emit(host, 'casino-login-required', { reason: 'cashier' }, { cancelable: true });
  }, []);
  return (
    <section className="cashier-signed-out" aria-labelledby="cashier-signed-out-title" {...parts('signed-out')}>
      <h2 id="cashier-signed-out-title">{i18n._({ id: 'cashier.signed_out.title', message: 'Connectez-vous pour accéder à votre caisse' })}</h2>
      <p>{i18n._({ id: 'cashier.signed_out.text', message: 'Votre solde, vos dépôts et vos retraits sont visibles une fois connecté.' })}</p>
      <Button variant="primary" part="sign-in" onClick={() => login.requireLogin()}>
        {i18n._({ id: 'cashier.signed_out.button', message: 'Se connecter' })}
      </Button>
      {login.fallback}
    </section>
  );
}

function CashierNav({ page, onGo, showTransfers }: { page: CashierPage; onGo: (page: CashierPage) => void; showTransfers: boolean }) {
  const { i18n } = useLingui();
  return (
    <nav className="cashier-nav" aria-label={i18n._({ id: 'cashier.nav', message: 'Caisse' })} {...parts('nav')}>
      <ul>
        {NAV.filter((p) => p !== 'cashier' || showTransfers || page === 'cashier').map((p) => (
          <li key={p}>
            <a
              href={placePath({ page: p, query: {} })}
              className={cx('cashier-nav__link', p === page && 'cashier-nav__link--current')}
              aria-current={p === page ? 'page' : undefined}
              {...parts('nav-link', `nav-${viewOf(p)}`)}
              onClick={(e) => {
                if (!isPlainClick(e)) return;
                e.preventDefault();
                onGo(p);
              }}
            >
              {i18n._(TITLES[p])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Cashier(props: CashierProps) {
  const { i18n } = useLingui();
  const { host } = useHost();
  const auth = useStore($auth);
  const { place, navigate, leave } = useCashierLocation(props, host);

  // While a stored session is restored the page is drawn for the player it stored (spec shell §4 item 4,
  // docs/architecture.md "Speed budgets"), as the site's chrome is; a session stored without its player
  // waits for the server's. Written here, not shared: a helper in the session's module would cost every
  // element's entry its bytes (docs/conventions.md §4).
  const user = auth.isAuth || auth.status === 'restoring' ? auth.user : null;
  if (!user && auth.status === 'restoring') {
    return (
      <div className="cashier-loading" {...parts('loading')}>
        <Spinner size="medium" />
      </div>
    );
  }
  if (!user) return <SignedOut />;

  // The transfers are for a player registered by a cashier (userTypes 1: the spec's with-cashier).
  const showTransfers = user.userTypes === 1 || user.parent != null;
  const actions: ShellActions = { navigate, leave };
  const viewProps = { query: place.query, navigate };
  const view = <LazyView key={place.page} page={place.page} {...viewProps} actions={actions} />;
  return (
    <section className="cashier" aria-labelledby="cashier-title" {...parts('cashier')}>
      <div className="cashier-head">
        {/* The site's page (a `path`): the page's h1; in a partner's page, a section under its headings. */}
        {createElement(props.path ? 'h1' : 'h2', { className: 'cashier-title', id: 'cashier-title', ...parts('title') }, i18n._(TITLES[place.page]))}
        <CashierNav page={place.page} onGo={(page) => navigate({ page })} showTransfers={showTransfers} />
      </div>
      <PendingTray showList={place.page !== 'balance'} />
      <div className="cashier-page">{view}</div>
    </section>
  );
}
