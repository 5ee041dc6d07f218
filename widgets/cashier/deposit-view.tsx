// /profile/replenishment (docs/contracts/payments.md §Deposits and payouts): the deposit methods, the amount
// within the method's limits, the site's maxTransaction and the 5 EUR minimum converted; pay (one payment per
// press: the Idempotency-Key and the single flight are the store's, the button is locked while in flight);
// then the provider's page as the method asks: "frame" in the modal frame (./provider-frame.tsx), "redirect"
// in this tab with a return URL, "none" a panel "approve in your e-wallet app". The payment's live status is
// the pending tray's (on return with ?payment=<id> too). The crypto method opens the lazy crypto view.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $paymentSystems, loadPaymentSystems } from '../../src/stores/payment-systems';
import { createDeposit } from '../../src/stores/deposit';
import { $pendingPayments, trackPayment } from '../../src/stores/pending-payments';
import { loadPayment } from '../../src/stores/payment-history';
import type { Payment } from '../../src/api/payments';
import { useHost } from '../../src/element/define-widget';
import { emit } from '../../src/element/events';
import type { TrackDetail } from '../../src/element/event-map';
import { $settings } from '../../src/stores/settings';
import { $auth } from '../../src/stores/auth';
import { useRequest } from '../../src/ui/form';
import { OUTCOME_UNKNOWN } from '../../src/api/idempotency-key';
import { parts } from '../../src/ui/part';
import { amountProblem, fromEur, methodLimits, MIN_DEPOSIT_EUR, parseAmountInput } from './limits';
import { AmountField } from './amount-field';
import { SystemList } from './system-list';
import { MethodForm, MethodsNotReady } from './method-form';
import { ProviderFrame, withLang } from './provider-frame';
import { LazyView } from './lazy-views';
import { StatusBadge } from './status-badge';
import { nextStep } from './statuses';
import type { CashierViewProps } from './view-props';
import type { ShellActions } from './view-props';
import '../../src/errors/cashier-errors';
import { DepositAllowance, DepositLimitNotice, depositLimitRefusal, RgLink, type DepositLimitRefusal } from './deposit-allowance';
import { reloadLimits } from '../../src/stores/limits';
import { WithdrawOnlyBanner } from '../../src/ui/rg/withdraw-only-banner';
import { isWithdrawOnly } from '../../src/session/tokens';
import { DepositClosed } from './deposit-closed';
import { WalletAppNotice } from './wallet-app-notice';

/** Where the provider sends the player back: this page, as the browser shows it (the server adds ?payment=<id>). */
function returnUrl(): string {
  const url = new URL(location.href);
  url.searchParams.delete('payment');
  return url.href;
}

