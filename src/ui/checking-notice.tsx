// What a page says after a money press whose outcome is unknown (docs/conventions.md §7 "Definitive answers";
// src/api/idempotency-key.ts): not "try again" — the server may have moved the money. The store has asked the
// server for its state again; the button stays usable, and its next press sends the same request with the
// same Idempotency-Key, which the server answers once. Told in a live region (role=status).
import { useLingui } from '@lingui/react';
import { parts } from './part';
import { cx } from './class-names';

/** The notice's text (the cashier, the bonus exchange, a ticket's cancellation; the wheel says its own). */
function useCheckingText(): string {
  const { i18n } = useLingui();
  return i18n._({
    id: 'money.checking.payment',
    message: 'Nous vérifions ce paiement… Votre solde se met à jour ; appuyer à nouveau renvoie la même demande, elle ne sera pas comptée deux fois.',
  });
}

/**
 * The live region, always in the page (a region added together with its text is often not read out);
 * the text shows while `active`.
 */
export function CheckingNotice({ active, className }: { active: boolean; className?: string }) {
  const text = useCheckingText();
  return (
    <div role="status" {...parts('checking-region')}>
      {active ? (
        <p className={cx('casino-checking', className)} {...parts('checking')}>
          {text}
        </p>
      ) : null}
    </div>
  );
}
