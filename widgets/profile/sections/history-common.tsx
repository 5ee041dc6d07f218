// What the profile's histories share (docs/contracts/profile.md §Histories): the section frame (its <h2> and
// intro), the binding of a history's filters to the profile's URL query (navigate: a filter change is a new
// history entry, so Back undoes it), the page sizes, and links that are real anchors (Ctrl/Cmd-click opens
// the URL) whose plain click stays inside the profile.
import type { MouseEvent, ReactNode } from 'react';
import { isPlainClick } from '../../../src/ui/link';
import { parts } from '../../../src/ui/part';
import { useHistoryQuery, type HistorySchema, type SetQuery } from '../../../src/ui/history';
import { placePath } from '../use-profile-location';
import type { ProfileSection } from '../location';
import type { ProfileSectionProps, ProfileTarget } from '../section-props';

export const PAGE_SIZES = [10, 25, 50] as const;

export function useProfileHistory(section: ProfileSection, schema: HistorySchema, { query, navigate }: Pick<ProfileSectionProps, 'query' | 'navigate'>) {
  const setQuery: SetQuery = (next, options) => navigate({ section, query: next }, options);
  return useHistoryQuery(schema, query, setQuery);
}

export function HistoryFrame({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="profile-history" aria-labelledby={id}>
      <h2 id={id} className="profile-history__title">
        {title}
      </h2>
      {intro ? <p className="profile-history__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

/** An anchor to another place of the profile. */
export function ProfileLink({ to, navigate, children, part }: { to: ProfileTarget; navigate: ProfileSectionProps['navigate']; children: ReactNode; part?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a className="profile-link" href={placePath(to)} onClick={onClick} {...parts('link', part)}>
      {children}
    </a>
  );
}

/** An anchor to a page of the site outside the profile (the cashier's, the wheel's). */
export function SiteLink({ path, leave, children, part }: { path: string; leave: ProfileSectionProps['leave']; children: ReactNode; part?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    leave(path);
  };
  return (
    <a className="profile-link" href={path} onClick={onClick} {...parts('link', part)}>
      {children}
    </a>
  );
}
