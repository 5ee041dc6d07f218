// Spec shell §2 "Header": left and right side panels, 300 px wide, sliding in over 0.5 s (§9). Each is a
// native modal <dialog> (focus kept inside, Esc closes, docs/conventions.md §2.6); the slide is CSS and stops
// under prefers-reduced-motion. Left: the side menu. Right: the player's account and profile menu.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { $auth, signOut } from '@src/stores/auth';
import { Money } from '@src/format/money-amount';
import { Button } from '@src/ui';
import { ButtonLink } from '@src/ui/link';
import { Icon } from './icons';
import { menuOf } from './menu';
import { MenuLinks } from './menu-links';
import { PanelGuestCalls } from './guest-calls';
import { $panel, openPanel, type Panel } from '../shell/state';
import { useViewer } from '../shell/viewer';

function SidePanel({ side, label, children }: { side: Exclude<Panel, null>; label: string; children: ReactNode }) {
  const { i18n } = useLingui();
  const open = useStore($panel) === side;
  const dialog = useRef<HTMLDialogElement>(null);
  // The content is built when the panel first opens and kept for the next times (and the slide out): a
  // closed panel shows nothing, and both menus built on every load were a part of the first render's task.
  const opened = useRef(false);
  if (open) opened.current = true;
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={`site-panel site-panel--${side}`}
      aria-label={label}
      onClose={() => $panel.get() === side && openPanel(null)}
      // A click on the backdrop (the dialog box itself, outside its content) closes it.
      onClick={(event) => event.target === event.currentTarget && openPanel(null)}
    >
      <div className="site-panel__content">
        <div className="site-panel__head">
          <span className="site-panel__title">{label}</span>
          <button
            type="button"
            className="site-icon-button"
            aria-label={i18n._({ id: 'site.panel.close', message: 'Fermer' })}
            onClick={() => openPanel(null)}
          >
            <Icon name="close" />
          </button>
        </div>
        {opened.current ? children : null}
      </div>
    </dialog>
  );
}

export function LeftPanel() {
  const { i18n } = useLingui();
  const signedIn = useStore($auth).isAuth;
  return (
    <SidePanel side="left" label={i18n._({ id: 'site.menu.side', message: 'Menu' })}>
      {signedIn ? null : <PanelGuestCalls onFollow={() => openPanel(null)} />}
      <MenuLinks kind="side" label={i18n._({ id: 'site.menu.side', message: 'Menu' })} onFollow={() => openPanel(null)} />
    </SidePanel>
  );
}

export function RightPanel() {
  const { i18n } = useLingui();
  const auth = useStore($auth);
  const user = auth.isAuth ? auth.user : null;
  const viewer = useViewer();
  const close = () => openPanel(null);
  return (
    <SidePanel side="right" label={i18n._({ id: 'site.account', message: 'Mon compte' })}>
      {user ? (
        <>
          <dl className="site-account">
            <div>
              <dt>{i18n._({ id: 'site.account.username', message: 'Joueur' })}</dt>
              <dd>{user.username}</dd>
            </div>
            <div>
              <dt>{i18n._({ id: 'site.account.id', message: 'ID' })}</dt>
              <dd>
                <bdi dir="ltr">{user.id}</bdi>
              </dd>
            </div>
            <div>
              <dt>{i18n._({ id: 'site.account.balance', message: 'Solde' })}</dt>
              <dd>
                <Money amount={user.balance} currency={user.currency} />
              </dd>
            </div>
            <div>
              <dt>{i18n._({ id: 'site.account.bonus', message: 'Solde bonus' })}</dt>
              <dd>
                <Money amount={user.bonusBalance} currency={user.currency} />
              </dd>
            </div>
          </dl>
          {/* The deposit the desktop's header offers, on the phone's panel too, under the balances. */}
          {menuOf('account-actions', viewer).map((entry) => (
            <ButtonLink key={entry.id} href={entry.href} className="site-account__action" onClick={close}>
              <Icon name={entry.icon} />
              <span>{i18n._(entry.label)}</span>
            </ButtonLink>
          ))}
          <MenuLinks kind="profile" label={i18n._({ id: 'site.menu.profile', message: 'Menu du profil' })} onFollow={close} />
          <MenuLinks kind="account" onFollow={close} />
          <Button
            variant="secondary"
            className="site-account__logout"
            onClick={() => {
              close();
              void signOut();
            }}
          >
            {i18n._({ id: 'site.logout', message: 'Se déconnecter' })}
          </Button>
        </>
      ) : (
        <PanelGuestCalls onFollow={close} signInFirst />
      )}
    </SidePanel>
  );
}
