// The confirmation of « Abandonner » (./lazy-abandon.tsx draws the button, and only for a deposit the
// player may abandon: status 10/20, the server's `cancellable`; docs/api.md "Payments" deposit
// cancel_payment), then the store's money press (src/stores/deposit-abandon.ts). Nothing was debited, so
// nothing comes back: the toast says the deposit is abandoned. An unknown outcome says it is checking;
// the next press resends.
import { useState } from 'react';
import { useLingui } from '@lingui/react';
import type { Payment } from '../../src/api/payments';
import { OUTCOME_UNKNOWN } from '../../src/api/idempotency-key';
import { abandonDeposit } from '../../src/stores/deposit-abandon';
import { showToast } from '../../src/stores/toasts';
import { useRequest } from '../../src/ui/form';
import { Button } from '../../src/ui';
import { CheckingNotice } from '../../src/ui/checking-notice';
import '../../src/errors/cashier-errors';

/** The question and its answers; `onClose` goes back to the button (« Non », or the deposit abandoned). */
export function AbandonConfirmation({ payment, onClose }: { payment: Payment; onClose(): void }) {
  const { i18n } = useLingui();
  const { busy, run } = useRequest();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const abandon = async () => {
    setError(null);
    setChecking(false);
    const result = await run(() => abandonDeposit(payment.id), { quiet: true });
    if (result.ok) {
      onClose();
      showToast(i18n._({ id: 'cashier.deposit.abandoned_toast', message: 'Dépôt abandonné : rien n’a été débité de votre solde.' }), 'success');
    } else if (!result.skipped && result.code === OUTCOME_UNKNOWN) {
      setChecking(true);
    } else if (!result.skipped) {
      setError(result.message ?? i18n._({ id: 'cashier.deposit.abandon_failed', message: 'Le dépôt n’a pas pu être abandonné.' }));
    }
  };

  const question = i18n._({ id: 'cashier.deposit.confirm_abandon', message: 'Abandonner ce dépôt ?' });
  return (
    <>
      <span className="cashier-actions" role="group" aria-label={question}>
        <span>{question}</span>
        <Button variant="primary" busy={busy} part="abandon-confirm" onClick={() => void abandon()}>
          {i18n._({ id: 'cashier.deposit.confirm_abandon_yes', message: 'Oui, abandonner' })}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          {i18n._({ id: 'cashier.payout.confirm_no', message: 'Non' })}
        </Button>
      </span>
      <CheckingNotice active={checking} />
      {error ? (
        <p className="cashier-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
