// The withdrawal request (spec money §6; docs/contracts/payments.md §Deposits and payouts): the payout
// methods, the last deposit's first and marked, each with what it may take now (max_amount: a withdrawal goes
// to the method of the last deposit; only the excess winnings may go to another verified method), the 10 EUR
// minimum converted, the account (IBAN) for a bank transfer, the amount held at once (the header balance
// drops through the session's user-writing action, in the store), the message for the payout's status, and
// the refusals that another page fixes (e-mail not verified, documents not approved) with its link.
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $paymentSystems, loadPaymentSystems } from '../../src/stores/payment-systems';
import { $payout, createPayout } from '../../src/stores/payout';
import { $pendingPayments } from '../../src/stores/pending-payments';
import type { Payment, PaymentSystem } from '../../src/api/payments';
import { $settings } from '../../src/stores/settings';
import { $auth } from '../../src/stores/auth';
import { showToast } from '../../src/stores/toasts';
import { useRequest } from '../../src/ui/form';
import { Field } from '../../src/ui';
import { OUTCOME_UNKNOWN } from '../../src/api/idempotency-key';
import { parts } from '../../src/ui/part';
import { isPlainClick } from '../../src/ui/plain-click';
import { amountLimits, amountProblem, formatIban, fromEur, isIban, methodLimits, MIN_PAYOUT_EUR, normaliseIban, parseAmountInput } from './limits';
import { AmountField } from './amount-field';
import { SystemList } from './system-list';
import { MethodForm, MethodsNotReady } from './method-form';
import { StatusBadge } from './status-badge';
import { isPlayerStopped, nextStep } from './statuses';
import { useMoneyText } from './money-text';
import '../../src/errors/cashier-errors';

/** The refusals another page of the site fixes (spec money §8), and that page. */
const FIX_PAGES: Record<string, string> = {
  email_not_verified: '/verify-email',
  documents_not_approved: '/profile/kyc-verifiaction',
};

/** The last deposit's method first (the spec's rule sends withdrawals there), the others in the server's order. */
function orderPayoutSystems(systems: readonly PaymentSystem[]): PaymentSystem[] {
  return [...systems].sort((a, b) => Number(b.lastDeposit) - Number(a.lastDeposit));
}

