// The demo player's profile summary as the client holds it (src/api/profile.ts), for the profile's
// component tests; each test overrides what it is about.
import type { ProfileSummary } from '../../../src/api/profile';

export const profileSummary = (over: Partial<ProfileSummary> = {}): ProfileSummary => ({
  id: 1001,
  username: 'demo',
  dateJoined: '2024-03-01T10:15:00',
  balanceCurrency: 'TND',
  balance: 1000,
  bonusBalance: 5,
  isBanned: false,
  emailVerified: true,
  documentsStatus: 'approved',
  ...over,
});
