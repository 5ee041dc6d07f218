// One action on an open ticket (cancel it, sell it) in two steps: a button, then a question naming the money
// that moves, "yes" and "no". The focus follows the step the player is on (the button pressed is gone): the
// question when it appears, the start button again after "no"; not on the first render. What "yes" sends is
// the caller's (./bet-cancel.tsx, ./bet-cashout.tsx); how its answer reads is the same for both
// (useTicketRequest).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Button } from '../../../src/ui';
import { useRequest } from '../../../src/ui/form';
import { parts } from '../../../src/ui/part';
import { CheckingNotice } from '../../../src/ui/checking-notice';
import { showToast } from '../../../src/stores/toasts';
import { OUTCOME_UNKNOWN } from '../../../src/api/idempotency-key';
import '@src/errors/sport-errors';

interface TicketRequest<T> {
  /** Sends the action (the store's single flight keeps one request however often "yes" is pressed). */
  call(): Promise<T>;
  /** The success toast. */
  done: string;
  /** Said when the server's refusal carries no words of its own. */
  failed: string;
  /** The refusal the page handles (the ticket changed: it says why and reads the ticket again). */
  refusedCode: string;
  onDone(value: T): void;
  onRefused(message: string): void;
  /** Before any other refusal is said beside the button (the cash-out reads its new quote). */
  beforeError?(code: string): Promise<unknown> | void;
}

/**
 * How "yes" reads its answer: success in a toast, handed to the page (the header's balance follows through
 * the session); the page's own refusal handed to it; an unknown outcome (docs/conventions.md §7 "Definitive
 * answers") says it is checking and keeps "yes" to resend the same action; any other refusal is said
 * beside the button in the catalogue's words.
 */
export function useTicketRequest<T>(request: TicketRequest<T>) {
  const { busy, run } = useRequest();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const confirm = async () => {
    setError(null);
    setChecking(false);
    const result = await run(request.call, { quiet: true });
    if (result.ok) {
      showToast(request.done, 'success');
      request.onDone(result.value);
    } else if (!result.skipped) {
      const message = result.message ?? request.failed;
      if (result.code === OUTCOME_UNKNOWN) setChecking(true);
      else if (result.code === request.refusedCode) request.onRefused(message);
      else {
        await request.beforeError?.(result.code);
        setError(message);
      }
    }
  };
  return { busy, checking, error, onConfirm: () => void confirm() };
}

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
