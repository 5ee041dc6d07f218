// A movement's amount with its sign always written (+ for a credit, - for a debit), so the direction is
// read from the figure and never from its colour alone; an LTR island in Arabic pages.
import { Money } from '../../../src/format/money-amount';

export function SignedMoney({ amount, currency }: { amount: number; currency: string }) {
  return (
    <bdi dir="ltr" className={amount < 0 ? 'amount--debit' : 'amount--credit'}>
      {amount > 0 ? '+' : ''}
      <Money amount={amount} currency={currency} />
    </bdi>
  );
}
