// The profile's menu (./menu.ts): a side menu on a wide element, the whole page's list on a phone's home.
// Plain links (Tab, Enter, the browser's "open in a new tab" all work); a plain click asks the shell to
// navigate. The current section carries aria-current="page"; the cashier's pages are marked as leaving.
import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react';
import { isPlainClick } from '../../src/ui/link';
import { parts } from '../../src/ui/part';
import { cx } from '../../src/ui/class-names';
import { buildPath, type ProfileSection } from './location';
import { MENU, type MenuItem } from './menu';

interface ProfileMenuProps {
  current: ProfileSection | null;
  layout: 'side' | 'list';
  onSection(section: ProfileSection): void;
  onLeave(path: string): void;
}

const itemKey = (item: MenuItem) => (item.kind === 'section' ? item.section : item.key);

export function ProfileMenu({ current, layout, onSection, onLeave }: ProfileMenuProps) {
  const { i18n } = useLingui();
  const follow = (item: MenuItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event.nativeEvent)) return;
    event.preventDefault();
    if (item.kind === 'section') onSection(item.section);
    else onLeave(item.path);
  };
  return (
    <nav
      className={cx('profile-menu', `profile-menu--${layout}`)}
      aria-label={i18n._({ id: 'profile.menu.label', message: 'Menu du profil' })}
      {...parts('menu')}
    >
      {MENU.map((group) => (
        <div key={group.key} className="profile-menu__group">
          <p className="profile-menu__title" id={`profile-menu-${group.key}`}>
            {i18n._(group.title)}
          </p>
          <ul aria-labelledby={`profile-menu-${group.key}`}>
            {group.items.map((item) => {
              const key = itemKey(item);
              const isCurrent = item.kind === 'section' && item.section === current;
              return (
                <li key={key}>
                  <a
                    href={item.kind === 'section' ? buildPath({ section: item.section }) : item.path}
                    className={cx('profile-menu__link', isCurrent && 'profile-menu__link--current', item.kind === 'leave' && 'profile-menu__link--leave')}
                    aria-current={isCurrent ? 'page' : undefined}
                    data-section={key}
                    {...parts('menu-link', `menu-${key}`)}
                    onClick={follow(item)}
                  >
                    <span className="profile-menu__label">{i18n._(item.label)}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
