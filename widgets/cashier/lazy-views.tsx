// The cashier's lazy views (the cashier's size budget, docs/conventions.md §4: the history, the transfers and the
// crypto deposit, with the QR code, are chunks of their own): each is `export default function …(props:
// CashierViewProps)` (./view-props.ts), fetched when first shown, its styles (an optional `styles` export)
// adopted into the element's shadow root before it renders. A chunk that fails to load shows the error screen
// with retry.
import type { ComponentType } from 'react';
import { useLingui } from '@lingui/react';
import { useHost } from '../../src/element/define-widget';
import { lazyChunk, useChunk } from '../../src/element/lazy-chunk';
import { ErrorScreen, Spinner } from '../../src/ui';
import { parts } from '../../src/ui/part';
import type { CashierViewProps, ShellActions } from './view-props';

interface ViewModule {
  default: ComponentType<CashierViewProps & { actions: ShellActions }>;
  styles?: string;
}

type LazyPage = 'balance' | 'replenishment' | 'withdraw' | 'pay-history' | 'cashier' | 'crypto';

// Every page is a chunk of its own, the shell (navigation, tray, location) is what the entry loads: the
// balance, deposit and withdrawal pages are lazy too, which keeps casino-cashier.js and its static chunks
// within the budget (docs/conventions.md §4) and loads a page's code only when it is shown.
const CHUNKS: Partial<Record<LazyPage, () => Promise<ViewModule>>> = {
  balance: lazyChunk<ViewModule>(() => import('./balance-view')),
  replenishment: lazyChunk<ViewModule>(() => import('./deposit-view')),
  withdraw: lazyChunk<ViewModule>(() => import('./payout-view')),
  'pay-history': lazyChunk<ViewModule>(() => import('./views/history-view')),
  crypto: lazyChunk<ViewModule>(() => import('./views/crypto-view')),
  cashier: lazyChunk<ViewModule>(() => import('./views/transfers-view')),
};

const missing = () => Promise.reject(new Error('cashier view not available'));

export function LazyView({ page, ...props }: CashierViewProps & { actions: ShellActions; page: LazyPage }) {
  const { i18n } = useLingui();
  const { root } = useHost();
  const chunk = useChunk(`cashier-${page}`, CHUNKS[page] ?? missing, { root, styles: (m) => m.styles });
  if (chunk.status === 'failed') return <ErrorScreen error={chunk.error} onRetry={chunk.retry} />;
  if (chunk.status !== 'ready') {
    return (
      <div className="cashier-loading" {...parts('loading')}>
        <Spinner size="medium" label={i18n._({ id: 'cashier.loading_view', message: 'Chargement…' })} />
      </div>
    );
  }
  const View = chunk.value.default;
  return <View {...props} />;
}
