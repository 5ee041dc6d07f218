// <casino-wheel>: the wheel of fortune (spec shell-session-wheel.md §2 "Modals", §3 "Wheel", §4 "Wheel",
// §9). Data and the spin's state machine live in src/stores/wheel.ts, angles and motion curves in
// ./geometry.ts; this file draws the wheel, drives its one Web Animation, and holds the controls, the
// live region, the result panel, the modal display and the switch to the (lazy) history.
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $wheel, wheel, nextFreeSpinAt, type WheelState } from '../../src/stores/wheel';
import { $auth } from '../../src/stores/auth';
import type { WheelPrize, WheelSpinResult } from '../../src/api/wheel';
import { joinUrl } from '../../src/api/client';
import { apiBase } from '../../src/config/config';
import { emit } from '../../src/element/events';
import { useHost } from '../../src/element/define-widget';
import { LoginFallback } from '../../src/element/login-fallback';
import { Money } from '../../src/format/money-amount';
import { formatCountdown } from '../../src/format/countdown';
import { Button, ErrorScreen, useErrorText } from '../../src/ui';
import { cx, parts } from '../../src/ui/part';
import {
  angleAt,
  CENTRE,
  curveDuration,
  LABEL_INNER,
  LABEL_OUTER,
  labelFontSize,
  landingCurve,
  landingMinAhead,
  polar,
  RADIUS,
  SEGMENT_DEG,
  speedAt,
  spinUpCurve,
  targetRotation,
  VIEWBOX,
  wedgePath,
  type Curve,
} from './geometry';

export interface WheelProps {
  display?: 'inline' | 'modal' | string;
  open?: boolean;
  view?: 'wheel' | 'history' | string;
}

const TITLE = /*i18n*/ { id: 'wheel.title', message: 'Roue de la fortune' };

// ---- the disc's motion -----------------------------------------------------------------------------------

/** Longer than any answer can take (the client's 30 s timeout), so the cruise never stops on its own. */
const CRUISE_MS = 32_000;
const REST_MS = 1_200;
const FADE_MS = 400;
/** Where each element's disc last came to rest, so a remount (history and back) keeps the landed prize. */
const restAngles = new WeakMap<HTMLElement, number>();

const rotate = (deg: number) => `rotate(${deg}deg)`;

function useDiscMotion(disc: { current: HTMLDivElement | null }, host: HTMLElement, state: WheelState) {
  const motion = useRef<{ anim: Animation | null; curve: Curve | null; rest: number }>({
    anim: null,
    curve: null,
    rest: restAngles.get(host) ?? 0,
  });
  const previous = useRef(state.phase);

  /** The angle now: from the running animation's time through its curve (never from layout). */
  const current = () => {
    const m = motion.current;
    const t = Number(m.anim?.currentTime ?? 0);
    return m.curve && m.anim ? { angle: angleAt(m.curve, t), speed: m.anim.playState === 'running' ? speedAt(m.curve, t) : 0 } : { angle: m.rest, speed: 0 };
  };

  const play = (keyframes: Keyframe[], duration: number, rest: number, curve: Curve | null) => {
    const m = motion.current;
    m.anim?.cancel();
    m.curve = curve;
    m.rest = rest;
    restAngles.set(host, rest);
    m.anim = disc.current?.animate(keyframes, { duration, fill: 'forwards', easing: 'linear' }) ?? null;
  };

  const playCurve = (curve: Curve) =>
    play(
      curve.angles.map((a, i) => ({ transform: rotate(a), offset: curve.times[i] / curveDuration(curve) })),
      curveDuration(curve),
      curve.angles[curve.angles.length - 1],
      curve,
    );

  // The resting angle on mount (a remount keeps the landed prize under the pointer).
  useEffect(() => {
    const rest = motion.current.rest;
    play([{ transform: rotate(rest) }, { transform: rotate(rest) }], 1, rest, null);
    return () => motion.current.anim?.cancel();
  }, []);

  useEffect(() => {
    const from = previous.current;
    previous.current = state.phase;
    if (from === state.phase) return;
    const { angle, speed } = current();
    if (state.phase === 'requesting' && !state.reduced) {
      playCurve(spinUpCurve(angle, CRUISE_MS));
    } else if (state.phase === 'landing' && state.segment !== null && state.timeline) {
      if (state.reduced) {
        const to = targetRotation(angle, state.segment, state.jitter).rotation;
        const fade = [
          { transform: rotate(angle), opacity: 1, offset: 0 },
          { transform: rotate(angle), opacity: 0, offset: 0.5 },
          { transform: rotate(to), opacity: 0, offset: 0.5 },
          { transform: rotate(to), opacity: 1, offset: 1 },
        ];
        play(fade, FADE_MS, to, null);
      } else {
        const duration = Math.max(300, state.timeline.landAt - Date.now());
        const to = targetRotation(angle, state.segment, state.jitter, landingMinAhead(speed, duration)).rotation;
        playCurve(landingCurve(angle, speed, to, duration));
      }
    } else if ((state.phase === 'idle' || state.phase === 'landing') && speed > 0) {
      // A refusal, a failure, or an answer that matches no segment: ease to rest where the motion allows.
      playCurve(landingCurve(angle, speed, angle + (speed * REST_MS) / 2, REST_MS));
    }
  }, [state.phase, state.timeline]);
}

