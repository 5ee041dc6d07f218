// The crypto deposit (spec money §3 "Crypto", §4 "Crypto payment data can be
// cleared", §5 the coins' order). A lazy chunk of its own, shown when the player picks the crypto method
// on the deposit page; the QR code's library is a further chunk (./qr-code.tsx). Two steps: the coin and
// the amount (./crypto-form.tsx), then the address until it is paid, expires or the player starts again
// (./crypto-address.tsx). The coin chosen is kept in the query (`?coin=usdttrc20`, replacing the history
// entry), so a reload keeps it; the address itself is the store's cryptoPaymentData.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $auth } from '../../../src/stores/auth';
import { $settings } from '../../../src/stores/settings';
import { $cryptoPayment, loadCryptoCurrencies } from '../../../src/stores/crypto-payment';
import { Button, Spinner, useErrorText } from '../../../src/ui';
import { parts } from '../../../src/ui/part';
import type { CashierViewProps } from '../view-props';
import { CryptoAddress } from './crypto-address';
import { CryptoForm } from './crypto-form';
import { styles as pageStyles } from '../view-styles';
import css from './crypto.css';
import '@src/errors/cashier-errors';

/** The form fields' and pages' styles and the crypto view's, adopted with its chunk (lazy-views.tsx reads `styles`). */
export const styles: string = pageStyles + css;

export default function CryptoView({ query, navigate }: CashierViewProps) {
  const { i18n } = useLingui();
  const auth = useStore($auth);
  const settings = useStore($settings);
  const state = useStore($cryptoPayment);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const errorText = useErrorText(loadError);
  const currency = auth.user?.currency ?? 'TND';

  useEffect(() => {
    if (state.currencies.length) return;
    let live = true;
    setLoadError(null);
    loadCryptoCurrencies().catch((e: unknown) => live && setLoadError(e));
    return () => {
      live = false;
    };
  }, [attempt]);

  const codes = state.currencies.map((c) => c.code);
  const coin = query.coin && codes.includes(query.coin) ? query.coin : (codes[0] ?? '');
  const chooseCoin = (code: string) => navigate({ page: 'replenishment', query: { ...query, coin: code } }, { replace: true });
  const payment = state.paymentData;
  const coinName = (code: string) => state.currencies.find((c) => c.code === code)?.name ?? code.toUpperCase();

  let body;
  if (payment) {
    body = <CryptoAddress payment={payment} coinName={coinName(payment.payCurrency)} />;
  } else if (loadError) {
    body = (
      <div className="cashier-error" role="alert" {...parts('crypto-load-error')}>
        <span>{errorText || i18n._({ id: 'cashier.crypto.load_error', message: 'Les cryptomonnaies n’ont pas pu être chargées.' })}</span>
        <Button variant="secondary" part="retry" onClick={() => setAttempt((n) => n + 1)}>
          {i18n._({ id: 'history.retry', message: 'Réessayer' })}
        </Button>
      </div>
    );
  } else if (!state.currencies.length) {
    body = (
      <div className="cashier-loading">
        <Spinner size="medium" label={i18n._({ id: 'cashier.crypto.loading', message: 'Chargement des cryptomonnaies…' })} />
      </div>
    );
  } else {
    body = (
      <CryptoForm
        currencies={state.currencies}
        minByCurrency={state.minByCurrency}
        coin={coin}
        onCoin={chooseCoin}
        currency={currency}
        maxTransaction={settings.settings?.limits.maxTransaction ?? 0}
        initialAmount={query.amount}
      />
    );
  }

  return (
    <section className="cashier-panel crypto" aria-labelledby="crypto-title" {...parts('crypto')}>
      <h2 id="crypto-title">{i18n._({ id: 'cashier.crypto.title', message: 'Dépôt en cryptomonnaie' })}</h2>
      {body}
    </section>
  );
}
