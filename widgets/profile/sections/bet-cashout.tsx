// "Sell the ticket" on an open ticket's details (docs/api.md "Sportsbook" §2; spec money-and-games.md §4:
// a sold ticket reads « Vendu »): the server's quote is read when the page opens and shown on the button;
// a confirmation step names the amount; "yes" sends that amount once however often it is pressed (the
// store's single flight, the button busy meanwhile). Success says so in a toast and hands the sold ticket
// to the page (the header's balance follows through the session). The quote moved beyond the server's
// tolerance: the new quote is read and shown, to confirm again. No longer offered (a leg lost or
// suspended, sold elsewhere): handed to the page, which says why and reads the ticket again. An unknown
// outcome (docs/conventions.md §7 "Definitive answers") says it is checking and keeps the amount and the key
// for "yes" to resend the same sale, as the cashier does.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { BetHistoryItem } from '../../../src/api/bet-history';
import { cashOutTicket, cashoutQuote } from '../../../src/stores/bet-history';
import { Money } from '../../../src/format/money-amount';
import { TicketAction, useTicketRequest } from './ticket-action';

interface CashOutProps {
  ticket: BetHistoryItem;
  currency: string;
  onSold(ticket: BetHistoryItem): void;
  /** cashout_unavailable, in words: the page shows it and reads the ticket again (this button may go). */
  onRefused(message: string): void;
}

/** The quote of an open ticket; null while unread or when the book offers none now. */
function useQuote(ticketId: string) {
  const [amount, setAmount] = useState<number | null>(null);
  const read = () =>
    cashoutQuote(ticketId).then(
        (q) => setAmount(q.amount),
        () => setAmount(null),
      );
  useEffect(() => {
    void read();
  }, [ticketId]);
  return { amount, read };
}

export function CashOut({ ticket, currency, onSold, onRefused }: CashOutProps) {
  const { i18n } = useLingui();
  const quote = useQuote(ticket.id);
  const request = useTicketRequest({
    call: () => cashOutTicket(ticket.id, quote.amount!),
    done: i18n._({ id: 'profile.bets.sold_toast', message: 'Ticket vendu' }),
    failed: i18n._({ id: 'profile.bets.cashout_failed', message: 'Le ticket n’a pas pu être vendu.' }),
    refusedCode: 'cashout_unavailable',
    onDone: onSold,
    onRefused,
    // cashout_quote_changed: the new amount is read and shown, for "yes" to confirm it.
    beforeError: (code) => (code === 'cashout_quote_changed' ? quote.read() : undefined),
  });
  if (quote.amount === null) return null;
  const amount = <Money amount={quote.amount} currency={currency} />;

  return (
    <TicketAction
      part="bet-cashout"
      start={
        <>
          {i18n._({ id: 'profile.bets.cashout', message: 'Vendre le ticket' })} {amount}
        </>
      }
      question={i18n._({ id: 'profile.bets.cashout_confirm', message: 'Vendre ce ticket ?' })}
      amount={
        <>
          {i18n._({ id: 'profile.bets.cashout_credit', message: 'Crédité sur votre solde :' })} {amount}
        </>
      }
      yes={i18n._({ id: 'profile.bets.cashout_yes', message: 'Oui, vendre' })}
      {...request}
    />
  );
}