export default function DepositView(props: CashierViewProps & { actions: ShellActions }) {
  const { i18n } = useLingui();
  const systems = useStore($paymentSystems);
  const settings = useStore($settings).settings;
  const auth = useStore($auth);
  const user = auth.user!;
  // A withdraw-only login may not deposit: no methods asked (the server refuses them), ./deposit-closed.tsx.
  const closed = isWithdrawOnly(auth.session?.access);
  const { busy, run } = useRequest();
  const [slug, setSlug] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A refusal by the player's deposit limits (docs/contracts/responsible-gaming.md §2): said with its numbers
  // and a link to the limits.
  const [limitRefusal, setLimitRefusal] = useState<DepositLimitRefusal | null>(null);
  const [opened, setOpened] = useState<Payment | null>(null);
  // The last press's outcome is unknown (docs/conventions.md §7): checking, and the next press resends it.
  const [checking, setChecking] = useState(false);
  // The deposit funnel's steps for the host's analytics (`casino-track`, docs/operators.md "Events"); the
  // outcome is the pending tray's `casino-deposit-complete`, from the server's answer.
  const { host } = useHost();
  const track = (detail: TrackDetail) => emit(host, 'casino-track', detail);
  // The amount last reported for the chosen method: one event per committed value, not per keystroke.
  const committed = useRef<number | null>(null);

  useEffect(() => {
    // A failure is the slice's error state, shown below with its retry.
    if (!closed) void loadPaymentSystems('deposit');
  }, [closed]);

  // Back from a provider (?payment=<id>) or later: the tray follows the payment until it is final.
  const returned = Number(props.query.payment);
  const returnedPayment = useStore($pendingPayments).find((e) => e.payment.type === 'deposit' && e.payment.id === returned)?.payment;
  useEffect(() => {
    if (!closed) track(returned > 0 ? { action: 'deposit-returned', paymentId: returned } : { action: 'cashier-opened' });
  }, []);
  useEffect(() => {
    // Read it once and hand it to the tray, which follows it (polling) until its status is final. A
    // payment that is not this player's answers 404: nothing is shown.
    if (Number.isInteger(returned) && returned > 0) loadPayment('deposit', returned).then(trackPayment, () => undefined);
  }, [returned]);

  if (closed) return <DepositClosed navigate={props.navigate} />;
  const slice = systems.deposit;
  const list = slice.data;
  if (!list) {
    const loading = i18n._({ id: 'cashier.deposit.loading', message: 'Chargement des moyens de paiement…' });
    return <MethodsNotReady slice={slice} onRetry={() => void loadPaymentSystems('deposit')} loading={loading} />;
  }

  const system = list.find((s) => s.slug === slug && !s.isTemporaryDisabled) ?? null;
  const siteMin = fromEur(MIN_DEPOSIT_EUR, user.currency, settings?.rates ?? []);
  // One computation for the method's advertised limits and its field (limits.ts methodLimits).
  const limitsOf = (s: { min: number; max: number | null }) => methodLimits(s, { siteMin, maxTransaction: settings?.limits.maxTransaction });
  const limits = system ? limitsOf(system) : null;

  /** The player committed an amount (left the field, a quick amount, « Payer »): reported once per value. */
  const commitAmount = (text: string) => {
    const value = parseAmountInput(text);
    if (!system || value == null || value === committed.current) return;
    committed.current = value;
    track({ action: 'deposit-amount-entered', method: system.slug, amount: value, currency: user.currency });
  };

  const pay = async () => {
    setTouched(true);
    commitAmount(amount);
    if (!system || !limits || amountProblem(amount, limits)) return;
    setRefusal(null);
    setLimitRefusal(null);
    setChecking(false);
    const value = parseAmountInput(amount)!;
    let limited: DepositLimitRefusal | null = null;
    const result = await run(
      () =>
        createDeposit({ amount: value, paymentSystem: system.slug, returnUrl: returnUrl() }).catch((error: unknown) => {
          limited = depositLimitRefusal(error);
          throw error;
        }),
      { quiet: true },
    );
    if (!result.ok) {
      if (limited) {
        setLimitRefusal(limited);
        void reloadLimits(); // the allowance line catches up with what the server counted
        return;
      }
      if (!result.skipped && result.code === OUTCOME_UNKNOWN) setChecking(true);
      else if (!result.skipped) setRefusal(result.message ?? i18n._({ id: 'cashier.deposit.failed', message: 'Le dépôt n’a pas pu être créé. Réessayez.' }));
      return;
    }
    const payment = result.value;
    trackPayment(payment);
    if ((payment.flow === 'redirect' || payment.flow === 'frame') && payment.redirectLink) {
      track({ action: 'deposit-redirected', method: system.slug, paymentId: payment.id, amount: value, currency: user.currency });
    }
    if (payment.flow === 'redirect' && payment.redirectLink) {
      location.assign(withLang(payment.redirectLink, i18n.locale));
      return;
    }
    setOpened(payment);
  };

  return (
    <div className="cashier-page" {...parts('deposit')}>
      <WithdrawOnlyBanner />
      {returnedPayment ? (
        <section className="cashier-panel" aria-labelledby="deposit-returned-title">
          <h2 id="deposit-returned-title">{i18n._({ id: 'cashier.deposit.returned', message: 'Votre dépôt n° {id}', values: { id: returnedPayment.id } })}</h2>
          <StatusBadge status={returnedPayment.status} reason={returnedPayment.failureReason} />
          <p className="cashier-muted">{i18n._(nextStep('deposit', returnedPayment.status, returnedPayment.expiresAt))}</p>
        </section>
      ) : null}

      <MethodForm
        onSubmit={() => void pay()}
        methods={
          <>
            <DepositAllowance currency={user.currency} leave={props.actions.leave} />
            <SystemList
              legend={i18n._({ id: 'cashier.deposit.systems', message: 'Moyen de paiement' })}
              name="deposit-system"
              systems={list}
              limitsOf={limitsOf}
              selected={slug}
              onSelect={(s) => {
                if (s !== slug) {
                  committed.current = null;
                  track({ action: 'deposit-method-chosen', method: s });
                }
                setSlug(s);
                setRefusal(null);
                setLimitRefusal(null);
                setOpened(null);
              }}
            />
          </>
        }
        fields={
          system?.kind === 'crypto'
            ? false
            : system && limits ? (
                <>
                  <AmountField
                    value={amount}
                    onChange={(v) => {
                      setAmount(v);
                      setRefusal(null);
                      setLimitRefusal(null);
                    }}
                    onCommit={commitAmount}
                    currency={user.currency}
                    limits={limits}
                    siteMinimum={{ eur: MIN_DEPOSIT_EUR, converted: siteMin, kind: 'deposit' }}
                    showProblem={touched}
                    disabled={busy}
                  />
                  {limitRefusal ? <DepositLimitNotice refusal={limitRefusal} currency={user.currency} leave={props.actions.leave} /> : null}
                </>
              ) : null
        }
        choose={i18n._({ id: 'cashier.deposit.choose', message: 'Choisissez un moyen de paiement.' })}
        refusal={refusal}
        checking={checking}
        busy={busy}
        submit={{ label: i18n._({ id: 'cashier.deposit.pay', message: 'Payer' }), part: 'pay' }}
      />

      {/* The player can always find responsible gaming (docs/contracts/responsible-gaming.md), here before paying too. */}
      <p className="cashier-muted cashier-rg" {...parts('responsible-gaming')}>
        <RgLink path="/terms-and-conditions/responsibleGaming" leave={props.actions.leave} part="responsible-gaming-link">
          {i18n._({ id: 'rg.cashier.link', message: 'Jeu responsable' })}
        </RgLink>
        {' · '}
        <RgLink path="/profile/limits" leave={props.actions.leave}>
          {i18n._({ id: 'rg.cashier.limits', message: 'Fixer une limite de dépôt' })}
        </RgLink>
      </p>

      {system?.kind === 'crypto' ? <LazyView page="crypto" query={props.query} navigate={props.navigate} actions={props.actions} /> : null}

      {/* E-wallet: approve in the app (./wallet-app-notice.tsx), after paying or back with ?payment=<id>. */}
      {opened && opened.flow === 'none' ? <WalletAppNotice payment={opened} /> : null}
      {!opened && returnedPayment?.flow === 'none' ? <WalletAppNotice payment={returnedPayment} /> : null}
      {opened && opened.flow === 'frame' && opened.redirectLink ? (
        <ProviderFrame
          paymentId={opened.id}
          url={opened.redirectLink}
          systemName={opened.paymentSystemName || opened.paymentSystem}
          onClose={() => {
            track({ action: 'deposit-returned', paymentId: opened.id, method: opened.paymentSystem });
            setOpened(null);
          }}
        />
      ) : null}
    </div>
  );
}

export { styles } from './view-styles';
