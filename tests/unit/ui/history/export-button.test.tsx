// @vitest-environment jsdom
// The whole-history export: progress, the file's content, a translated failure with a retry.
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { ExportAllButton } from '../../../../src/ui/history/export-button';
import { csvAmount } from '../../../../src/ui/history/csv';
import { jsdomRender } from '../../support/render';

const jsdom = jsdomRender();
let container: HTMLElement;

type Row = { id: number; amount: number };
const columns = [
  { header: 'N°', value: (r: Row) => r.id },
  { header: 'Montant', value: (r: Row) => csvAmount(r.amount) },
];

async function render(load: (page: number, size: number) => Promise<{ count: number; items: Row[] }>, save: (csv: string, name: string) => void) {
  container = await jsdom.render(
    <ExportAllButton<Row> columns={columns} load={load} fileName={['statement', '2025-01-01']} errorText={() => 'Connexion perdue'} save={save} />,
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
