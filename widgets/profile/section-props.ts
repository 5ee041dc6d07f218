// The props every section of the profile takes (spec money-and-games.md §2 "Profile"). Each section is a lazy
// chunk of its own (./sections.ts), so this small type is its only contract with the element's shell
// (profile.tsx), which owns the location, the layout (side menu, list/back) and the navigation.
import type { ProfileLocation } from './location';

/** Where a section sends the player: another section of the profile, with an optional query. */
export interface ProfileTarget extends ProfileLocation {
  query?: Record<string, string>;
}

export interface ProfileSectionProps {
  /** The section shown and its second segment (a transaction id, a bet provider). */
  location: ProfileLocation;
  /** The query of the current location (a history's filters and page). */
  query: Record<string, string>;
  /** Goes to another section or changes the query (asks the host first: `casino-navigate`). */
  navigate(to: ProfileTarget, options?: { replace?: boolean }): void;
  /** A page of the site outside the profile (`/profile/replenishment`, `/slots/casino`, `/verify-email`). */
  leave(path: string): void;
}
