// @vitest-environment jsdom
// The whole-history export: progress, the file's content, a translated failure with a retry.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../../src/i18n/i18n';
import { activateLocale } from '../../../../src/i18n/load';
import { ExportAllButton } from '../../../../src/ui/history/export-button';
import { csvAmount } from '../../../../src/ui/history/csv';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
beforeAll(async () => {
  await activateLocale('fr');
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

type Row = { id: number; amount: number };
const columns = [
  { header: 'N°', value: (r: Row) => r.id },
  { header: 'Montant', value: (r: Row) => csvAmount(r.amount) },
];

async function render(load: (page: number, size: number) => Promise<{ count: number; items: Row[] }>, save: (csv: string, name: string) => void) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nProvider i18n={i18n}>
        <ExportAllButton<Row> columns={columns} load={load} fileName={['statement', '2025-01-01']} errorText={() => 'Connexion perdue'} save={save} />
      </I18nProvider>,
    ),
  );
}
const button = (text: string) => [...container.querySelectorAll('button')].find((b) => b.textContent?.includes(text))!;

describe('ExportAllButton', () => {
  it('saves every page of the filter as one CSV and says how many lines', async () => {
    const rows = Array.from({ length: 130 }, (_, i) => ({ id: i + 1, amount: -i }));
    const save = vi.fn();
    await render(async (page, size) => ({ count: rows.length, items: rows.slice((page - 1) * size, page * size) }), save);
    await act(async () => button('Exporter').click());
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [csv, name] = save.mock.calls[0];
    expect(name).toBe('statement-2025-01-01.csv');
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(131);
    expect(lines[0]).toBe('N°,Montant');
    expect(lines[2]).toBe('2,-1.00');
    await vi.waitFor(() => expect(container.textContent).toContain('Fichier prêt : 130 lignes.'));
  });

  it('says why it failed, keeps nothing half-saved, and retries', async () => {
    const save = vi.fn();
    let fail = true;
    await render(async () => {
      if (fail) throw new Error('offline');
      return { count: 1, items: [{ id: 1, amount: 2 }] };
    }, save);
    await act(async () => button('Exporter').click());
    await vi.waitFor(() => expect(container.querySelector('[role="alert"]')?.textContent).toContain("L'export n'a pas abouti : Connexion perdue"));
    expect(save).not.toHaveBeenCalled();
    fail = false;
    await act(async () => button('Exporter').click());
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });
});
