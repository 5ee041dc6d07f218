// @vitest-environment jsdom
// The date presets over the two date inputs (issue 15): a preset writes its two days, the URL's days
// select their preset back, custom shows the inputs, "all dates" clears both.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../../src/i18n/i18n';
import { activateLocale } from '../../../../src/i18n/load';
import { DateRangeFilter } from '../../../../src/ui/history/history-filters';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const NOW = new Date(2025, 0, 15, 9, 0);
let root: Root;
let container: HTMLElement;
beforeAll(async () => {
  await activateLocale('fr');
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

async function render(from: string | undefined, to: string | undefined, onChange = vi.fn()) {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<I18nProvider i18n={i18n}><DateRangeFilter presets now={NOW} from={from} to={to} onChange={onChange} /></I18nProvider>));
  return onChange;
}
const preset = () => container.querySelector<HTMLSelectElement>('select')!;
const pick = async (value: string) =>
  act(async () => {
    preset().value = value;
    preset().dispatchEvent(new Event('change', { bubbles: true }));
  });

describe('DateRangeFilter with presets', () => {
  it('no dates: "all dates", no inputs; a preset writes its days', async () => {
    const onChange = await render(undefined, undefined);
    expect(preset().value).toBe('all');
    expect(container.querySelectorAll('input[type="date"]')).toHaveLength(0);
    await pick('7d');
    expect(onChange).toHaveBeenCalledWith({ from: '2025-01-09', to: '2025-01-15' });
  });

  it("the URL's days select their preset; other days are custom with the inputs filled", async () => {
    await render('2025-01-01', '2025-01-15');
    expect(preset().value).toBe('month');
    await act(async () => root.unmount());
    container.remove();
    await render('2025-01-02', '2025-01-04');
    expect(preset().value).toBe('custom');
    expect([...container.querySelectorAll<HTMLInputElement>('input[type="date"]')].map((i) => i.value)).toEqual(['2025-01-02', '2025-01-04']);
  });

  it('custom opens the inputs without changing anything; all dates clears both', async () => {
    const onChange = await render('2025-01-15', '2025-01-15');
    await pick('custom');
    expect(onChange).not.toHaveBeenCalled();
    expect(container.querySelectorAll('input[type="date"]')).toHaveLength(2);
    await pick('all');
    expect(onChange).toHaveBeenCalledWith({ from: null, to: null });
  });
});
