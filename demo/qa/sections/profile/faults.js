// The Profile section's network faults: presets for the profile's routes (docs/api.md,
// docs/contracts/profile.md), armed at once through the shared fault switches (lib/faults.js); listed, timed
// and cleared in the Fault switches section. They reach the error, retry and slow states of every profile page.

import { $, html } from '../../lib/dom.js';
import { presetItems } from '../../lib/faults.js';

const PRESETS = [
  { label: 'Summary (GET /api/user/profile) → 503 ×1', fault: { route: '/api/user/profile', method: 'GET', status: 503, times: 1 } },
  { label: 'User info save (PATCH) → 500 ×1 (the edits stay in the form)', fault: { route: '/api/users/user/info', method: 'PATCH', status: 500, times: 1 } },
  { label: 'Change password → 503 ×1', fault: { route: '/api/users/user/change-password', method: 'POST', status: 503, times: 1 } },
  { label: 'Document upload → 6 s delay ×1 (the progress bar)', fault: { route: '/api/users/documents/upload', method: 'POST', delay_ms: 6000, times: 1 } },
  { label: 'Document upload → 503 ×1 (retry without choosing again)', fault: { route: '/api/users/documents/upload', method: 'POST', status: 503, times: 1 } },
  { label: 'Bonus exchange → 503 ×1 (retry with the same key)', fault: { route: '/api/bonus-system/bonusbalance-to-balance', method: 'POST', status: 503, times: 1 } },
  { label: 'Bonus exchange → malformed ×1 (done, answer lost)', fault: { route: '/api/bonus-system/bonusbalance-to-balance', method: 'POST', malformed: true, times: 1 } },
  { label: 'Account statement → 503 until cleared (error state)', fault: { route: '/api/users/statement', method: 'GET', status: 503 } },
  { label: 'Account statement → 3 s delay ×2 (loading skeletons)', fault: { route: '/api/users/statement', method: 'GET', delay_ms: 3000, times: 2 } },
  { label: 'Bonus history → 500 until cleared', fault: { route: '/api/bonus-system/bonusbalance/history', method: 'GET', status: 500 } },
  { label: 'Cashback history → malformed ×1', fault: { route: '/api/bonus-system/cashback/history', method: 'GET', malformed: true, times: 1 } },
  { label: 'Slots history → 503 until cleared', fault: { route: '/api/users/slots-history', method: 'GET', status: 503 } },
  { label: 'Promo code activation → 503 ×1', fault: { route: '/api/referral/activate', method: 'POST', status: 503, times: 1 } },
];

export const faultsPanel = () => html`
      <article class="qa-panel" aria-labelledby="profile-faults-title">
        <h3 id="profile-faults-title">Network faults</h3>
        <p class="qa-muted">
          Armed at once; see, time and clear them under <a href="#faults">Fault switches</a>. “Until cleared”
          presets keep a page in its error state: clear them there to see it recover with “Réessayer”.
        </p>
        <ul class="qa-presets" id="profile-fault-presets" aria-labelledby="profile-faults-title"></ul>
      </article>
`;

export function startFaults() {
  $('profile-fault-presets').replaceChildren(...presetItems(PRESETS));
}
