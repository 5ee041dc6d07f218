// <casino-profile>: the profile's shell (spec money-and-games.md §2 "Profile"): where it is
// (./use-profile-location.ts: `path` or `section`, every move asked of the host with `casino-navigate`), the
// signed-out prompt, the summary card, the menu and the section (a lazy chunk, ./lazy-section.tsx).
//
// Two layouts, chosen by the element's own width (a partner's narrow column is a phone too) and the
// viewport's, below 767px (spec money §2's phone width):
// - wide: the side menu and, beside it, the summary and the section; /profile shows the player's information;
// - narrow: /profile is the summary and the list of every section; a section is a back link to that list
//   and the section alone.
// After a move inside the profile the focus goes to the section's heading (back on a phone: to the link
// of the section left), so a keyboard or screen-reader user lands where the content changed.
import { createElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $auth } from '../../src/stores/auth';
import { reloadProfileSummary } from '../../src/stores/profile-summary';
import { useHost } from '../../src/element/define-widget';
import { Spinner } from '../../src/ui';
import { isPlainClick } from '../../src/ui/link';
import { parts } from '../../src/ui/part';
import { ROOT, type ProfileSection } from './location';
import { isNarrow, shownSection } from './menu';
import { useProfileLocation } from './use-profile-location';
import { ProfileMenu } from './profile-menu';
import { ProfileSummaryCard } from './profile-summary';
import { LazySection } from './lazy-section';
import { SignedOut } from './signed-out';

export interface ProfileProps {
  path?: string;
  section?: string;
}

function widthOf(host: HTMLElement): number {
  const own = host.getBoundingClientRect().width;
  const viewport = typeof window === 'undefined' ? 0 : window.innerWidth;
  // Not laid out yet (0): the viewport decides until the observer reports.
  return own > 0 ? Math.min(own, viewport || own) : viewport;
}

/** True below 767px of the element's width or the viewport's; follows resizes (ResizeObserver). */
function useNarrow(host: HTMLElement): boolean {
  const [narrow, setNarrow] = useState(() => isNarrow(widthOf(host)));
  useLayoutEffect(() => {
    const update = () => setNarrow(isNarrow(widthOf(host)));
    update();
    // On the next frame: switching layouts inside the observer's callback resizes what it observes, which
    // the browser reports as a "ResizeObserver loop" error.
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    const observer = new ResizeObserver(later);
    observer.observe(host);
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [host]);
  return narrow;
}

function focusIn(region: HTMLElement | null, selector: string): void {
  const target = region?.querySelector<HTMLElement>(selector) ?? region;
  if (!target) return;
  if (!target.matches('a[href], button, input, select, textarea') && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function Profile(props: ProfileProps) {
  const { i18n } = useLingui();
  const { host } = useHost();
  const auth = useStore($auth);
  const narrow = useNarrow(host);
  const { place, navigate, leave } = useProfileLocation(props, host);
  const shown = shownSection(place, narrow);
  const sectionRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  // Where the focus goes once the new page is on screen; nothing on the first render (the page's own load)
  // nor when only the layout changed (a resize). Decided while rendering, so the section, whose effects run
  // before this component's, already knows it when it reports being shown.
  const previous = useRef<{ shown: ProfileSection | null; narrow: boolean } | null>(null);
  const focusTarget = useRef<{ to: 'section' } | { to: 'menu'; left: ProfileSection } | null>(null);
  const was = previous.current;
  if (!was || was.shown !== shown || was.narrow !== narrow) {
    if (was && was.narrow === narrow) focusTarget.current = shown ? { to: 'section' } : was.shown ? { to: 'menu', left: was.shown } : null;
    previous.current = { shown, narrow };
  }
  // A move to another section reads the summary again (quietly: the old one stays on screen meanwhile), so a
  // document sent or an e-mail changed in the section just left shows in the card.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    // Only where the card is shown (a phone's section has none; its home mounts the store, which loads).
    if ($auth.get().isAuth && (!narrow || shown === null)) void reloadProfileSummary();
  }, [shown]);
  useEffect(() => {
    const target = focusTarget.current;
    if (target?.to !== 'menu') return;
    focusTarget.current = null;
    focusIn(menuRef.current, `[data-section="${target.left}"]`);
  }, [shown, narrow]);
  const onShown = () => {
    if (focusTarget.current?.to !== 'section') return;
    focusTarget.current = null;
    focusIn(sectionRef.current, 'h2');
  };

  // While a stored session is restored the page is drawn for the player it stored (spec shell §4 item 4,
  // docs/architecture.md "Speed budgets"), as the site's chrome is; a session stored without its player
  // waits for the server's. Written here, not shared: a helper in the session's module would cost every
  // element's entry its bytes (docs/conventions.md §4).
  const user = auth.isAuth || auth.status === 'restoring' ? auth.user : null;
  if (!user && auth.status === 'restoring') {
    return (
      <div className="profile-loading" {...parts('loading')}>
        <Spinner size="medium" />
      </div>
    );
  }
  if (!user) return <SignedOut />;

  const goSection = (section: ProfileSection) => navigate({ section });
  const summary = (
    <ProfileSummaryCard user={user} onKyc={() => goSection('kyc-verifiaction')} onVerifyEmail={() => leave('/verify-email')} />
  );
  const section = shown && (
    <div className="profile-section" ref={sectionRef} {...parts('section')}>
      <LazySection
        key={shown}
        section={shown}
        onShown={onShown}
        // The place itself (the desktop home shows user-info): a bet's details are the bet history's chunk, which tells them apart.
        location={{ section: place.section ?? shown, sub: place.sub }}
        query={place.query}
        navigate={navigate}
        leave={leave}
      />
    </div>
  );
  const menu = (layout: 'side' | 'list') => (
    <div className={`profile-nav profile-nav--${layout}`} ref={menuRef}>
      <ProfileMenu current={layout === 'side' ? shown : null} layout={layout} onSection={goSection} onLeave={leave} />
    </div>
  );
  const title = createElement(
    // The site's page (a `path`): the page's h1; in a partner's page, a section under its headings.
    props.path ? 'h1' : 'h2',
    { className: 'profile-title', id: 'profile-title', ...parts('title') },
    i18n._({ id: 'profile.title', message: 'Mon profil' }),
  );

  if (narrow) {
    return (
      <section className="profile profile--narrow" aria-labelledby="profile-title" {...parts('profile')}>
        {shown ? (
          <>
            <a
              href={ROOT}
              className="profile-back"
              {...parts('back')}
              onClick={(event) => {
                if (!isPlainClick(event.nativeEvent)) return;
                event.preventDefault();
                navigate({ section: null });
              }}
            >
              <span className="profile-back__arrow" aria-hidden="true" />
              {i18n._({ id: 'profile.back', message: 'Retour au profil' })}
            </a>
            <div className="casino-visually-hidden">{title}</div>
            {section}
          </>
        ) : (
          <>
            {title}
            {summary}
            {menu('list')}
          </>
        )}
      </section>
    );
  }
  return (
    <section className="profile profile--wide" aria-labelledby="profile-title" {...parts('profile')}>
      {title}
      <div className="profile-body">
        {menu('side')}
        <div className="profile-main">
          {summary}
          {section}
        </div>
      </div>
    </section>
  );
}
