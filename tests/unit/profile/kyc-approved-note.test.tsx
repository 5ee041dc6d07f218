// @vitest-environment jsdom
// The KYC page's note for an approved player (widgets/profile/sections/kyc-approved-note.tsx; docs/api.md
// "Identity documents"): before a new document is sent, an approved player reads that withdrawals keep
// working while it is reviewed; a player who is not approved (or whose summary is not loaded) reads nothing.
import { describe, expect, it, vi } from 'vitest';
import type { ProfileSummary } from '../../../src/api/profile';
import type { ProfileSummaryState } from '../../../src/stores/profile-summary';
import { profileSummary } from '../support/profile-fixtures';
import { jsdomRender } from '../support/render';

vi.mock('../../../src/stores/profile-summary', async () => {
  const { map: nanomap } = await import('nanostores');
  const $profileSummary = nanomap<ProfileSummaryState>({ status: 'idle', data: null, error: null });
  return { $profileSummary, reloadProfileSummary: async () => undefined };
});
const { $profileSummary } = await import('../../../src/stores/profile-summary');
const { KycApprovedNote, KYC_APPROVED_NOTE_ID } = await import('../../../widgets/profile/sections/kyc-approved-note');

const jsdom = jsdomRender();

const summary = (documentsStatus: ProfileSummary['documentsStatus']) => profileSummary({ documentsStatus });

describe('<KycApprovedNote>', () => {
  it('tells an approved player that withdrawals keep working while the new document is reviewed', async () => {
    $profileSummary.set({ status: 'ready', data: summary('approved'), error: null });
    const el = await jsdom.render(<KycApprovedNote />);
    const note = el.querySelector(`#${KYC_APPROVED_NOTE_ID}`)!;
    expect(note.getAttribute('part')).toContain('kyc-approved-note');
    expect(note.textContent).toContain('Votre identité est déjà vérifiée');
    expect(note.textContent).toContain('vos retraits restent possibles pendant l’examen');
    expect(note.textContent).toContain('s’il est refusé, les retraits sont suspendus');
  });

  it('says nothing to a player who is not approved, or before the summary is read', async () => {
    for (const status of ['none', 'pending', 'rejected'] as const) {
      $profileSummary.set({ status: 'ready', data: summary(status), error: null });
      const el = await jsdom.render(<KycApprovedNote />);
      expect(el.querySelector(`#${KYC_APPROVED_NOTE_ID}`), status).toBeNull();
      await jsdom.unmount();
    }
    $profileSummary.set({ status: 'loading', data: null, error: null });
    const el = await jsdom.render(<KycApprovedNote />);
    expect(el.querySelector(`#${KYC_APPROVED_NOTE_ID}`)).toBeNull();
  });
});