export function PayoutForm({ leave, onRequested }: { leave(path: string): void; onRequested(payment: Payment): void }) {
  const { i18n } = useLingui();
  const money = useMoneyText();
  const systems = useStore($paymentSystems);
  const settings = useStore($settings).settings;
  const user = useStore($auth).user!;
  const { busy, run } = useRequest();
  const [slug, setSlug] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<{ code: string; message: string; fields: Record<string, string> } | null>(null);
  const [requested, setRequested] = useState<Payment | null>(null);
  // The request's notice follows the payout as the server has it now (the pending payments' reading, or
  // the cancellation's answer): a cancelled one says nothing more here, the list and its toast said it.
  const followed = useStore($pendingPayments).find((e) => e.payment.type === 'payout' && e.payment.id === requested?.id)?.payment;
  const answered = useStore($payout).createdPayout;
  const latest = followed ?? (answered && answered.id === requested?.id ? answered : requested);
  // The request of the last press when its outcome is unknown (docs/conventions.md §7): the page says it is
  // checking; the next press of that request resends it (same key, same body) without the local amount
  // check, which the balance read again meanwhile may fail (the amount is already held).
  const [checking, setChecking] = useState<string | null>(null);

  useEffect(() => {
    void loadPaymentSystems('payout');
  }, []);

  const slice = systems.payout;
  const list = slice.data;
  if (!list) {
    const loading = i18n._({ id: 'cashier.payout.loading', message: 'Chargement des moyens de retrait…' });
    return <MethodsNotReady slice={slice} onRetry={() => void loadPaymentSystems('payout')} loading={loading} />;
  }
  const ordered = orderPayoutSystems(list);
  const chosen = slug ?? ordered.find((s) => s.lastDeposit && !s.isTemporaryDisabled)?.slug ?? null;
  const system = ordered.find((s) => s.slug === chosen && !s.isTemporaryDisabled) ?? null;
  const siteMin = fromEur(MIN_PAYOUT_EUR, user.currency, settings?.rates ?? []);
  const limits = system
    ? amountLimits({ systemMin: system.min, systemMax: system.max, siteMin, maxTransaction: settings?.limits.maxTransaction, maxAmount: system.maxAmount, balance: user.balance })
    : null;
  const needsAccount = system?.kind === 'bank';
  const accountProblem = needsAccount && touched && !isIban(account) ? i18n._({ id: 'cashier.payout.iban_invalid', message: 'Saisissez un IBAN valide (ex. TN59 1000 6035 1835 9847 8831).' }) : undefined;

  const submit = async () => {
    setTouched(true);
    const request = JSON.stringify([system?.slug, amount, needsAccount ? normaliseIban(account) : null]);
    if (!system || !limits || (request !== checking && amountProblem(amount, limits)) || (needsAccount && !isIban(account))) return;
    setRefusal(null);
    setChecking(null);
    const result = await run(
      () => createPayout({ amount: parseAmountInput(amount)!, paymentSystem: system.slug, account: needsAccount ? normaliseIban(account) : undefined }),
      { quiet: true },
    );
    if (!result.ok) {
      if (!result.skipped && result.code === OUTCOME_UNKNOWN) setChecking(request);
      else if (!result.skipped) {
        setRefusal({
          code: result.code,
          message: result.message ?? i18n._({ id: 'cashier.payout.failed', message: 'Le retrait n’a pas pu être demandé. Réessayez.' }),
          fields: result.fieldMessages,
        });
      }
      return;
    }
    setRequested(result.value);
    setAmount('');
    setTouched(false);
    showToast(i18n._({ id: 'cashier.payout.success_toast', message: 'Demande de retrait enregistrée.' }), 'success');
    onRequested(result.value);
  };

  const fix = refusal ? FIX_PAGES[refusal.code] : undefined;
  return (
    <MethodForm
      onSubmit={() => void submit()}
      methods={
        <>
          <SystemList
            legend={i18n._({ id: 'cashier.payout.systems', message: 'Moyen de retrait' })}
            name="payout-system"
            systems={ordered}
            limitsOf={(s) => methodLimits(s, { siteMin, maxTransaction: settings?.limits.maxTransaction })}
            selected={chosen}
            onSelect={(s) => {
              setSlug(s);
              setRefusal(null);
            }}
            extra={(s) =>
              s.maxAmount != null ? (
                <span className="system__max">
                  {' '}
                  {i18n._({ id: 'cashier.payout.max_amount', message: 'Jusqu’à {max} maintenant.', values: { max: money(s.maxAmount, s.currency) } })}
                </span>
              ) : null
            }
          />
          <p className="limits">
            {i18n._({
              id: 'cashier.payout.rule',
              message: 'Un retrait est versé sur le moyen de votre dernier dépôt. Seuls les gains au-delà de vos dépôts peuvent aller vers un autre moyen vérifié : c’est le montant maximum indiqué pour chacun.',
            })}
          </p>
        </>
      }
      fields={
        system && limits ? (
          <>
            <AmountField
              value={amount}
              onChange={(v) => {
                setAmount(v);
                setRefusal(null);
              }}
              currency={user.currency}
              limits={limits}
              siteMinimum={{ eur: MIN_PAYOUT_EUR, converted: siteMin, kind: 'payout' }}
              showProblem={touched}
              serverError={refusal?.fields.amount}
              disabled={busy}
            />
            {needsAccount ? (
              <Field
                label={i18n._({ id: 'cashier.payout.iban', message: 'IBAN du compte bancaire' })}
                name="account"
                part="account"
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                className="casino-code-field"
                value={account}
                disabled={busy}
                error={refusal?.fields.account || accountProblem}
                onInput={(e) => setAccount((e.target as HTMLInputElement).value)}
                onBlur={() => isIban(account) && setAccount(formatIban(account))}
              />
            ) : null}
            <p className="limits">{i18n._({ id: 'cashier.payout.held_note', message: 'Le montant est réservé sur votre solde dès la demande.' })}</p>
          </>
        ) : null
      }
      choose={i18n._({ id: 'cashier.payout.choose', message: 'Choisissez un moyen de retrait.' })}
      refusal={
        refusal && !refusal.fields.amount && !refusal.fields.account ? (
          <>
            <span>{refusal.message}</span>
            {fix ? (
              <a
                className="cashier-link"
                href={fix}
                onClick={(e) => {
                  if (!isPlainClick(e)) return;
                  e.preventDefault();
                  leave(fix);
                }}
              >
                {refusal.code === 'email_not_verified'
                  ? i18n._({ id: 'cashier.payout.fix_email', message: 'Vérifier mon adresse e-mail' })
                  : i18n._({ id: 'cashier.payout.fix_documents', message: 'Envoyer mes documents' })}
              </a>
            ) : null}
          </>
        ) : null
      }
      refusalPart={!!fix && 'refusal'}
      checking={checking !== null}
      busy={busy}
      submit={{ label: i18n._({ id: 'cashier.payout.submit', message: 'Retirer' }), part: 'withdraw' }}
    >
      {latest && !isPlayerStopped(latest.status, latest.failureReason) ? (
        <div className="cashier-success" role="status" {...parts('payout-message')}>
          <StatusBadge status={latest.status} reason={latest.failureReason} /> {i18n._(nextStep('payout', latest.status))}
        </div>
      ) : null}
    </MethodForm>
  );
}
