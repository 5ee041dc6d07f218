// "Cancel ticket" on an open ticket's details (spec money-and-games.md §7 "POST
// ticket/{id}/cancel", §8 "ticket canceled ('Ticket canceled')"): a confirmation step first (the stake
// comes back, the bet is gone), then one request however often "yes" is pressed (the store's single
// flight, and the button busy meanwhile); success says so in a toast and hands the ticket, now sold, to the
// page (the header's balance follows through the session); a refusal (ticket_not_cancelable: an event has
// started, or cancelled in another tab) is handed to the page, which says it and reads the ticket again;
// an unknown outcome (docs/conventions.md §7 "Definitive answers") says it is checking (the store reads the balances
// again) and "yes" stays to resend the same cancellation; any other failure is said beside the button in
// the catalogue's words.
import { useLingui } from '@lingui/react';
import type { BetHistoryItem } from '../../../src/api/bet-history';
import { cancelTicket } from '../../../src/stores/bet-history';
import { Money } from '../../../src/format/money-amount';
import { TicketAction, useTicketRequest } from './ticket-action';

interface CancelTicketProps {
  ticket: BetHistoryItem;
  currency: string;
  onCancelled(ticket: BetHistoryItem): void;
  /** ticket_not_cancelable, in words: the page shows it and reads the ticket again (this button may go). */
  onRefused(message: string): void;
}

export function CancelTicket({ ticket, currency, onCancelled, onRefused }: CancelTicketProps) {
  const { i18n } = useLingui();
  const request = useTicketRequest({
    call: () => cancelTicket(ticket.id),
    done: i18n._({ id: 'profile.bets.cancelled_toast', message: 'Ticket annulé' }),
    failed: i18n._({ id: 'profile.bets.cancel_failed', message: 'Le ticket n’a pas pu être annulé.' }),
    // The ticket changed under us (settled, started, cancelled elsewhere): the page says why and reads it again.
    refusedCode: 'ticket_not_cancelable',
    onDone: onCancelled,
    onRefused,
  });
  const question = i18n._({ id: 'profile.bets.cancel_confirm', message: 'Annuler ce ticket ? Votre mise vous sera rendue.' });

  return (
    <TicketAction
      part="bet-cancel"
      start={i18n._({ id: 'profile.bets.cancel', message: 'Annuler le ticket' })}
      question={question}
      amount={
        <>
          {i18n._({ id: 'profile.bets.cancel_refund', message: 'Remboursement :' })} <Money amount={ticket.amountIn} currency={currency} />
        </>
      }
      yes={i18n._({ id: 'profile.bets.cancel_yes', message: 'Oui, annuler le ticket' })}
      {...request}
    />
  );
}
