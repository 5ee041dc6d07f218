// Spec shell §2 "Modals": a stack persisted as `openedModals` (src/stores/modals.ts). Sign-in (no close
// button), wheel and wheel history (full screen), sport chooser (a Home sport link, no close button).
// Native <dialog>.showModal() inside the shadow root: the top layer keeps the stack order, focus stays
// in the top dialog, Esc closes where closing is allowed (docs/conventions.md §2.6).
import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useStore } from '@nanostores/react';
import { $openedModals, closeModal, type ModalId } from '@src/stores/modals';
import { $auth } from '@src/stores/auth';
import { Icon } from './icons';
import { Link } from '@src/ui/link';
import { ElementPageView } from '../shell/outlet';
import { SportChoiceList } from './sport-choice-list';
import { $router, navigate } from '../shell/router';
import type { RouteModal } from '../shell/resolve';
import { useOffers } from '../shell/viewer';

interface ModalFrameProps {
  id: ModalId;
  title: string;
  fullScreen?: boolean;
  /** A close button and Esc; without it the modal closes only by what it offers. */
  closable: boolean;
  /** Esc allowed even without a close button (sign-in: the player may decline). */
  escape?: boolean;
  /** What closing does; default: the modal leaves the stack. */
  onClose?: () => void;
  children: ReactNode;
}

function ModalFrame({ id, title, fullScreen, closable, escape = closable, onClose, children }: ModalFrameProps) {
  const close = onClose ?? (() => closeModal(id));
  const { i18n } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    return () => d?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`site-modal${fullScreen ? ' site-modal--full' : ''}`}
      aria-labelledby={`site-modal-title-${id}`}
      onCancel={(event) => {
        event.preventDefault();
        if (escape) close();
      }}
    >
      <div className="site-modal__head">
        <h2 id={`site-modal-title-${id}`} className="site-modal__title">
          {title}
        </h2>
        {closable ? (
          <button
            type="button"
            className="site-icon-button"
            aria-label={i18n._({ id: 'site.modal.close', message: 'Fermer' })}
            onClick={close}
          >
            <Icon name="close" />
          </button>
        ) : null}
      </div>
      <div className="site-modal__body">{children}</div>
    </dialog>
  );
}

function SignInModal() {
  const { i18n } = useLingui();
  const auth = useStore($auth);
  const form = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (auth.isAuth) closeModal('sign-in');
  }, [auth.isAuth]);
  useEffect(() => {
    // The sign-in form asks to go to /main once signed in; from this modal the player stays where they were.
    const stay = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
    };
    const box = form.current;
    box?.addEventListener('casino-navigate', stay);
    return () => box?.removeEventListener('casino-navigate', stay);
  }, []);
  return (
    <ModalFrame id="sign-in" title={i18n._({ id: 'site.modal.sign_in', message: 'Connexion requise' })} closable={false} escape>
      <div ref={form}>
        <casino-login mode="page"></casino-login>
      </div>
      <p className="site-modal__links">
        <Link href="/registration" onClick={() => closeModal('sign-in')}>
          {i18n._({ id: 'site.register.cta', message: 'Pas encore de compte ? Inscrivez-vous' })}
        </Link>
        <Link href="/recovery-password" onClick={() => closeModal('sign-in')}>
          {i18n._({ id: 'site.recovery.cta', message: 'Mot de passe oublié ?' })}
        </Link>
      </p>
    </ModalFrame>
  );
}

function SportChooserModal() {
  const { i18n } = useLingui();
  const close = () => closeModal('sport-chooser');
  return (
    <ModalFrame id="sport-chooser" title={i18n._({ id: 'site.modal.sport', message: 'Choisissez votre sport' })} closable={false}>
      <SportChoiceList onFollow={close}>
        <li>
          <Link href="/main" className="site-sport-choice site-sport-choice--back" onClick={close}>
            <Icon name="home" />
            <span>{i18n._({ id: 'site.back_home', message: 'Retour à l’accueil' })}</span>
          </Link>
        </li>
      </SportChoiceList>
    </ModalFrame>
  );
}

function WheelModal({ history, onClose }: { history: boolean; onClose?: () => void }) {
  const { i18n } = useLingui();
  const id = history ? 'wheel-history' : 'wheel';
  const title = history
    ? i18n._({ id: 'site.wheel.history', message: 'Historique de la roue' })
    : i18n._({ id: 'site.wheel.open', message: 'Roue de la fortune' });
  return (
    <ModalFrame id={id} title={title} fullScreen closable onClose={onClose}>
      <ElementPageView page="wheel" attributes={{ view: history ? 'history' : 'wheel' }} />
    </ModalFrame>
  );
}

/**
 * The modal the URL itself names (/wheel-game, /wheel-game-history) at the bottom, as the page, and the
 * persisted stack above it (a guest's sign-in opens over the wheel). Closing the URL's modal leaves its
 * route for /main.
 */
export function ModalStack({ routeModal }: { routeModal?: RouteModal }) {
  const opened = useStore($openedModals);
  const route = useStore($router)?.route;
  // A wheel left in the persisted stack does not open where the jurisdiction does not offer it
  // (docs/contracts/responsible-gaming.md).
  const wheel = useOffers('wheel');
  const fromRoute = routeModal && !opened.includes(routeModal) ? [routeModal] : [];
  const leaveRoute = () => {
    if (routeModal) closeModal(routeModal);
    navigate('/main');
  };
  return (
    <>
      {[...fromRoute, ...opened].map((id) => {
        const onClose = id === routeModal ? leaveRoute : undefined;
        // A stack persisted while on /sport (or by another tab there) must not cover another page.
        if (id === 'sport-chooser' && route !== 'sport') return null;
        if ((id === 'wheel' || id === 'wheel-history') && !wheel) return null;
        switch (id) {
          case 'sign-in':
            return <SignInModal key={id} />;
          case 'sport-chooser':
            return <SportChooserModal key={id} />;
          case 'wheel':
            return <WheelModal key={id} history={false} onClose={onClose} />;
          case 'wheel-history':
            return <WheelModal key={id} history onClose={onClose} />;
          default:
            return null;
        }
      })}
    </>
  );
}
