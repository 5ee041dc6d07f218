// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { activateLocale } from '../../../src/i18n/load';
import { Money } from '../../../src/format/money-amount';
import { jsdomRender } from '../support/render';

const jsdom = jsdomRender();
let host: HTMLElement;

async function render(amount: number, currency: string) {
  host = await jsdom.render(<Money amount={amount} currency={currency} />);
  return host.querySelector('bdi')!;
}

describe('<Money>', () => {
  it('is an LTR island with the amount formatted for the current locale', async () => {
    const bdi = await render(1234.5, 'TND');
    expect(bdi.getAttribute('dir')).toBe('ltr');
    expect(bdi.className).toBe('casino-money');
    expect(bdi.textContent).toBe('1\u202F234,50\u00A0DT');
  });

  it('follows a language change', async () => {
    const bdi = await render(1234.5, 'TND');
    await act(async () => activateLocale('ar'));
    expect(bdi.textContent).toBe('1,234.50\u00A0د.ت');
    await act(async () => activateLocale('en'));
    expect(host.querySelector('bdi')!.textContent).toBe('1,234.50\u00A0DT');
    await act(async () => activateLocale('fr'));
  });
});
