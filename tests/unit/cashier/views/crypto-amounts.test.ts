import { describe, expect, it } from 'vitest';
import { coinShortfall, coinUnits, cryptoOutcome, unitsToCoin } from '../../../../widgets/cashier/views/crypto-amounts';

describe('coin amounts in units of 1e-8', () => {
  it('reads decimal strings exactly', () => {
    expect(coinUnits('0.00012')).toBe(12000n);
    expect(coinUnits('16.12345678')).toBe(1612345678n);
    expect(coinUnits('2')).toBe(200000000n);
    expect(coinUnits('0.123456789')).toBeNull();
    expect(coinUnits('1e-8')).toBeNull();
    expect(coinUnits(null)).toBeNull();
  });

  it('writes units back without trailing zeros or exponents', () => {
    expect(unitsToCoin(1n)).toBe('0.00000001');
    expect(unitsToCoin(200000000n)).toBe('2');
    expect(unitsToCoin(1612345678n)).toBe('16.12345678');
  });

  it('the shortfall is exact where floats are not (0.3 - 0.1 - 0.1 - 0.1)', () => {
    expect(coinShortfall('0.3', '0.2')).toBe('0.1');
    expect(coinShortfall('16.12345678', '16.12345677')).toBe('0.00000001');
    expect(coinShortfall('1', '1.00000000')).toBeNull();
    expect(coinShortfall('1', '1.5')).toBeNull();
    expect(coinShortfall('1', null)).toBe('1');
  });
});

describe('cryptoOutcome', () => {
  const p = (status: number, actuallyPaid: string | null, payAmount = '0.5') => ({ status: status as 20, payAmount, actuallyPaid });
  it('30 in full is paid; 30 with less is an under-payment', () => {
    expect(cryptoOutcome(p(30, '0.5'))).toBe('paid');
    expect(cryptoOutcome(p(30, null))).toBe('paid');
    expect(cryptoOutcome(p(30, '0.49'))).toBe('underpaid');
  });
  it('open statuses: waiting until something arrives, then partial', () => {
    expect(cryptoOutcome(p(20, null))).toBe('waiting');
    expect(cryptoOutcome(p(20, '0'))).toBe('waiting');
    expect(cryptoOutcome(p(20, '0.1'))).toBe('partial');
    expect(cryptoOutcome(p(27, null))).toBe('manual');
  });
  it('45 expired, 22 and 40 failed', () => {
    expect(cryptoOutcome(p(45, null))).toBe('expired');
    expect(cryptoOutcome(p(40, null))).toBe('failed');
    expect(cryptoOutcome(p(22, null))).toBe('failed');
  });
});
