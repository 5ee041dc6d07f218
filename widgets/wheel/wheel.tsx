// <casino-wheel>: the wheel of fortune (spec shell-session-wheel.md §2 "Modals", §3 "Wheel", §4 "Wheel",
// §9). Data and the spin's state machine live in src/stores/wheel.ts, angles and motion curves in
// ./geometry.ts; this file holds the element's content (the title, the switch between the wheel and the
// lazy history, the guest's sign-in) and the modal display. Its parts: the wheel view (./wheel-game.tsx),
// the disc (./disc.tsx) and its motion (./use-disc-motion.ts), the result panel (./result-panel.tsx).
import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useHost } from '../../src/element/define-widget';
import { lazyChunk, useChunk } from '../../src/element/lazy-chunk';
import { Button, ErrorScreen } from '../../src/ui';
import { parts } from '../../src/ui/part';
import { useOpenChange } from '../../src/element/use-open-change';
import { useLoginRequired } from '../login/use-login-required';
import { WheelGame, WheelSkeleton } from './wheel-game';

export interface WheelProps {
  display?: 'inline' | 'modal' | string;
  open?: boolean;
  view?: 'wheel' | 'history' | string;
}

const TITLE = /*i18n*/ { id: 'wheel.title', message: 'Roue de la fortune' };

// ---- history (lazy) ---------------------------------------------------------------------------------------

const historyChunk = lazyChunk(() => import('./history'));

/** The history's chunk, fetched when the view is first shown, with its styles (every element's root, once). */
function LazyHistory() {
  const { root } = useHost();
  const chunk = useChunk('wheel-history', historyChunk, { root, styles: (m) => m.historyStyles });
  if (chunk.status === 'failed') return <ErrorScreen error={chunk.error} onRetry={chunk.retry} />;
  return chunk.status === 'ready' ? <chunk.value.WheelHistory /> : <WheelSkeleton />;
}

// ---- the element's content -------------------------------------------------------------------------------

function WheelBody({ initialView }: { initialView: 'wheel' | 'history' }) {
  const { i18n } = useLingui();
  // The player's choice, until the host sets another `view` (derived during render: an effect could undo
  // a click made before it ran).
  const [choice, setChoice] = useState({ view: initialView, from: initialView });
  const view = choice.from === initialView ? choice.view : initialView;
  const setView = (v: 'wheel' | 'history') => setChoice({ view: v, from: initialView });
  const login = useLoginRequired('wheel-spin');

  const tab = (v: 'wheel' | 'history', label: string) => (
    <Button variant={view === v ? 'primary' : 'secondary'} part={`tab tab-${v}`} aria-pressed={view === v} onClick={() => setView(v)}>
      {label}
    </Button>
  );

  return (
    <section className="wheel" part="wheel" aria-labelledby="wheel-title">
      <div className="wheel-head">
        <h2 className="wheel-title" id="wheel-title" part="title">
          {i18n._(TITLE)}
        </h2>
        <div className="wheel-tabs" part="switch" role="group" aria-label={i18n._({ id: 'wheel.views', message: 'Affichage' })}>
          {tab('wheel', i18n._({ id: 'wheel.tab_wheel', message: 'Roue' }))}
          {tab('history', i18n._({ id: 'wheel.tab_history', message: 'Historique' }))}
        </div>
      </div>
      {view === 'history' ? <LazyHistory /> : <WheelGame onLoginRequired={login.requireLogin} />}
      {login.fallback}
    </section>
  );
}

function ModalWheel({ open, view }: { open: boolean; view: 'wheel' | 'history' }) {
  const { i18n } = useLingui();
  const { host } = useHost();
  const dialog = useRef<HTMLDialogElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  // Mounted at the first opening and kept: closing during a spin loses neither the spin nor its result.
  const [shown, setShown] = useState(false);
  const modal = useOpenChange(host, open, dialog, () => setShown(true));
  return (
    <>
      <button type="button" className="casino-button casino-button--primary" {...parts('button', 'open')} ref={launcher} onClick={modal.launch}>
        {i18n._(TITLE)}
      </button>
      <dialog
        ref={dialog}
        className="wheel-dialog"
        part="dialog"
        aria-label={i18n._(TITLE)}
        onCancel={modal.onCancel}
        // Esc, the close button or the host: `open` follows (setting it again reopens), focus goes back.
        onClose={() => {
          modal.onClose();
          launcher.current?.focus();
        }}
      >
        <Button
          variant="secondary"
          className="wheel-close"
          part="close"
          aria-label={i18n._({ id: 'wheel.close', message: 'Fermer' })}
          onClick={modal.close}
        >
          <span aria-hidden="true">✕</span>
        </Button>
        {/* The wheel's data loads when the dialog first opens, not with the launcher. */}
        {shown ? <WheelBody initialView={view} /> : null}
      </dialog>
    </>
  );
}

export function Wheel({ display, open, view }: WheelProps) {
  const initialView = view === 'history' ? 'history' : 'wheel';
  if (display === 'modal') return <ModalWheel open={!!open} view={initialView} />;
  return <WheelBody initialView={initialView} />;
}
