// @vitest-environment jsdom
// The KYC page's "show more" below the player's documents (widgets/profile/sections/kyc-more.tsx; docs/api.md
// "Identity documents": the list is read a page at a time): how many are shown of how many, told as a
// status; the button reads the next page; a failed read is an alert and the button tries again.
import { describe, expect, it, vi } from 'vitest';
import { jsdomRender } from '../support/render';

const { KycMore } = await import('../../../widgets/profile/sections/kyc-more');

const jsdom = jsdomRender();

describe('<KycMore>', () => {
  it('tells how many documents are shown of how many and reads the next page on a press', async () => {
    const onMore = vi.fn();
    const el = await jsdom.render(<KycMore shown={20} count={45} more="idle" onMore={onMore} />);
    expect(el.querySelector('[role="status"]')!.textContent).toBe('Documents affichés : 20 sur 45');
    expect(el.querySelector('[role="alert"]')).toBeNull();
    const button = el.querySelector<HTMLButtonElement>('button[part~="kyc-more-button"]')!;
    expect(button.textContent).toBe('Afficher plus de documents');
    button.click();
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('is busy while the page is read, and says so when it failed, the button trying again', async () => {
    let el = await jsdom.render(<KycMore shown={20} count={45} more="loading" onMore={() => {}} />);
    expect(el.querySelector('button')!.getAttribute('aria-busy')).toBe('true');
    await jsdom.unmount();
    const onMore = vi.fn();
    el = await jsdom.render(<KycMore shown={20} count={45} more="error" onMore={onMore} />);
    expect(el.querySelector('[role="alert"]')!.textContent).toBe('Les documents suivants n’ont pas pu être chargés. Réessayez.');
    el.querySelector<HTMLButtonElement>('button')!.click();
    expect(onMore).toHaveBeenCalledTimes(1);
  });
});
