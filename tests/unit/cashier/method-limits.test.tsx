// @vitest-environment jsdom
// A method's advertised limits and its amount field agree (widgets/cashier/limits.ts methodLimits,
// system-list.tsx; docs/api.md "Payments"): the bank deposit's own 50 000 is advertised as the settings'
// maxTransaction 20 000,12 the field checks, and the crypto field's max is the crypto system's 20 000
// (min-amount's fiat_max), not maxTransaction's 20 000,12.
import { describe, expect, it } from 'vitest';
import { amountLimits, methodLimits } from '../../../widgets/cashier/limits';
import { SystemList } from '../../../widgets/cashier/system-list';
import { jsdomRender } from '../support/render';

const jsdom = jsdomRender();
const SITE = { siteMin: 16.95, maxTransaction: 20000.12 };
const bank = { slug: 'bank_transfer', name: 'Virement bancaire', description: '', min: 50, max: 50000, currency: 'TND', isTemporaryDisabled: false, disabledReason: null };
const card = { ...bank, slug: 'card', name: 'Carte', min: 10, max: 5000 };

describe('methodLimits', () => {
  it("takes the tightest of the method's own, the site's minimum and maxTransaction", () => {
    expect(methodLimits(bank, SITE)).toEqual({ min: 50, max: 20000.12 });
    expect(methodLimits(card, SITE)).toEqual({ min: 16.95, max: 5000 });
  });

  it("crypto: the field's max is the system's 20 000 when the server gives it", () => {
    expect(amountLimits({ systemMin: 30, systemMax: 20000, maxTransaction: 20000.12 })).toEqual({ min: 30, max: 20000 });
  });
});

describe('<SystemList limitsOf>', () => {
  it('advertises the bounds the field checks, not the method’s own maximum', async () => {
    const el = await jsdom.render(
      <SystemList legend="Moyen" name="deposit-system" systems={[card, bank]} selected={null} onSelect={() => undefined} limitsOf={(s) => methodLimits(s, SITE)} />,
    );
    const lines = [...el.querySelectorAll('.system__limits')].map((n) => n.textContent!.replace(/[\s\u2066-\u2069]+/g, ' ').trim());
    expect(lines[0]).toMatch(/^De 16,95 \S+ à 5 000,00 \S+$/);
    expect(lines[1]).toMatch(/^De 50,00 \S+ à 20 000,12 \S+$/);
    expect(lines[1]).not.toContain('50 000');
  });
});
