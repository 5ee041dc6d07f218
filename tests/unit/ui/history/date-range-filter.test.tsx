// @vitest-environment jsdom
// The date presets over the two date inputs (docs/contracts/profile.md §Histories): a preset writes its two
// days, the URL's days select their preset back, custom shows the inputs, "all dates" clears both.
import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { DateRangeFilter } from '../../../../src/ui/history/history-filters';
import { jsdomRender } from '../../support/render';

const NOW = new Date(2025, 0, 15, 9, 0);
const jsdom = jsdomRender();
let container: HTMLElement;

async function render(from: string | undefined, to: string | undefined, onChange = vi.fn()) {
  container = await jsdom.render(<DateRangeFilter presets now={NOW} from={from} to={to} onChange={onChange} />);
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
    await jsdom.unmount();
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
