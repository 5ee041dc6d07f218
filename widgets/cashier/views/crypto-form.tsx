// The crypto deposit's first step (spec money §5: btc, eth, usdttrc20, usdterc20,
// busdbsc, bnbbsc, doge, trx, ltc in that order): the coin, each with its network named plainly, the
// coin's minimum in coin and in the player's currency (min-amount), the amount in the player's currency,
// and the press that creates the address. A money press: the store's single flight and Idempotency-Key make a
// double click or a retry after no answer one payment.
import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import type { CryptoCurrency, CryptoMinAmount } from '../../../src/api/crypto';
import { isApiError } from '../../../src/api/errors';
import { createCryptoPayment, loadCryptoMinAmount } from '../../../src/stores/crypto-payment';
import { Button, useErrorText } from '../../../src/ui';
import { parts } from '../../../src/ui/part';
import { CheckingNotice } from '../../../src/ui/checking-notice';
import { isOutcomeUnknown } from '../../../src/api/idempotency-key';
import { AmountField } from '../amount-field';
import { amountLimits, amountProblem, parseAmountInput, type AmountLimits } from '../limits';
import { MIN_DEPOSIT_EUR } from '../limits';
import { useMoneyText } from '../money-text';
import '@src/errors/cashier-errors';

interface CryptoFormProps {
  currencies: CryptoCurrency[];
  minByCurrency: Record<string, CryptoMinAmount>;
  coin: string;
  onCoin(code: string): void;
  currency: string;
  /** The settings' maxTransaction (0: none). */
  maxTransaction: number;
  /** An amount the deposit page passed on (`?amount=`). */
  initialAmount?: string;
}

/** The ticker as people write it: USDT for both USDT networks, BUSD, BNB. */
export function coinTicker(code: string): string {
  return code.replace(/(trc20|erc20|bsc)$/, '').toUpperCase();
}

export function CryptoForm({ currencies, minByCurrency, coin, onCoin, currency, maxTransaction, initialAmount }: CryptoFormProps) {
  const { i18n } = useLingui();
  const money = useMoneyText();
  const [amount, setAmount] = useState(initialAmount ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [minError, setMinError] = useState<{ coin: string; error: unknown } | null>(null);
  const [minAttempt, setMinAttempt] = useState(0);
  const errorText = useErrorText(error);
  const minErrorText = useErrorText(minError?.error ?? null);
  const min = minByCurrency[coin];
  const selected = currencies.find((c) => c.code === coin);

  useEffect(() => {
    if (!coin || minByCurrency[coin]) return;
    let live = true;
    setMinError(null);
    loadCryptoMinAmount(coin).catch((e: unknown) => live && setMinError({ coin, error: e }));
    return () => {
      live = false;
    };
  }, [coin, minAttempt]);

  // The server's bounds for this coin (min-amount: its minimum and fiat_max, the crypto system's max),
  // with max_transaction: what the server enforces, so the advertised max is the field's.
  const limits: AmountLimits = amountLimits({ systemMin: min?.fiatAmount ?? 0.01, systemMax: min?.fiatMax ?? null, maxTransaction });
  const serverAmountError = isApiError(error) && ['payment_system_limits', 'transaction_limit'].includes(error.code) ? errorText : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const value = parseAmountInput(amount);
    if (!min || value === null || amountProblem(amount, limits)) return;
    setBusy(true);
    setError(null);
    try {
      await createCryptoPayment({ payCurrency: coin, amount: value });
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="crypto-form" noValidate onSubmit={(e) => void submit(e)} {...parts('crypto-form')}>
      <fieldset className="crypto-coins" {...parts('crypto-coins')}>
        <legend className="crypto-coins__legend">{i18n._({ id: 'cashier.crypto.choose', message: 'Choisissez une cryptomonnaie' })}</legend>
        <div className="crypto-coins__list">
          {currencies.map((c) => (
            <label key={c.code} className="crypto-coin" {...parts('crypto-coin', c.code === coin && 'crypto-coin-selected')}>
              <input type="radio" name="coin" value={c.code} checked={c.code === coin} disabled={busy} onChange={() => onCoin(c.code)} />
              <span className="crypto-coin__name">
                <bdi>{c.name}</bdi>
                {/* "Tether USDT" already names its ticker; "Bitcoin" gets "BTC". */}
                {c.name.toUpperCase().includes(coinTicker(c.code)) ? null : (
                  <>
                    {' '}
                    <bdi dir="ltr" className="crypto-coin__ticker">
                      {coinTicker(c.code)}
                    </bdi>
                  </>
                )}
              </span>
              {c.network ? (
                <span className="crypto-coin__network">
                  {i18n._({ id: 'cashier.crypto.network', message: 'Réseau {network}', values: { network: `\u2066${c.network}\u2069` } })}
                </span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="crypto-min" aria-live="polite" {...parts('crypto-min')}>
        {min ? (
          <p>
            {i18n._({
              id: 'cashier.crypto.minimum',
              message: 'Minimum pour {coin} : {min}, soit {fiat}.',
              values: {
                coin: selected?.name ?? coinTicker(coin),
                min: `\u2066${min.min} ${coinTicker(coin)}\u2069`,
                fiat: money(min.fiatAmount, min.fiatCurrency),
              },
            })}
          </p>
        ) : minError?.coin === coin ? (
          <p className="cashier-error" role="alert">
            <span>{minErrorText || i18n._({ id: 'cashier.crypto.min_error', message: 'Le minimum de cette cryptomonnaie n’a pas pu être chargé.' })}</span>
            <Button variant="secondary" part="retry-min" onClick={() => setMinAttempt((n) => n + 1)}>
              {i18n._({ id: 'history.retry', message: 'Réessayer' })}
            </Button>
          </p>
        ) : (
          <p className="cashier-muted">{i18n._({ id: 'cashier.crypto.min_loading', message: 'Chargement du minimum…' })}</p>
        )}
      </div>

      <AmountField
        value={amount}
        onChange={(v) => {
          setAmount(v);
          if (serverAmountError) setError(null);
        }}
        currency={currency}
        limits={limits}
        siteMinimum={{ eur: MIN_DEPOSIT_EUR, converted: null, kind: 'deposit' }}
        showProblem={submitted && !!min}
        serverError={serverAmountError}
        disabled={busy}
      />

      {/* An unknown outcome (docs/conventions.md §7): checking, and the next press resends the same request. */}
      <CheckingNotice active={isOutcomeUnknown(error)} />
      {error && !serverAmountError && !isOutcomeUnknown(error) ? (
        <p className="cashier-error" role="alert" {...parts('crypto-error')}>
          {errorText || i18n._({ id: 'cashier.crypto.create_error', message: 'L’adresse de paiement n’a pas pu être créée. Réessayez.' })}
        </p>
      ) : null}

      <div className="cashier-actions">
        <Button type="submit" busy={busy} part="crypto-create" disabled={!min}>
          {i18n._({ id: 'cashier.crypto.create', message: 'Obtenir l’adresse de paiement' })}
        </Button>
      </div>
    </form>
  );
}
