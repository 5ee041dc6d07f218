// <casino-login>: the sign-in form of spec shell-session-wheel.md §2 "Sign-in page" and the header's
// inline form, and, once signed in, the player's name, ID, balance and a logout button.
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $auth, signIn } from '../../src/stores/auth';
import { createRequestStatus } from '../../src/stores/request-status';
import { reportApiError } from '../../src/errors/report';
import { emit } from '../../src/element/events';
import { useHost } from '../../src/element/define-widget';
import { Button, Field, PasswordField, Spinner } from '../../src/ui';

export type LoginMode = 'page' | 'inline' | 'modal';

export interface LoginProps {
  mode?: LoginMode | string;
  /** modal mode: open the dialog (also opened by the element's own button). */
  open?: boolean;
}

function SignInForm({ mode, onSignedIn }: { mode: LoginMode; onSignedIn: () => void }) {
  const { i18n } = useLingui();
  const { host } = useHost();
  const tracker = useMemo(() => createRequestStatus(), []);
  const status = useStore(tracker.$status);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // A self-excluded player's notice (docs/contracts/responsible-gaming.md §3), from a chunk loaded only for
  // that refusal.
  const [excluded, setExcluded] = useState<ReactNode>(null);
  const loading = status.state === 'loading';
  const canSubmit = username.trim() !== '' && password !== '' && !loading;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setFieldErrors({});
    setExcluded(null);
    try {
      const outcome = await tracker.track(() => signIn(username.trim(), password));
      if (outcome?.ok) onSignedIn();
    } catch (error) {
      const { code } = error as { code: string };
      // For the host's analytics: the code only, never what was typed (docs/operators.md "Events").
      emit(host, 'casino-track', { action: 'sign-in-failed', code });
      // A self-excluded player gets a notice with the end date (docs/contracts/responsible-gaming.md §3), an
      // unconfirmed address the offer to resend the e-mail, from a chunk of their own; any other refusal, or
      // that chunk unreachable: toasts by reportApiError. The inputs keep what was typed.
      if (/^(self_excluded|email_not_verified)$/.test(code))
        import('./refusal-notice').then(
          (m) => setExcluded(m.default(error, username.trim(), password)),
          () => reportApiError(error),
        );
      else setFieldErrors(await reportApiError(error));
    }
  }

  const usernameLabel = i18n._({ id: 'login.username', message: "Nom d'utilisateur, téléphone ou e-mail" });
  const passwordLabel = i18n._({ id: 'login.password', message: 'Mot de passe' });
  return (
    <form className={`login-form login-form--${mode}`} part="form" onSubmit={submit} noValidate aria-busy={loading || undefined}>
      {mode !== 'inline' ? (
        <h2 className="login-title" part="title">
          {i18n._({ id: 'login.title', message: 'Connexion' })}
        </h2>
      ) : null}
      <Field
        label={usernameLabel}
        name="username"
        autoComplete="username"
        required
        value={username}
        error={fieldErrors.username}
        onInput={(e) => setUsername((e.target as HTMLInputElement).value)}
      />
      <PasswordField
        label={passwordLabel}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={fieldErrors.password}
        onInput={(e) => setPassword((e.target as HTMLInputElement).value)}
      />
      <Button type="submit" variant="primary" busy={loading} disabled={!canSubmit} part="submit">
        {i18n._({ id: 'login.submit', message: 'Se connecter' })}
      </Button>
      {excluded}
    </form>
  );
}

type SignedInView = typeof import('./signed-in').SignedIn;
let signedInView: Promise<SignedInView> | null = null;

/**
 * The signed-in summary is its own chunk: a guest's first load (the common case on a partner page) does
 * not carry it, and a returning player fetches it while the stored session is being restored.
 */
function useSignedInView(wanted: boolean): SignedInView | null {
  const [view, setView] = useState<SignedInView | null>(null);
  useEffect(() => {
    if (!wanted || view) return;
    let live = true;
    signedInView ??= import('./signed-in').then((m) => m.SignedIn);
    signedInView.then(
      (v) => live && setView(() => v),
      () => (signedInView = null), // offline: the next render tries again
    );
    return () => {
      live = false;
    };
  }, [wanted, view]);
  return view;
}

export function Login({ mode: rawMode, open }: LoginProps) {
  const mode: LoginMode = rawMode === 'inline' || rawMode === 'modal' ? rawMode : 'page';
  const { host } = useHost();
  const { i18n } = useLingui();
  const auth = useStore($auth);
  const dialog = useRef<HTMLDialogElement>(null);

  const onSignedIn = () => {
    dialog.current?.close();
    // The site goes to /main (spec §2 "Sign-in page"); a partner page may listen and do as it likes.
    if (mode === 'page') emit(host, 'casino-navigate', { path: '/main', reason: 'signed-in' });
  };

  const SignedIn = useSignedInView(auth.status !== 'guest');
  if (auth.status === 'restoring' || (auth.isAuth && !SignedIn)) {
    return (
      <div className="login-restoring" part="restoring">
        <Spinner label={i18n._({ id: 'login.restoring', message: 'Restauration de la session…' })} />
      </div>
    );
  }
  if (auth.isAuth && SignedIn) return <SignedIn mode={mode} />;
  if (mode !== 'modal') return <SignInForm mode={mode} onSignedIn={onSignedIn} />;

  return (
    <ModalLogin open={!!open} dialog={dialog} onSignedIn={onSignedIn} />
  );
}

function ModalLogin({
  open,
  dialog,
  onSignedIn,
}: {
  open: boolean;
  dialog: RefObject<HTMLDialogElement | null>;
  onSignedIn: () => void;
}) {
  const { i18n } = useLingui();
  const { host } = useHost();
  const show = () => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  };
  // The `open` attribute opens the dialog (a host's "please sign in" request); focus goes into the form.
  useOpenWhen(open, show);
  return (
    <>
      <Button variant="primary" part="open" onClick={show}>
        {i18n._({ id: 'login.open', message: 'Se connecter' })}
      </Button>
      <dialog
        ref={dialog}
        className="login-dialog"
        part="dialog"
        aria-labelledby="login-dialog-title"
        // Closed by Esc or a sign-in: the host's `open` attribute follows, so setting it again reopens.
        onClose={() => host.removeAttribute('open')}
      >
        <span id="login-dialog-title" hidden>
          {i18n._({ id: 'login.title', message: 'Connexion' })}
        </span>
        <SignInForm mode="modal" onSignedIn={onSignedIn} />
      </dialog>
    </>
  );
}

function useOpenWhen(open: boolean, show: () => void) {
  useEffect(() => {
    if (open) show();
  }, [open]);
}
