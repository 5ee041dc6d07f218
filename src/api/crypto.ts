// /services/crypto-pay (spec money-and-games.md §3 "Crypto", §7; docs/contracts/payments.md
// "Crypto"). Coin amounts stay the server's decimal strings (up to 8 decimals: a float would round a
// satoshi away and the player would under-pay); fiat amounts are numbers like the rest of the cashier.
import type { HttpClient } from './client';
import { arr, decimal, int, optStr, ShapeError, str } from './convert';
import { round2 } from '../format/money';
import { fieldsOf, paymentStatus, toWireAmount, type PaymentStatus } from './payments';

/** The spec's order of the coins. */
export const CRYPTO_ORDER = ['btc', 'eth', 'usdttrc20', 'usdterc20', 'busdbsc', 'bnbbsc', 'doge', 'trx', 'ltc'] as const;
type CryptoCode = (typeof CRYPTO_ORDER)[number];

/** The network named plainly, for the coins that exist on several (the server's name otherwise). */
const CRYPTO_NETWORKS: Partial<Record<string, string>> = {
  usdttrc20: 'TRC-20',
  usdterc20: 'ERC-20',
  busdbsc: 'BSC',
  bnbbsc: 'BSC',
  trx: 'TRON',
};

export interface CryptoCurrency {
  code: string;
  name: string;
  network: string;
}

export interface CryptoMinAmount {
  currency: string;
  /** Coin, decimal string. */
  min: string;
  /** The same minimum in the player's currency. */
  fiatAmount: number;
  /** The most one deposit may be, in the player's currency (null: the server did not say). */
  fiatMax: number | null;
  fiatCurrency: string;
}

export interface CryptoPaymentInput {
  payCurrency: string;
  /** In the player's currency. */
  amount: number;
}

export interface CryptoPayment {
  id: string;
  /** The deposit Payment it created (the truth about the money). */
  paymentId: number;
  address: string;
  payCurrency: string;
  /** Coin, decimal string: what to send, exactly. */
  payAmount: string;
  network: string;
  expiresAt: string;
  status: PaymentStatus;
  /** Coin received so far (GET /payment/{id}); null on creation. */
  actuallyPaid: string | null;
}

const COIN = /^\d+(\.\d{1,8})?$/;
function coin(value: unknown, what: string): string {
  const s = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof s !== 'string' || !COIN.test(s.trim())) throw new ShapeError(`${what}: coin amount expected`);
  return s.trim();
}

const orderOf = (code: string) => {
  const i = (CRYPTO_ORDER as readonly string[]).indexOf(code);
  return i < 0 ? CRYPTO_ORDER.length : i;
};

function toCryptoCurrency(data: unknown): CryptoCurrency {
  const f = fieldsOf(data, 'currency');
  const code = f('code', str).toLowerCase();
  return { code, name: f('name', str), network: CRYPTO_NETWORKS[code] ?? f('network', optStr) ?? '' };
}

/** In the spec's order whatever the server's; a coin it does not list goes last, as sent. */
export function toCryptoCurrencies(data: unknown): CryptoCurrency[] {
  const list = arr(fieldsOf(data, 'currencies')('currencies', (v) => v), 'currencies.currencies').map(toCryptoCurrency);
  return list.map((c, i) => ({ c, i })).sort((a, b) => orderOf(a.c.code) - orderOf(b.c.code) || a.i - b.i).map(({ c }) => c);
}

export function toCryptoMinAmount(data: unknown): CryptoMinAmount {
  const f = fieldsOf(data, 'min_amount');
  return {
    currency: f('currency', str).toLowerCase(),
    min: f('min', coin),
    fiatAmount: round2(f('fiat_amount', decimal)),
    fiatMax: f('fiat_max', (v, w) => (v === undefined || v === null ? null : round2(decimal(v, w)))),
    fiatCurrency: f('fiat_currency', str),
  };
}

export function toCryptoPayment(data: unknown): CryptoPayment {
  const f = fieldsOf(data, 'crypto_payment');
  const payCurrency = f('pay_currency', str).toLowerCase();
  const paid = f('actually_paid', (v, w) => (v === undefined || v === null ? null : coin(v, w)));
  return {
    id: f('id', str),
    paymentId: f('payment_id', int),
    address: f('address', str),
    payCurrency,
    payAmount: f('pay_amount', coin),
    network: CRYPTO_NETWORKS[payCurrency] ?? f('network', optStr) ?? '',
    expiresAt: f('expires_at', str),
    status: f('status', paymentStatus),
    actuallyPaid: paid,
  };
}

const CRYPTO_BASE = '/services/crypto-pay';

export function cryptoApi(http: HttpClient) {
  return {
    currencies: () => http.request({ method: 'GET', path: `${CRYPTO_BASE}/available-currencies` }, toCryptoCurrencies),
    minAmount: (code: string) =>
      http.request({ method: 'GET', path: `${CRYPTO_BASE}/min-amount`, data: { currency: code } }, toCryptoMinAmount),
    /** Creates the deposit (status 20) and the address; the same key replays the first answer. */
    createPayment: (input: CryptoPaymentInput, idempotencyKey: string) =>
      http.request(
        {
          method: 'POST',
          path: `${CRYPTO_BASE}/create-payment`,
          data: { pay_currency: input.payCurrency, amount: toWireAmount(input.amount) },
          idempotencyKey,
        },
        toCryptoPayment,
      ),
    payment: (id: string) => http.request({ method: 'GET', path: `${CRYPTO_BASE}/payment/${encodeURIComponent(id)}` }, toCryptoPayment),
  };
}

export type CryptoApi = ReturnType<typeof cryptoApi>;
