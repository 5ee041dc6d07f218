// <casino-notices>: the first-deposit, cashback and personal-jackpot notices of spec
// shell-session-wheel.md §3 "Notifications" and §4 "Notifications" (state and rules in
// src/stores/notifications.ts). Five full-width cards before any content would be several screens on a
// phone, so the notices are one compact summary ("3 notifications", the newest one named) that
// discloses the cards, newest first (./notice-order.ts), each with "Merci" (acknowledges to the server)
// and dismiss (hides it on this device; ./notice-card.tsx). Nothing is rendered for a guest; a signed-in
// player without notices gets only the (empty, invisible) live region, so notices that arrive later are
// announced.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { $auth } from '../../src/stores/auth';
import { $notices, $notifications, acknowledgeNotice, dismissNotice, type Notice } from '../../src/stores/notifications';
import { emit } from '../../src/element/events';
import { useHost } from '../../src/element/define-widget';
import { Money } from '../../src/format/money-amount';
import { formatMoney } from '../../src/format/money-format';
import { countValues } from '../../src/format/count';
import { toLocale } from '../../src/i18n/locale';
import { NoticeCard, titleOf } from './notice-card';
import { newestFirst } from './notice-order';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface NoticesProps {}

/**
 * The polite announcement for notices that were not on screen before (first render included: they are
 * new to the player). Removals are not announced: the player caused them.
 */
function useAnnouncement(notices: Notice[], i18n: I18n): string {
  const seen = useRef(new Set<string>());
  const [text, setText] = useState('');
  useEffect(() => {
    const fresh = notices.filter((n) => !seen.current.has(n.key));
    notices.forEach((n) => seen.current.add(n.key));
    if (!fresh.length) return;
    const locale = toLocale(i18n.locale);
    setText(
      fresh
        .map((n) =>
          i18n._({
            id: 'notices.announce',
            message: 'Nouvelle notification : {title}, {amount}',
            values: { title: titleOf(i18n, n.kind), amount: formatMoney(n.amount, n.currency, locale) },
          }),
        )
        .join('. '),
    );
  }, [notices, i18n]);
  return text;
}

export function Notices(_props: NoticesProps) {
  const { i18n } = useLingui();
  const { host, root } = useHost();
  const auth = useStore($auth);
  const stored = useStore($notices);
  const notices = useMemo(() => newestFirst(stored), [stored]);
  const { acknowledging } = useStore($notifications);
  const announcement = useAnnouncement(notices, i18n);
  /** Collapsed by default: the summary is one line above the page's content. */
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const summary = useRef<HTMLButtonElement>(null);
  /**
   * After a focused card goes, focus moves to the card now at its place (or the last one; the summary
   * when none is left), never to <body>. Set before the action: the store may publish the removal before
   * the action's promise settles.
   */
  const refocus = useRef<{ key: string; index: number } | null>(null);

  useEffect(() => {
    const pending = refocus.current;
    if (!pending || notices.some((n) => n.key === pending.key)) return;
    refocus.current = null;
    const cards = list.current ? [...list.current.querySelectorAll<HTMLElement>('[data-notice]')] : [];
    (cards[Math.min(pending.index, cards.length - 1)] ?? summary.current)?.focus();
  }, [notices]);

  /** A failed "thanks" whose button had focus: focus it again once it is no longer busy. */
  const retryFocus = useRef<string | null>(null);
  useEffect(() => {
    const key = retryFocus.current;
    if (!key || acknowledging.includes(key)) return;
    retryFocus.current = null;
    root.querySelector<HTMLElement>(`[data-notice="${key}"] [part~="thanks"]`)?.focus();
  });

  if (!auth.isAuth) return null;

  /** Focus was inside the card that is about to go (keyboard users keep their place). */
  const hadFocus = (key: string) => !!root.activeElement?.closest(`[data-notice="${key}"]`);

  async function thanks(n: Notice, index: number) {
    const focused = hadFocus(n.key);
    if (focused) refocus.current = { key: n.key, index };
    if (!(await acknowledgeNotice(n.kind, n.id))) {
      // The store showed the error toast; the card stays. Its button was disabled while busy (which
      // drops focus): give the focus back once it is enabled again.
      if (refocus.current?.key === n.key) refocus.current = null;
      if (focused) retryFocus.current = n.key;
      return;
    }
    emit(host, 'casino-notice-acknowledge', { kind: n.kind, id: n.id });
  }

  function dismiss(n: Notice, index: number) {
    if (hadFocus(n.key)) refocus.current = { key: n.key, index };
    dismissNotice(n.kind, n.id);
  }

  const newest = notices[0];
  return (
    <>
      <div className="casino-visually-hidden" role="status" aria-live="polite" part="announcer">
        {announcement}
      </div>
      {newest ? (
        <section className={`notices${open ? ' notices--open' : ''}`} aria-label={i18n._({ id: 'notices.region', message: 'Notifications' })} part="notices">
          {/* The disclosure pattern: a heading holding a button that says whether the list is shown. */}
          <h2 className="notices-heading">
            <button
              type="button"
              id="notices-summary"
              className="notices-summary"
              part="summary"
              ref={summary}
              aria-expanded={open}
              aria-controls="notices-list"
              onClick={() => setOpen((o) => !o)}
            >
              <span className="notices-badge" part="count" aria-hidden="true">
                {notices.length}
              </span>
              <span className="notices-summary-text">
                <span className="notices-count">
                  {i18n._({
                    id: 'notices.summary',
                    message: '{form, select, one {{count} notification} other {{count} notifications}}',
                    values: countValues(notices.length, i18n.locale),
                  })}
                </span>
                <span className="notices-latest" part="latest">
                  {titleOf(i18n, newest.kind)} · <Money amount={newest.amount} currency={newest.currency} />
                </span>
              </span>
              <span className="notices-chevron" aria-hidden="true" />
            </button>
          </h2>
          <ul className="notices-list" id="notices-list" ref={list} part="list" hidden={!open}>
            {open
              ? notices.map((n, index) => (
                  <li key={n.key} className="notices-item">
                    <NoticeCard
                      notice={n}
                      busy={acknowledging.includes(n.key)}
                      onThanks={() => void thanks(n, index)}
                      onDismiss={() => dismiss(n, index)}
                    />
                  </li>
                ))
              : null}
          </ul>
        </section>
      ) : null}
    </>
  );
}
