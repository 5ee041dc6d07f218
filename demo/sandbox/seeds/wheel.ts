import type { Queryable } from '../db';

export interface WheelPrizeSeed {
  id: number;
  name: { fr: string; en: string; ar: string };
  /** TND; "0.00" for a present or a "try again". */
  amount: string;
  wallet: 'balance' | 'bonus' | null;
  is_present: boolean;
  image: string | null;
  weight: number;
  /** TND, a present only: what the house pays for it, so the wheel's expected return counts it. */
  value?: string;
}

type Names = WheelPrizeSeed['name'];
const MONEY: Names = { fr: '{amount} {currency}', en: '{amount} {currency}', ar: '{amount} {currency}' };
const BONUS: Names = { fr: 'Bonus {amount}', en: 'Bonus {amount}', ar: 'مكافأة {amount}' };
const RETRY: Names = { fr: 'Rejouez', en: 'Try again', ar: 'حاول مجددا' };

/** A present is the prize with an image (and nothing paid). */
const prize = (id: number, name: Names, amount: string, wallet: WheelPrizeSeed['wallet'], weight: number, image: string | null = null, value?: string) => ({
  id, name, amount, wallet, weight, image, is_present: image !== null, ...(value ? { value } : {}),
});
const money = (id: number, amount: string, weight: number) => prize(id, MONEY, amount, 'balance', weight);
const bonus = (id: number, amount: string, weight: number) => prize(id, BONUS, amount, 'bonus', weight);
const retry = (id: number, weight: number) => prize(id, RETRY, '0.00', null, weight);
const present = (id: number, name: Names, image: string, weight: number, value: string) => prize(id, name, '0.00', null, weight, image, value);

/**
 * The 16 segments in wheel order (segment i = item i). Ids are deliberately not the positions, so a
 * client that confuses the two lands on the wrong segment in tests. Weights sum to 1000.
 *
 * A paid spin must cost the player more than it returns on average (docs/api.md "Wheel", expected
 * return): with a bonus counted at what it converts to (the exchange moves it 1:1 to the balance) and a
 * present at its value, the weights below return 1.84 TND of a 2.00 TND spin (92 %;
 * services/wheel.ts expectedReturn, checked by tests/unit/sandbox/wheel-return.test.ts).
 */
export const WHEEL_PRIZES: WheelPrizeSeed[] = [
  money(7, '1.00', 160),
  bonus(12, '2.00', 60),
  retry(1, 183),
  money(3, '5.00', 40),
  present(9, { fr: 'Casque audio', en: 'Headphones', ar: 'سماعات' }, 'headphones', 1, '120.00'),
  money(14, '2.00', 120),
  bonus(5, '5.00', 20),
  money(16, '50.00', 4),
  retry(2, 183),
  money(10, '10.00', 20),
  bonus(8, '10.00', 5),
  money(4, '100.00', 2),
  present(11, { fr: 'Maillot', en: 'Team jersey', ar: 'قميص الفريق' }, 'jersey', 1, '80.00'),
  money(15, '20.00', 8),
  retry(6, 183),
  money(13, '1.00', 10),
];

/** TND, the contract's defaults. */
export const WHEEL_CONFIG = { paid_spin_cost: '2.00', paid_spin_min_balance: '2.00', free_spin_min_balance: '0.00' };

/**
 * Prizes are reference data (names, amounts, order upserted each start) but their weights and the
 * config are QA's: kept across restarts, restored by a reset (which empties the tables first).
 */
export async function seedWheel(tx: Queryable): Promise<void> {
  // Positions are unique: move the old ones out of the way before writing the new order.
  await tx.query('UPDATE wheel_prizes SET position = position + 100 WHERE position < 100');
  for (const [position, p] of WHEEL_PRIZES.entries()) {
    await tx.query(
      `INSERT INTO wheel_prizes (id, position, name_fr, name_en, name_ar, amount, wallet, is_present, image, weight)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (id) DO UPDATE SET position = EXCLUDED.position, name_fr = EXCLUDED.name_fr, name_en = EXCLUDED.name_en,
         name_ar = EXCLUDED.name_ar, amount = EXCLUDED.amount, wallet = EXCLUDED.wallet, is_present = EXCLUDED.is_present,
         image = EXCLUDED.image`,
      [p.id, position, p.name.fr, p.name.en, p.name.ar, p.amount, p.wallet, p.is_present, p.image, p.weight],
    );
  }
  await tx.query(
    `INSERT INTO wheel_config (id, paid_spin_cost, paid_spin_min_balance, free_spin_min_balance)
     VALUES (1, $1, $2, $3) ON CONFLICT (id) DO NOTHING`,
    [WHEEL_CONFIG.paid_spin_cost, WHEEL_CONFIG.paid_spin_min_balance, WHEEL_CONFIG.free_spin_min_balance],
  );
}
