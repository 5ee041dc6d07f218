// <casino-jackpots>: the silver, gold and bronze pots (spec shell-session-wheel.md §3 "Jackpot", §9 order)
// in the player's currency (a guest: the page's), with the last winner. Data and its refresh rules live in
// src/stores/jackpots.ts. A pot that grew counts up to its new amount, gently and only when the player
// has not asked for reduced motion.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { $jackpots, retryJackpots } from '../../src/stores/jackpots';
import type { Jackpot } from '../../src/api/jackpots';
import { Money } from '../../src/format/money-amount';
import { floor2 } from '../../src/format/money';
import { notices } from '../../src/i18n/messages';
import { Button, Skeleton } from '../../src/ui';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JackpotsProps {}

/** How long a count-up takes. */
export const COUNT_UP_MS = 1_200;

const NAMES: Record<string, MessageDescriptor> = {
  silver: /*i18n*/ { id: 'jackpots.silver', message: 'Jackpot Argent' },
  gold: /*i18n*/ { id: 'jackpots.gold', message: 'Jackpot Or' },
  bronze: /*i18n*/ { id: 'jackpots.bronze', message: 'Jackpot Bronze' },
};

/** A pot the client does not know keeps the server's name. */
const nameOf = (i18n: I18n, name: string) => (Object.hasOwn(NAMES, name) ? i18n._(NAMES[name]) : name);

function useReducedMotion(): boolean {
  const query = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)');
  const [reduced, setReduced] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const q = query();
    if (!q) return;
    const onChange = () => setReduced(q.matches);
    q.addEventListener('change', onChange);
    return () => q.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The amount shown: the new one at once, or, when it grew and motion is allowed, a count-up from the old
 * one (ease-out, floored to the cent on the way, so it never shows more than the pot holds).
 */
export function useCountUp(amount: number, currency: string, animate: boolean): number {
  const [shown, setShown] = useState(amount);
  const from = useRef({ amount, currency });
  useEffect(() => {
    const start = from.current;
    from.current = { amount, currency };
    if (!animate || start.currency !== currency || !(amount > start.amount) || typeof requestAnimationFrame !== 'function') {
      setShown(amount);
      return;
    }
    let frame = 0;
    let began: number | null = null;
    const step = (t: number) => {
      began ??= t;
      const p = Math.min(1, (t - began) / COUNT_UP_MS);
      const eased = 1 - (1 - p) ** 3;
      setShown(p >= 1 ? amount : floor2(start.amount + (amount - start.amount) * eased));
      if (p < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [amount, currency, animate]);
  return animate ? shown : amount;
}

function Tile({ jackpot, animate }: { jackpot: Jackpot; animate: boolean }) {
  const { i18n } = useLingui();
  const amount = useCountUp(jackpot.amount, jackpot.currency, animate);
  return (
    <li className={`jackpot jackpot--${jackpot.name}`} part={`jackpot jackpot-${jackpot.name}`}>
      <h3 className="jackpot-name" part="name">
        {nameOf(i18n, jackpot.name)}
      </h3>
      <p className="jackpot-amount" part="amount">
        <Money amount={amount} currency={jackpot.currency} />
      </p>
      <p className="jackpot-winner" part="winner">
        {jackpot.winner ? (
          <>
            {i18n._({ id: 'jackpots.last_winner', message: 'Dernier gagnant :' })}{' '}
            <bdi dir="ltr" className="jackpot-winner-name">
              {jackpot.winner}
            </bdi>
          </>
        ) : (
          i18n._({ id: 'jackpots.no_winner', message: 'Pas encore de gagnant' })
        )}
      </p>
    </li>
  );
}

function JackpotsSkeleton() {
  const { i18n } = useLingui();
  return (
    <Skeleton className="jackpots-loading" label={i18n._({ id: 'jackpots.loading', message: 'Chargement des jackpots…' })}>
      <div className="jackpots-list" aria-hidden="true">
        {['silver', 'gold', 'bronze'].map((name) => (
          <div key={name} className={`jackpot jackpot--${name} jackpot--skeleton`} part="skeleton">
            <span className="skeleton-line skeleton-line--name" />
            <span className="skeleton-line skeleton-line--amount" />
            <span className="skeleton-line skeleton-line--winner" />
          </div>
        ))}
      </div>
    </Skeleton>
  );
}

export function Jackpots(_props: JackpotsProps) {
  const { i18n } = useLingui();
  const state = useStore($jackpots);
  const reduced = useReducedMotion();
  const title = i18n._({ id: 'jackpots.title', message: 'Jackpots' });

  let body;
  if (state.status === 'error' && state.jackpots.length === 0) {
    body = (
      <div className="jackpots-error" role="alert" part="error">
        <p className="jackpots-error-text">
          {i18n._({ id: 'jackpots.error', message: "Les jackpots n'ont pas pu être chargés." })}
        </p>
        <Button variant="secondary" part="retry" onClick={() => void retryJackpots()}>
          {i18n._(notices.retry)}
        </Button>
      </div>
    );
  } else if (state.status === 'ready' && state.jackpots.length === 0) {
    body = (
      <p className="jackpots-empty" part="empty">
        {i18n._({ id: 'jackpots.empty', message: 'Aucun jackpot pour le moment.' })}
      </p>
    );
  } else if (state.jackpots.length === 0) {
    body = <JackpotsSkeleton />;
  } else {
    body = (
      <ul className="jackpots-list" part="list">
        {state.jackpots.map((j) => (
          <Tile key={`${j.id}-${j.currency}`} jackpot={j} animate={!reduced} />
        ))}
      </ul>
    );
  }

  return (
    <section className="jackpots" aria-labelledby="jackpots-title" part="jackpots">
      <h2 className="jackpots-title" id="jackpots-title" part="title">
        {title}
      </h2>
      {body}
    </section>
  );
}
