// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '../../../../widgets/cashier/views/copy-text';

function setup() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const button = document.createElement('button');
  root.append(button);
  return { root, button };
}

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  document.body.innerHTML = '';
});

describe('copyText', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { button } = setup();
    expect(await copyText('TQabc', button)).toBe(true);
    expect(writeText).toHaveBeenCalledWith('TQabc');
  });

  it('falls back to a selected textarea inside the shadow root (never the host page), removed after', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    const { root, button } = setup();
    let seen: { value: string; inShadow: boolean } | null = null;
    document.execCommand = vi.fn(() => {
      const area = root.querySelector('textarea');
      seen = area ? { value: area.value, inShadow: area.getRootNode() === root } : null;
      return true;
    });
    expect(await copyText('0.00012', button)).toBe(true);
    expect(seen).toEqual({ value: '0.00012', inShadow: true });
    expect(root.querySelector('textarea')).toBeNull();
    expect(document.body.querySelector('textarea')).toBeNull();
  });

  it('says false when both ways fail', async () => {
    const { button } = setup();
    document.execCommand = vi.fn(() => false);
    expect(await copyText('x', button)).toBe(false);
    document.execCommand = vi.fn(() => {
      throw new Error('not supported');
    });
    expect(await copyText('x', button)).toBe(false);
  });
});
