// The loading placeholder (spec shell-session-wheel.md §9): the shapes of what is coming, hidden from
// assistive technology, and one polite status saying what loads. The shapes and their look are the
// caller's (a grid of tiles, a disc, jackpot cards); their boxes carry aria-hidden.
import type { ReactNode } from 'react';
import { parts } from './part';

export interface SkeletonProps {
  /** What is loading, for assistive technology ("Loading the games…"). */
  label: string;
  className: string;
  children: ReactNode;
}

export function Skeleton({ label, className, children }: SkeletonProps) {
  return (
    <div className={className} {...parts('loading')} aria-busy="true">
      <p className="casino-visually-hidden" role="status">
        {label}
      </p>
      {children}
    </div>
  );
}