// ---- drawing ---------------------------------------------------------------------------------------------

/** Money prizes alternate two colours, bonus prizes and presents have their own, a "try again" is muted. */
function segmentKind(p: WheelPrize, i: number): string {
  if (p.isPresent) return 'present';
  if (p.amount <= 0) return 'none';
  if (p.wallet === 'bonus') return 'bonus';
  return i % 2 ? 'money-b' : 'money-a';
}

function Disc({ prizes }: { prizes: WheelPrize[] }) {
  const mid = (LABEL_INNER + LABEL_OUTER) / 2;
  return (
    <svg className="wheel-svg" viewBox={`0 0 ${VIEWBOX} ${VIEWBOX}`} aria-hidden="true" focusable="false">
      <circle className="wheel-rim" cx={CENTRE} cy={CENTRE} r={RADIUS + 8} />
      {prizes.map((p, i) => {
        const deg = i * SEGMENT_DEG;
        const image = p.image ? joinUrl(apiBase(), p.image) : null;
        const [ix, iy] = polar(RADIUS - 50, deg);
        const [tx, ty] = polar(mid, deg);
        return (
          <g key={i} className={`wheel-segment wheel-segment--${segmentKind(p, i)}`} data-segment={i}>
            <path className="wheel-wedge" d={wedgePath(i)} />
            {image ? (
              <image href={image} x={ix - 26} y={iy - 26} width={52} height={52} transform={`rotate(${deg} ${ix} ${iy})`} />
            ) : (
              // Radial text read from the rim inward; the browser shapes Arabic as in any other text.
              <text
                className="wheel-label"
                x={tx}
                y={ty}
                fontSize={labelFontSize(p.name)}
                textAnchor="middle"
                dominantBaseline="central"
                transform={`rotate(${deg - 90} ${tx} ${ty})`}
              >
                {p.name}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** The pointer at 12 o'clock and the hub: still, above the turning disc. */
function Pointer({ phase }: { phase: WheelState['phase'] }) {
  return (
    <svg className="wheel-overlay" viewBox={`0 0 ${VIEWBOX} ${VIEWBOX}`} aria-hidden="true" focusable="false">
      <circle className="wheel-hub" cx={CENTRE} cy={CENTRE} r={34} />
      <g className={`wheel-pointer wheel-pointer--${phase}`} {...parts('pointer')}>
        <path d={`M${CENTRE - 17} 2H${CENTRE + 17}L${CENTRE} 46Z`} />
      </g>
    </svg>
  );
}

// ---- texts -----------------------------------------------------------------------------------------------

/** `name`: the prize's label in the current language (the list follows the language; the spin's answer does not). */
function ResultPanel({ result, name }: { result: WheelSpinResult; name: string }) {
  const { i18n } = useLingui();
  const money = !result.isPresent && result.amount > 0;
  const title = result.isPresent
    ? i18n._({ id: 'wheel.result.present', message: 'Vous avez gagné un cadeau !' })
    : money
      ? i18n._({ id: 'wheel.result.won', message: 'Vous avez gagné !' })
      : i18n._({ id: 'wheel.result.nothing', message: 'Pas de gain cette fois' });
  const note = result.isPresent
    ? i18n._({ id: 'wheel.result.present_note', message: 'Notre équipe vous contactera pour la remise.' })
    : !money
      ? i18n._({ id: 'wheel.result.nothing_note', message: 'Retentez votre chance !' })
      : result.wallet === 'bonus'
        ? i18n._({ id: 'wheel.result.bonus_note', message: 'Crédité sur votre solde bonus.' })
        : i18n._({ id: 'wheel.result.balance_note', message: 'Crédité sur votre solde.' });
  return (
    <div className={`wheel-result wheel-result--${result.isPresent ? 'present' : money ? 'money' : 'none'}`} part="result">
      <p className="wheel-result-title">{title}</p>
      <p className="wheel-result-prize" part="prize">
        {money ? <Money amount={result.amount} currency={result.currency} /> : <bdi>{name}</bdi>}
      </p>
      <p className="wheel-result-note">{note}</p>
    </div>
  );
}

/** Re-renders every second while mounted (the countdown): one small text node, no animation frames. */
function useSecondTick(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

function Countdown({ state }: { state: WheelState }) {
  const { i18n } = useLingui();
  const now = useSecondTick();
  return (
    <p className="wheel-countdown" part="countdown">
      {i18n._({ id: 'wheel.next_free_spin', message: 'Prochain tour gratuit dans' })}{' '}
      <time className="casino-money" role="timer" dir="ltr">
        {formatCountdown(nextFreeSpinAt(state.settings, now) - now)}
      </time>
    </p>
  );
}

// ---- the wheel view --------------------------------------------------------------------------------------

function Skeleton() {
  const { i18n } = useLingui();
  return (
    <div className="wheel-loading" part="loading" aria-busy="true">
      <p className="casino-visually-hidden" role="status">
        {i18n._({ id: 'wheel.loading', message: 'Chargement de la roue…' })}
      </p>
      <div className="wheel-stage wheel-stage--skeleton" aria-hidden="true" />
    </div>
  );
}

function WheelGame({ onLoginRequired }: { onLoginRequired: () => void }) {
  const { i18n } = useLingui();
  const { host } = useHost();
  const state = useStore($wheel);
  const auth = useStore($auth);
  const disc = useRef<HTMLDivElement>(null);
  const pressedHere = useRef(false);
  const errorText = useErrorText(state.spinError);
  useDiscMotion(disc, host, state);

  // The result panel is on screen: tell the host (from the element that was pressed).
  useEffect(() => {
    const r = state.result;
    if (state.phase !== 'result' || !r || !pressedHere.current) return;
    pressedHere.current = false;
    emit(host, 'casino-wheel-spin', {
      id: r.id,
      prizeId: r.prizeId,
      name: r.name,
      amount: r.amount,
      currency: r.currency,
      isPresent: r.isPresent,
      wallet: r.wallet,
      isFree: r.isFree,
    });
  }, [state.phase, state.result]);

  if (state.status === 'error') return <ErrorScreen error={state.error} onRetry={() => void wheel.retry()} />;
  if (state.status !== 'ready' || state.prizes.length === 0) return <Skeleton />;

  const settings = state.settings;
  const free = !auth.isAuth || !!settings && (settings.hasFreeSpin || settings.freeSpinsAvailable > 0);
  const spinning = state.phase === 'requesting' || state.phase === 'landing' || state.phase === 'pulse';
  const waiting = auth.isAuth && !state.imagesReady;
  const press = async (isFree: boolean) => {
    if (!auth.isAuth) return onLoginRequired();
    if ((await wheel.spin(isFree)) === 'spinning') pressedHere.current = true;
  };

  let status: ReactNode = null;
  if (spinning) status = <p className="wheel-status-text">{i18n._({ id: 'wheel.spinning', message: 'La roue tourne…' })}</p>;
  else if (state.phase === 'result' && state.result) status = (
      <ResultPanel result={state.result} name={state.prizes.find((p) => p.id === state.result?.prizeId)?.name ?? state.result.name} />
    );
  else if (state.spinError && errorText) status = <p className="wheel-status-text wheel-status-text--error" part="spin-error">{errorText}</p>;

  return (
    <div className="wheel-game" part="game">
      <div className="wheel-stage" part="stage">
        <div className="wheel-disc" part="disc" ref={disc}>
          <Disc prizes={state.prizes} />
        </div>
        <Pointer phase={state.phase} />
      </div>
      <div className="wheel-controls" part="controls">
        <div className="wheel-status" role="status" aria-live="polite" part="status">
          {status}
        </div>
        <button
          type="button"
          className={cx('casino-button', 'casino-button--primary', 'wheel-spin', (spinning || waiting) && 'wheel-spin--blocked')}
          {...parts('button', 'spin', free ? 'spin-free' : 'spin-paid')}
          aria-disabled={spinning || waiting || undefined}
          aria-busy={spinning || undefined}
          // A key held down repeats keydown, and Enter clicks a button on each one: one press, one spin.
          onKeyDown={(e) => e.repeat && (e.key === 'Enter' || e.key === ' ') && e.preventDefault()}
          onClick={() => void press(free)}
        >
          {free ? (
            i18n._({ id: 'wheel.spin_free', message: 'Tour gratuit' })
          ) : (
            // One span: the label is a flex box, where the space between the words and the amount would be lost.
            <span>
              {i18n._({ id: 'wheel.spin_paid', message: 'Tourner pour' })}{' '}
              {settings ? <Money amount={settings.paidSpinCost} currency={settings.currency} /> : null}
            </span>
          )}
        </button>
        {waiting ? (
          <p className="wheel-hint" part="images-loading">
            {i18n._({ id: 'wheel.images_loading', message: 'Chargement des images de la roue…' })}
          </p>
        ) : null}
        {!free ? <Countdown state={state} /> : null}
      </div>
      <ul className="casino-visually-hidden" aria-label={i18n._({ id: 'wheel.prizes', message: 'Prix de la roue' })}>
        {state.prizes.map((p, i) => (
          <li key={i}>{p.name}</li>
        ))}
      </ul>
    </div>
  );
}

// ---- history (lazy) and login (lazy) ---------------------------------------------------------------------

type HistoryView = ComponentType<Record<string, never>>;
let historyModule: Promise<typeof import('./history')> | null = null;

function LazyHistory() {
  const { root } = useHost();
  const [View, setView] = useState<HistoryView | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    historyModule ??= import('./history');
    historyModule.then(
      (m) => {
        m.adoptHistoryStyles(root); // every element's shadow root, once
        if (live) setView(() => m.WheelHistory as HistoryView);
      },
      (error: unknown) => {
        historyModule = null; // offline: "try again" fetches the chunk again
        if (live) setFailure({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  if (failure) return <ErrorScreen error={failure.error} onRetry={() => (setFailure(null), setAttempt((n) => n + 1))} />;
  return View ? <View /> : <Skeleton />;
}

// ---- the element's content -------------------------------------------------------------------------------

function WheelBody({ initialView }: { initialView: 'wheel' | 'history' }) {
  const { i18n } = useLingui();
  const { host } = useHost();
  const auth = useStore($auth);
  // The player's choice, until the host sets another `view` (derived during render: an effect could undo
  // a click made before it ran).
  const [choice, setChoice] = useState({ view: initialView, from: initialView });
  const view = choice.from === initialView ? choice.view : initialView;
  const setView = (v: 'wheel' | 'history') => setChoice({ view: v, from: initialView });
  const [loginRequest, setLoginRequest] = useState(0);

  const onLoginRequired = () => {
    if (emit(host, 'casino-login-required', { reason: 'wheel-spin' }, { cancelable: true })) setLoginRequest((n) => n + 1);
  };

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
      {view === 'history' ? <LazyHistory /> : <WheelGame onLoginRequired={onLoginRequired} />}
      {loginRequest > 0 && !auth.isAuth ? <LoginFallback request={loginRequest} /> : null}
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
  const show = () => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    setShown(true);
  };
  useEffect(() => {
    if (open) show();
  }, [open]);
  return (
    <>
      <button type="button" className="casino-button casino-button--primary" {...parts('button', 'open')} ref={launcher} onClick={show}>
        {i18n._(TITLE)}
      </button>
      <dialog
        ref={dialog}
        className="wheel-dialog"
        part="dialog"
        aria-label={i18n._(TITLE)}
        // Esc or the close button: the host's `open` follows (setting it again reopens), focus goes back.
        onClose={() => {
          host.removeAttribute('open');
          launcher.current?.focus();
        }}
      >
        <Button
          variant="secondary"
          className="wheel-close"
          part="close"
          aria-label={i18n._({ id: 'wheel.close', message: 'Fermer' })}
          onClick={() => dialog.current?.close()}
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
