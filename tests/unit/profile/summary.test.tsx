// @vitest-environment jsdom
// The profile's summary card (widgets/profile/profile-summary.tsx): the session user's balances, the
// summary's date joined and verification state, the banned notice (money §8 user_is_banned: the sandbox
// ends a banned player's session, so only this test shows it), the documents' link by state, loading and
// the failure with retry, and never another player's summary. The store is replaced by a plain map.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { ApiError } from '../../../src/api/errors';
import type { ProfileSummaryState } from '../../../src/stores/profile-summary';
import { user } from '../session/fakes';
import { profileSummary } from '../support/profile-fixtures';
import { jsdomRender } from '../support/render';

const state = vi.hoisted(() => ({ reload: vi.fn(async () => undefined) }));
vi.mock('../../../src/stores/profile-summary', async () => {
  const { map: nanomap } = await import('nanostores');
  const $profileSummary = nanomap<ProfileSummaryState>({ status: 'idle', data: null, error: null });
  return { $profileSummary, reloadProfileSummary: state.reload };
});
const { $profileSummary } = await import('../../../src/stores/profile-summary');
const { ProfileSummaryCard, formatDay } = await import('../../../widgets/profile/profile-summary');

const jsdom = jsdomRender();
afterEach(() => {
  state.reload.mockClear();
});

const summary = profileSummary;

async function render(s: Partial<ProfileSummaryState>, handlers = { onKyc: vi.fn(), onVerifyEmail: vi.fn() }) {
  $profileSummary.set({ status: 'ready', data: null, error: null, ...s });
  const el = await jsdom.render(<ProfileSummaryCard user={user({ balance: 1234.5, bonusBalance: 7.25 })} {...handlers} />);
  return { el, ...handlers };
}

const figure = (el: HTMLElement, part: string) => (el.querySelector(`[part~="${part}"] dd`)?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('<ProfileSummaryCard>', () => {
  it("shows the session user's balances (they move live) and the summary's date and states", async () => {
    const { el } = await render({ data: summary({ balance: 1, bonusBalance: 1 }) });
    expect(el.querySelector('[part~="username"]')!.textContent).toBe('demo');
    expect(el.querySelector('[part~="user-id"]')!.textContent).toContain('1001');
    expect(figure(el, 'summary-balance').replace(/\D/g, '')).toBe('123450');
    expect(figure(el, 'summary-bonus').replace(/\D/g, '')).toBe('725');
    expect(figure(el, 'summary-joined')).toBe('01/03/2024');
    expect(figure(el, 'summary-email')).toBe('Confirmé');
    expect(el.querySelector('[part~="summary-documents"] [data-status]')!.getAttribute('data-status')).toBe('approved');
    expect(el.querySelector('[part~="kyc-link"]')).toBeNull();
    expect(el.querySelector('[part~="banned"]')).toBeNull();
  });

  it("shows the spec's banned notice as an alert", async () => {
    const { el } = await render({ data: summary({ isBanned: true }) });
    const notice = el.querySelector('[part~="banned"]')!;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('Ce compte est bloqué');
  });

  it('links to the documents page when none were sent or they were refused, and to see them while pending', async () => {
    for (const [status, label] of [['none', 'Envoyer un document'], ['rejected', 'Envoyer à nouveau'], ['pending', 'Voir']] as const) {
      const { el, onKyc } = await render({ data: summary({ documentsStatus: status }) });
      const link = el.querySelector<HTMLAnchorElement>('[part~="kyc-link"]')!;
      expect(link.getAttribute('href'), status).toBe('/profile/kyc-verifiaction');
      expect(link.textContent).toBe(label);
      await act(async () => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
      expect(onKyc).toHaveBeenCalledTimes(1);
      await jsdom.unmount();
    }
  });

  it('offers to confirm an unconfirmed e-mail', async () => {
    const { el, onVerifyEmail } = await render({ data: summary({ emailVerified: false }) });
    expect(figure(el, 'summary-email')).toMatch(/^Non confirmé/);
    const link = [...el.querySelectorAll<HTMLAnchorElement>('[part~="summary-email"] a')][0]!;
    expect(link.getAttribute('href')).toBe('/verify-email');
    await act(async () => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
    expect(onVerifyEmail).toHaveBeenCalledTimes(1);
  });

  it('says it loads (one status line, placeholders), and shows a failure with retry', async () => {
    let { el } = await render({ status: 'loading', data: null });
    expect(el.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(el.querySelectorAll('.profile-summary__placeholder').length).toBeGreaterThan(0);
    await jsdom.unmount();
    ({ el } = await render({ status: 'error', data: null, error: new ApiError({ status: 503, code: 'unavailable', serverMessage: 'offline', method: 'GET', path: '/api/user/profile' }) }));
    const error = el.querySelector('[part~="error"]')!;
    expect(error.getAttribute('role')).toBe('alert');
    // An ApiError is explained by the lazily loaded explainer: its text arrives a moment later.
    await vi.waitFor(() => expect(error.textContent).toContain('offline'));
    await act(async () => error.querySelector('button')!.click());
    expect(state.reload).toHaveBeenCalledTimes(1);
  });

  it("never shows another player's summary (the session changed a moment ago)", async () => {
    const { el } = await render({ data: summary({ id: 1002, username: 'low', isBanned: true }) });
    expect(el.querySelector('[part~="banned"]')).toBeNull();
    expect(el.querySelectorAll('.profile-summary__placeholder').length).toBeGreaterThan(0);
  });
});

describe('formatDay', () => {
  it('writes DD/MM/YYYY in local time, and nothing for a bad date', () => {
    expect(formatDay('2024-03-01T10:15:00')).toBe('01/03/2024');
    expect(formatDay('2023-12-31T23:00:00')).toBe('31/12/2023');
    expect(formatDay('nonsense')).toBe('');
  });
});

