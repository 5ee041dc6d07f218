// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../../../src/i18n/i18n';
import { activateLocale } from '../../../src/i18n/load';
import { Money } from '../../../src/format/money-amount';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement;

beforeAll(async () => {
  await activateLocale('fr');
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  host?.remove();
});

async function render(amount: number, currency: string) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () =>
    root!.render(
      <I18nProvider i18n={i18n}>
        <Money amount={amount} currency={currency} />
      </I18nProvider>,
    ),
  );
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
