// One action on an open ticket (cancel it, sell it) in two steps: a button, then a question naming the money
// that moves, "yes" and "no". The focus follows the step the player is on (the button pressed is gone): the
// question when it appears, the start button again after "no"; not on the first render. What "yes" does, and
// what its answer means, is the caller's (./bet-cancel.tsx, ./bet-cashout.tsx).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Button } from '../../../src/ui';
import { parts } from '../../../src/ui/part';
import { CheckingNotice } from '../../../src/ui/checking-notice';

interface TicketActionProps {
  /** The parts' prefix: `{part}`, `{part}-start`, `{part}-confirm`, `{part}-keep`, `{part}-error`. */
  part: string;
  /** The first step's button. */
  start: ReactNode;
  question: string;
  /** What the money does, beside the question (« Remboursement : 10,00 DT »). */
  amount: ReactNode;
  yes: string;
  busy: boolean;
  /** An unknown outcome: the page is checking (docs/conventions.md §7 "Definitive answers"). */
  checking: boolean;
  error: string | null;
  onConfirm(): void;
}

export function TicketAction({ part, start, question, amount, yes, busy, checking, error, onConfirm }: TicketActionProps) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const stepped = useRef(false);
  useEffect(() => {
    if (!stepped.current) return;
    const target = confirming ? box.current?.querySelector<HTMLElement>('.bet-cancel__confirm') : box.current?.querySelector<HTMLElement>('button');
    target?.focus();
  }, [confirming]);
  const step = (next: boolean) => {
    stepped.current = true;
    setConfirming(next);
  };
  return (
    <div className="bet-cancel" ref={box} {...parts(part)}>
      {confirming ? (
        <div className="bet-cancel__confirm" role="group" aria-label={question} tabIndex={-1}>
          <p>
            {question} <span className="bet-cancel__amount">{amount}</span>
          </p>
          <div className="bet-cancel__actions">
            <Button variant="primary" busy={busy} part={`${part}-confirm`} onClick={onConfirm}>
              {yes}
            </Button>
            <Button variant="secondary" disabled={busy} part={`${part}-keep`} onClick={() => step(false)}>
              {i18n._({ id: 'profile.bets.cancel_no', message: 'Non, le garder' })}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" part={`${part}-start`} onClick={() => step(true)}>
          {start}
        </Button>
      )}
      <CheckingNotice active={checking} />
      {error ? (
        <p className="bet-cancel__error" role="alert" {...parts(`${part}-error`)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
