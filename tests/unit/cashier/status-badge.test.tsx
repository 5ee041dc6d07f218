// @vitest-environment jsdom
// Every status badge and the payment timeline (widgets/cashier/status-badge.tsx, payment-timeline.tsx;
// docs/contracts/payments.md §Statuses): an icon that is not colour (an SVG, hidden from assistive
// technology), the words, a tone class and the status as a part; the timeline lists each status with its
// time, amounts and the account as LTR islands.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusBadge } from '../../../widgets/cashier/status-badge';
import { PaymentTimeline } from '../../../widgets/cashier/payment-timeline';
import { STATUS_CODES, statusInfo } from '../../../widgets/cashier/statuses';
import { jsdomRender } from '../support/render';

const { render } = jsdomRender();

describe('<StatusBadge>', () => {
  it.each([...STATUS_CODES])('status %i: icon, words, tone and parts', async (code) => {
    const el = await render(<StatusBadge status={code} />);
    const badge = el.querySelector('.status-badge')!;
    const info = statusInfo(code);
    expect(badge.classList.contains(`status-badge--${info.tone}`)).toBe(true);
    expect(badge.getAttribute('part')).toBe(`status-badge status-${code}`);
    const svg = badge.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('path')!.getAttribute('d')).toBeTruthy();
    expect(badge.textContent!.trim()).toBe(info.label.message);
  });

  it('a payout the player cancelled, a deposit they abandoned or that their break ended reads « Annulé », neutral, not a red « Échoué »', async () => {
    for (const [status, reason] of [
      [40, 'cancelled'],
      [45, 'abandoned'],
      [40, 'timeout'],
      [40, 'self_exclusion'],
    ] as const) {
      const el = await render(<StatusBadge status={status} reason={reason} />);
      const badge = el.querySelector('.status-badge')!;
      expect(badge.textContent!.trim()).toBe('Annulé');
      expect(badge.classList.contains('status-badge--cancelled')).toBe(true);
      expect(badge.classList.contains('status-badge--failure')).toBe(false);
    }
    // A refusal by the provider stays a failure; a deposit that ran out of time stays expired.
    expect((await render(<StatusBadge status={40} reason="declined" />)).textContent).toBe('Échoué');
    expect((await render(<StatusBadge status={45} reason="expired" />)).textContent).toBe('Expiré');
  });

  it('shows an unknown code with its number', async () => {
    const el = await render(<StatusBadge status={50} />);
    expect(el.textContent).toBe('Statut 50');
  });
});

describe('<PaymentTimeline>', () => {
  it('lists every status with its time, the last one current, amounts and account as LTR islands', async () => {
    const el = await render(
      <PaymentTimeline
        payment={{
          id: 412,
          type: 'payout',
          amount: 50,
          currency: 'TND',
          status: 40,
          paymentSystem: 'bank_transfer',
          paymentSystemName: 'Virement bancaire',
          createdAt: '2024-05-01T10:00:00+00:00',
          updatedAt: '2024-05-01T11:00:00+00:00',
          account: 'TN5910006035183598478831',
          failureReason: 'cancelled',
          timeline: [
            { status: 20, at: '2024-05-01T10:00:00+00:00' },
            { status: 40, at: '2024-05-01T11:00:00+00:00' },
          ],
        }}
      />,
    );
    const steps = [...el.querySelectorAll('.payment-timeline__step')];
    expect(steps.map((s) => s.querySelector('.status-badge')!.getAttribute('data-status'))).toEqual(['20', '40']);
    expect(steps[1].getAttribute('aria-current')).toBe('step');
    expect(steps[0].querySelector('time')!.getAttribute('dateTime')).toBe('2024-05-01T10:00:00+00:00');
    expect(el.querySelector('.casino-money')!.getAttribute('dir')).toBe('ltr');
    expect(el.querySelector('.casino-code')!.textContent).toBe('TN5910006035183598478831');
    expect(el.querySelector('.casino-code')!.getAttribute('dir')).toBe('ltr');
    expect(el.textContent).toContain('Vous avez annulé ce retrait');
    expect(el.querySelector('h3')!.textContent).toContain('Retrait');
  });

  // An open deposit says its own deadline, not « jusqu’à 24 h » (docs/api.md "Payments: expiry").
  describe('an open deposit with a deadline', () => {
    afterEach(() => vi.useRealTimers());
    const deposit = (status: number, expiresAt: string | null) => ({
      id: 88,
      type: 'deposit' as const,
      amount: 80,
      currency: 'TND',
      status,
      paymentSystem: 'card',
      createdAt: new Date(2026, 11, 5, 10, 12).toISOString(),
      expiresAt,
    });

    it('says a deposit its break ended was stopped by the break, nothing debited or credited', async () => {
      const el = await render(<PaymentTimeline payment={{ ...deposit(40, null), failureReason: 'timeout' }} />);
      expect(el.querySelector('.payment-detail__next')!.textContent).toBe(
        'Ce dépôt a été arrêté quand vous avez commencé votre pause : rien n’a été débité ni crédité.',
      );
    });

    it('says the time to pay by (the day too when not today), then the 24 h text only without one', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 11, 5, 10, 12));
      const next = async (status: number, expiresAt: string | null) =>
        (await render(<PaymentTimeline payment={deposit(status, expiresAt)} />)).querySelector('.payment-detail__next')!.textContent;
      expect(await next(20, new Date(2026, 11, 5, 10, 42).toISOString())).toBe(
        'En attente du paiement : à régler avant \u206610:42\u2069, sinon il expire sans rien débiter.',
      );
      expect(await next(10, new Date(2026, 11, 8, 9, 5).toISOString())).toBe(
        'En attente du paiement : à régler avant le \u206608/12\u2069 à \u206609:05\u2069, sinon il expire sans rien débiter.',
      );
      expect(await next(20, null)).toBe('En attente du prestataire de paiement : une confirmation peut prendre jusqu’à 24 h.');
    });
  });
});
