// The profile's sections, each a lazy chunk (the profile's size budget, docs/conventions.md §4: casino-profile.js
// carries the shell, the menu and the summary; a section's code loads when it is first shown). A section
// module is `export default function …(props: ProfileSectionProps)` plus an optional `styles` string the
// loader adopts into the shadow root before it renders. A section without an entry shows "coming soon".
import type { ComponentType } from 'react';
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the entries below use it
import { lazyChunk } from '../../src/element/lazy-chunk';
import type { ProfileSection } from './location';
import type { ProfileSectionProps } from './section-props';

interface SectionModule {
  default: ComponentType<ProfileSectionProps>;
  styles?: string;
}

export const SECTION_CHUNKS: Partial<Record<ProfileSection, () => Promise<SectionModule>>> = {
  // One line per section, e.g. 'user-info': lazyChunk<SectionModule>(() => import('./sections/user-info')),
  'user-bonus': lazyChunk<SectionModule>(() => import('./sections/user-bonus')),
  'exchange-bonus-balance': lazyChunk<SectionModule>(() => import('./sections/exchange-bonus-balance')),
  promocode: lazyChunk<SectionModule>(() => import('./sections/promocode')),
  // Also the profile's home on desktop (the shell shows 'user-info' there).
  'user-info': lazyChunk<SectionModule>(() => import('./sections/user-info')),
  'change-password': lazyChunk<SectionModule>(() => import('./sections/change-password')),
  'bookmakers-settings': lazyChunk<SectionModule>(() => import('./sections/bookmakers-settings')),
  'slots-history': lazyChunk<SectionModule>(() => import('./sections/slots-history')),
  'bonus-history': lazyChunk<SectionModule>(() => import('./sections/bonus-history')),
  'cashback-history': lazyChunk<SectionModule>(() => import('./sections/cashback-history')),
  transactions: lazyChunk<SectionModule>(() => import('./sections/transactions')),
  // Also /profile/bet-details/sft (menu.ts shownSection: a bet's details belong to the bet history).
  'bet-history': lazyChunk<SectionModule>(() => import('./sections/bet-history')),
  'kyc-verifiaction': lazyChunk<SectionModule>(() => import('./sections/kyc')),
  // Responsible gaming (docs/contracts/responsible-gaming.md).
  limits: lazyChunk<SectionModule>(() => import('./sections/limits')),
  'self-exclusion': lazyChunk<SectionModule>(() => import('./sections/self-exclusion')),
};
