// Sending money back to one's cashier (spec money §7 POST
// /api/backoffice/transactions/ with amount, currency, recipient_id): the amount in the player's
// currency, the recipient fixed to the player's parent (said plainly, not a choice), the store's money
// press (one transfer per press, the same key after an unknown outcome, while the page says it is checking). The refusals the spec names get their
// own explanation of what to do: transaction_limit (outside the cashier's limits for this currency),
// transaction_limit_does_not_exist (the cashier has no limit for it yet, so nothing can be sent).
import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { isApiError } from '../../../src/api/errors';
import type { TransferLimits } from '../../../src/api/transfers';
import { loadTransferLimits, withdrawToCashier } from '../../../src/stores/transfers';
import { cashierNotices } from '../../../src/errors/cashier-errors';
import { Button, Spinner, useErrorText } from '../../../src/ui';
import { parts } from '../../../src/ui/part';
import { CheckingNotice } from '../../../src/ui/checking-notice';
import { isOutcomeUnknown } from '../../../src/api/idempotency-key';
import { AmountField } from '../amount-field';
import { amountProblem, parseAmountInput, transferAmountLimits } from '../limits';
import { useMoneyText } from '../money-text';
import '@src/errors/cashier-errors';

interface TransferFormProps {
  currency: string;
  balance: number;
  cashierId: number;
  /** A transfer went through (the list shows it). */
  onSent(): void;
}

export function TransferForm({ currency, balance, cashierId, onSent }: TransferFormProps) {
  const { i18n } = useLingui();
  const money = useMoneyText();
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [sent, setSent] = useState<string | null>(null);
  const errorText = useErrorText(error);
  // The bounds come from the server that enforces them (docs/api.md "Transfers"): no figure of the page's own.
  const [published, setPublished] = useState<TransferLimits | null>(null);
  const [limitsError, setLimitsError] = useState<unknown>(null);
  const [limitsAttempt, setLimitsAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setLimitsError(null);
    loadTransferLimits().then(
      (l) => live && setPublished(l),
      (e: unknown) => live && setLimitsError(e),
    );
    return () => {
      live = false;
    };
  }, [limitsAttempt]);
  const limitsErrorText = useErrorText(limitsError);
  const limits = published ? transferAmountLimits(published, balance) : null;
  const code = isApiError(error) ? error.code : null;
  const money2 = (value: number | null) => (value === null ? '' : money(value, currency));

  const explained: Record<string, string> = {
    transaction_limit: i18n._({
      id: 'cashier.transfers.limit_range',
      message: 'Ce montant sort des limites de transfert de votre caissier : de {min} à {max}.',
      values: { min: money2(published?.min ?? null), max: money2(published?.max ?? null) },
    }),
    transaction_limit_does_not_exist: i18n._({
      id: 'cashier.transfers.no_limit',
      message: 'Votre caissier n’a pas encore de limite de transfert en {currency} : aucun transfert n’est possible pour le moment. Contactez votre caissier pour qu’il la fasse définir.',
      values: { currency },
    }),
    permission_denied: i18n._({
      id: 'cashier.transfers.denied',
      message: 'Ce transfert n’est pas autorisé : seul le caissier qui a ouvert votre compte peut le recevoir.',
    }),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSent(null);
    const value = parseAmountInput(amount);
    // After an unknown outcome (docs/conventions.md §7) the amount is unchanged (typing clears the error): the press
    // resends the same transfer without the local check, which the balance read again may fail.
    if (value === null || !limits || (!isOutcomeUnknown(error) && amountProblem(amount, limits))) return;
    setBusy(true);
    setError(null);
    try {
      await withdrawToCashier(value);
      setSent(i18n._(cashierNotices.transferSuccess) + ` (${money(value, currency)})`);
      setAmount('');
      setSubmitted(false);
      onSent();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const amountError = code === 'not_enough_money' ? errorText : undefined;
  const checking = isOutcomeUnknown(error);
  const formError = error && !amountError && !checking ? (code && explained[code]) || errorText || i18n._({ id: 'cashier.transfers.error', message: 'Le transfert n’a pas pu être envoyé. Réessayez.' }) : null;

  return (
    <form className="transfer-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="transfer-form-title" {...parts('transfer-form')}>
      <h3 id="transfer-form-title">{i18n._({ id: 'cashier.transfers.form_title', message: 'Retirer vers votre caissier' })}</h3>
      <p className="cashier-muted">
        {i18n._({
          id: 'cashier.transfers.recipient',
          message: 'Destinataire : votre caissier (n° {id}). Le montant est débité de votre solde tout de suite.',
          values: { id: `\u2066${cashierId}\u2069` },
        })}
      </p>
      {limitsError ? (
        <div className="cashier-error" role="alert" {...parts('transfer-limits-error')}>
          <p>{limitsErrorText}</p>
          <Button variant="secondary" part="transfer-limits-retry" onClick={() => setLimitsAttempt((n) => n + 1)}>
            {i18n._({ id: 'cashier.transfers.limits_retry', message: 'Réessayer' })}
          </Button>
        </div>
      ) : !published ? (
        <Spinner size="small" label={i18n._({ id: 'cashier.transfers.limits_loading', message: 'Chargement des limites de transfert…' })} />
      ) : !limits ? (
        <p className="cashier-error" role="alert" data-code="transaction_limit_does_not_exist" {...parts('transfer-error')}>
          {explained.transaction_limit_does_not_exist}
        </p>
      ) : (
        <AmountField
          value={amount}
          onChange={(v) => {
            setAmount(v);
            if (error) setError(null);
            setSent(null);
          }}
          currency={currency}
          limits={limits}
          siteMinimum={{ eur: 0, converted: null, kind: 'payout' }}
          showProblem={submitted}
          serverError={amountError}
          disabled={busy}
        />
      )}
      {formError ? (
        <p className="cashier-error" role="alert" data-code={code ?? undefined} {...parts('transfer-error')}>
          {formError}
        </p>
      ) : null}
      <CheckingNotice active={checking} />
      {/* The live region is always there; its content comes and goes (a region added with its text is often not read). */}
      <div role="status">
        {sent ? (
          <p className="cashier-success" {...parts('transfer-success')}>
            {sent}
          </p>
        ) : null}
      </div>
      <div className="cashier-actions">
        <Button type="submit" busy={busy} disabled={!limits} part="transfer-send">
          {i18n._({ id: 'cashier.transfers.send', message: 'Envoyer à mon caissier' })}
        </Button>
      </div>
    </form>
  );
}
