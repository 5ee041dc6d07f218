// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../../src/i18n/i18n';
import { activateLocale } from '../../../../src/i18n/load';
import { HistoryList, type HistoryListProps } from '../../../../src/ui/history/history-list';
import { csvAmount } from '../../../../src/ui/history/csv';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement;

beforeAll(async () => {
  await activateLocale('fr');
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container?.remove();
});

async function render(ui: ReactNode) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>));
}

interface Row {
  id: number;
  amount: number;
}

function props(over: Partial<HistoryListProps<Row>> = {}): HistoryListProps<Row> {
  return {
    title: 'Dépôts',
    status: 'ready',
    rows: [
      { id: 1, amount: 50 },
      { id: 2, amount: 12.5 },
    ],
    rowKey: (r) => r.id,
    count: 23,
    page: 2,
    pageSize: 10,
    columns: [
      { key: 'id', header: 'N°', cell: (r) => r.id, csv: (r) => r.id },
      { key: 'amount', header: 'Montant', cell: (r) => `${r.amount} DT`, csv: (r) => csvAmount(r.amount), numeric: true },
      { key: 'more', header: 'Détail', cell: () => <button type="button">voir</button> },
    ],
    onPage: vi.fn(),
    onRetry: vi.fn(),
    emptyText: 'Aucun dépôt.',
    exportName: 'deposits',
    ...over,
  };
}

const text = (sel: string) => container.querySelector(sel)?.textContent?.trim();

describe('HistoryList', () => {
  it('a table with a caption, cells named for the card layout, and the count in a live region', async () => {
    await render(<HistoryList {...props()} />);
    expect(text('caption')).toBe('Dépôts, page 2 sur 3');
    expect(text('[role="status"]')).toBe('23 résultats');
    const cells = container.querySelectorAll('tbody tr:first-child td');
    expect([...cells].map((c) => c.getAttribute('data-label'))).toEqual(['N°', 'Montant', 'Détail']);
    expect(container.querySelector('table')!.getAttribute('role')).toBe('table');
  });

  it('paging: the current page has aria-current, others go there, the ends are aria-disabled', async () => {
    const onPage = vi.fn();
    await render(<HistoryList {...props({ onPage, page: 1 })} />);
    const current = container.querySelector('[aria-current="page"]')!;
    expect(current.textContent).toBe('1');
    expect(container.querySelector('nav')!.getAttribute('aria-label')).toBe('Pages : Dépôts');
    const previous = container.querySelector('[part~="pager-previous"]') as HTMLButtonElement;
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await act(async () => previous.click());
    expect(onPage).not.toHaveBeenCalled();
    await act(async () => (container.querySelector('[aria-label="Page 3"]') as HTMLButtonElement).click());
    expect(onPage).toHaveBeenCalledWith(3);
    await act(async () => (container.querySelector('[part~="pager-next"]') as HTMLButtonElement).click());
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('the first load is a skeleton with a status; a later load keeps the rows, busy', async () => {
    await render(<HistoryList {...props({ status: 'loading', rows: [] })} />);
    expect(container.querySelector('[part~="loading"]')).not.toBeNull();
    expect(container.querySelector('table')).toBeNull();
    await act(async () => root!.render(<I18nProvider i18n={i18n}><HistoryList {...props({ status: 'loading' })} /></I18nProvider>));
    expect(container.querySelector('table')!.getAttribute('aria-busy')).toBe('true');
    expect(text('.history-count')).toBe('Chargement…');
  });

  it('an error says so and retries', async () => {
    const onRetry = vi.fn();
    await render(<HistoryList {...props({ status: 'error', errorText: 'Connexion perdue.', onRetry })} />);
    expect(text('[role="alert"] p')).toBe('Connexion perdue.');
    await act(async () => (container.querySelector('[part~="retry"]') as HTMLButtonElement).click());
    expect(onRetry).toHaveBeenCalledOnce();
    expect(container.querySelector('nav')).toBeNull();
  });

  it('empty: the caller’s words, or "nothing matches" with a clear button when filtered', async () => {
    await render(<HistoryList {...props({ rows: [], count: 0 })} />);
    expect(text('[part~="history-empty"] p')).toBe('Aucun dépôt.');
    expect(text('[role="status"]')).toBe('Aucun résultat');
    const onClear = vi.fn();
    await act(async () =>
      root!.render(<I18nProvider i18n={i18n}><HistoryList {...props({ rows: [], count: 0, filtered: true, onClear })} /></I18nProvider>),
    );
    expect(text('[part~="history-empty"] p')).toBe('Aucun résultat pour ces filtres.');
    await act(async () => (container.querySelector('[part~="clear-filters"]') as HTMLButtonElement).click());
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('exports the page shown as CSV, the columns without a CSV value left out', async () => {
    const blobs: Blob[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('deposits-page-2.csv');
    });
    URL.createObjectURL = vi.fn((b: Blob) => (blobs.push(b), 'blob:x'));
    URL.revokeObjectURL = vi.fn();
    await render(<HistoryList {...props()} />);
    await act(async () => (container.querySelector('[part~="export"]') as HTMLButtonElement).click());
    expect(click).toHaveBeenCalledOnce();
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    // A UTF-8 byte-order mark first, so a spreadsheet reads the accents and Arabic right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes)).toBe('N°,Montant\r\n1,50.00\r\n2,12.50\r\n');
    click.mockRestore();
  });
});
