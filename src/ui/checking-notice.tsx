// What a page says after a money press whose outcome is unknown (DESIGN.md §7 "Definitive answers";
// src/api/press-key.ts): not "try again" — the server may have moved the money. The store has asked the
// server for its state again; the button stays usable, and its next press sends the same request with the
// same Idempotency-Key, which the server answers once. Told in a live region (role=status).
import { useLingui } from '@lingui/react';
import { cx, parts } from './part';

/** `payment`: the cashier, the bonus exchange, a ticket's cancellation; `draw`: the wheel's spin. */
export type CheckingSubject = 'payment' | 'draw';

/** The notice's text, for a page that has its own live region (the wheel's status line). */
export function useCheckingText(subject: CheckingSubject = 'payment'): string {
  const { i18n } = useLingui();
  return subject === 'draw'
    ? i18n._({
        id: 'money.checking.draw',
        message: 'Nous vérifions votre tirage… Son résultat s’affichera ici ; appuyer à nouveau renvoie la même demande, sans second débit.',
      })
    : i18n._({
        id: 'money.checking.payment',
        message: 'Nous vérifions ce paiement… Votre solde se met à jour ; appuyer à nouveau renvoie la même demande, elle ne sera pas comptée deux fois.',
      });
}

/**
 * The live region, always in the page (a region added together with its text is often not read out);
 * the text shows while `active`.
 */
export function CheckingNotice({ active, subject = 'payment', className }: { active: boolean; subject?: CheckingSubject; className?: string }) {
  const text = useCheckingText(subject);
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
