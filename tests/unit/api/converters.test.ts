// Server JSON → client types (docs/api.md shapes), with the spec's display rules (§3): balance 2 decimals,
// bonus balance floored, limits rounded (minBet up, the others down), and malformed bodies refused.
import { describe, expect, it } from 'vitest';
import { toUser } from '../../../src/api/accounts';
import { toCurrencyList, toSettings } from '../../../src/api/settings';
import { ShapeError } from '../../../src/api/convert';

const serverUser = {
  id: 1001,
  login: 'demo@casino.test',
  email: 'demo@casino.test',
  username: 'demo',
  first_name: 'Demo',
  last_name: 'Player',
  role: 'P',
  currency: 'TND',
  balance: '1000.005',
  bonus_balance: '5.679',
  parent: null,
  created_at: '2024-03-01T10:15:00Z',
  date_joined: '2024-03-01T10:15:00Z',
  is_self_registered: true,
  user_types: 0,
  lang: 'fr',
};

describe('toUser', () => {
  it('converts snake_case to the client type, balance to 2 decimals, bonus floored', () => {
    expect(toUser(serverUser)).toEqual({
      id: 1001,
      login: 'demo@casino.test',
      email: 'demo@casino.test',
      username: 'demo',
      firstName: 'Demo',
      lastName: 'Player',
      role: 'P',
      currency: 'TND',
      balance: 1000.01,
      bonusBalance: 5.67,
      parent: null,
      createdAt: '2024-03-01T10:15:00Z',
      dateJoined: '2024-03-01T10:15:00Z',
      isSelfRegistered: true,
      userTypes: 0,
      lang: 'fr',
    });
  });

  it('accepts numbers for money and a cashier-registered player', () => {
    const user = toUser({ ...serverUser, balance: 0.5, bonus_balance: 12, user_types: 1, is_self_registered: false, parent: 1003 });
    expect(user).toMatchObject({ balance: 0.5, bonusBalance: 12, userTypes: 1, isSelfRegistered: false, parent: 1003 });
  });

  it('refuses a body that is not a user', () => {
    expect(() => toUser('<html>')).toThrow(ShapeError);
    expect(() => toUser({ ...serverUser, balance: 'lots' })).toThrow(ShapeError);
    expect(() => toUser({ ...serverUser, id: undefined })).toThrow(ShapeError);
  });
});

describe('toSettings', () => {
  it('rounds minBet up and maxBet, maxWin, maxTransaction down to 2 decimals', () => {
    const settings = toSettings({
      rates: [{ currency: 'EUR', rate: '0.3' }],
      limits: { min_bet: 0.505, max_bet: 5000.999, max_win: '100000.567', max_transaction: 20000.129 },
      currencies: ['TND', 'EUR'],
    });
    expect(settings.limits).toEqual({ minBet: 0.51, maxBet: 5000.99, maxWin: 100000.56, maxTransaction: 20000.12 });
    expect(settings.rates).toEqual([{ currency: 'EUR', rate: 0.3 }]);
    expect(settings.currencies).toEqual(['TND', 'EUR']);
  });

  it('does not round a limit that is already exact', () => {
    expect(toSettings({ limits: { min_bet: 1, max_bet: 2.5, max_win: 3, max_transaction: 4.1 } }).limits).toEqual({
      minBet: 1,
      maxBet: 2.5,
      maxWin: 3,
      maxTransaction: 4.1,
    });
  });

  it('refuses settings without limits', () => {
    expect(() => toSettings({ rates: [] })).toThrow(ShapeError);
  });
});

describe('toCurrencyList', () => {
  it('reads a list of {code, name}, a paginated results list, or plain codes', () => {
    expect(toCurrencyList([{ code: 'TND', name: 'Tunisian dinar' }])).toEqual([{ code: 'TND', name: 'Tunisian dinar' }]);
    expect(toCurrencyList({ results: ['EUR'] })).toEqual([{ code: 'EUR', name: 'EUR' }]);
  });
});
