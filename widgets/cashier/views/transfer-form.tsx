// Sending money back to one's cashier (issue 14 "Transfers"; spec money §7 POST
// /api/backoffice/transactions/ with amount, currency, recipient_id): the amount in the player's
// currency, the recipient fixed to the player's parent (said plainly, not a choice), the store's money
// press (one transfer per press, the same key after an unknown outcome, while the page says it is checking). The refusals the spec names get their
// own explanation of what to do: transaction_limit (outside the cashier's limits for this currency),
// transaction_limit_does_not_exist (the cashier has no limit for it yet, so nothing can be sent).
import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { isApiError } from '../../../src/api/errors';
import { withdrawToCashier } from '../../../src/stores/transfers';
import { cashierNotices } from '../../../src/errors/cashier-errors';
import { Button, useErrorText } from '../../../src/ui';
import { parts } from '../../../src/ui/part';
import { CheckingNotice } from '../../../src/ui/checking-notice';
import { isOutcomeUnknown } from '../../../src/api/press-key';
import { AmountField } from '../amount-field';
import { amountProblem, parseAmountInput } from '../limits';
import { useMoneyText } from '../money-text';
import '../cashier-errors';

export interface TransferFormProps {
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
  const limits = { min: 0.01, max: Math.max(0, balance) };
  const code = isApiError(error) ? error.code : null;

  const explained: Record<string, string> = {
    transaction_limit: i18n._({
      id: 'cashier.transfers.limit',
      message: 'Ce montant sort des limites de transfert de votre caissier. Essayez un montant plus petit, ou demandez ses limites à votre caissier.',
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
    if (value === null || amountProblem(amount, limits)) return;
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
        <Button type="submit" busy={busy} part="transfer-send">
          {i18n._({ id: 'cashier.transfers.send', message: 'Envoyer à mon caissier' })}
        </Button>
      </div>
    </form>
  );
}
