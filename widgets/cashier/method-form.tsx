// The skeleton the deposit and the withdrawal share (spec money-and-games §5 "Deposit", §6 "Payout"): the
// methods' list as it loads (its failure with a retry, a spinner meanwhile), then one form: the methods,
// and for the chosen one its fields, the refusal of the last press, the "checking" notice of an unknown
// outcome (docs/conventions.md §7) and the submit button; "choose a method" while none is chosen. Each page keeps
// its own rules (./deposit-view.tsx, ./payout-form.tsx): which fields, which checks, what a refusal says.
import type { ReactNode } from 'react';
import { Button, ErrorScreen, Spinner } from '../../src/ui';
import { CheckingNotice } from '../../src/ui/checking-notice';
import { parts } from '../../src/ui/part';
import type { PaymentSystemsSlice } from '../../src/stores/payment-systems';

/** The page in place of the form while there is no methods' list yet: its failure with a retry, or the spinner. */
export function MethodsNotReady({ slice, onRetry, loading }: { slice: PaymentSystemsSlice; onRetry(): void; loading: string }) {
  if (slice.status === 'error') return <ErrorScreen error={slice.error} onRetry={onRetry} />;
  return (
    <div className="cashier-loading" {...parts('loading')}>
      <Spinner size="medium" label={loading} />
    </div>
  );
}

interface MethodFormProps {
  onSubmit(): void;
  /** The methods (./system-list.tsx) and what the page says around them. */
  methods: ReactNode;
  /**
   * What the chosen method asks (the amount, an account…); null while no method is chosen ("choose"), false
   * when the chosen method has its own page below the form (the deposit's crypto view).
   */
  fields: ReactNode | null | false;
  choose: string;
  /** The refusal of the last press (a role="alert" line), its content and its extra part name. */
  refusal?: ReactNode;
  refusalPart?: string | false;
  checking: boolean;
  busy: boolean;
  submit: { label: string; part: string };
  /** Below the fields, chosen or not (the withdrawal's status). */
  children?: ReactNode;
}

export function MethodForm({ onSubmit, methods, fields, choose, refusal, refusalPart, checking, busy, submit, children }: MethodFormProps) {
  return (
    <form
      className="cashier-panel amount-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {methods}
      {fields === false ? null : fields !== null ? (
        <>
          {fields}
          {refusal ? (
            <p className="cashier-error" role="alert" {...parts('error', refusalPart)}>
              {refusal}
            </p>
          ) : null}
          <CheckingNotice active={checking} />
          <div className="cashier-actions">
            <Button type="submit" variant="primary" busy={busy} part={submit.part}>
              {submit.label}
            </Button>
          </div>
        </>
      ) : (
        <p className="cashier-muted">{choose}</p>
      )}
      {children}
    </form>
  );
}
