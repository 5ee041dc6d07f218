// <casino-notices>: the first-deposit, cashback and personal-jackpot notices of spec
// shell-session-wheel.md §3 "Notifications" and §4 "Notifications" (state and rules in
// src/stores/notifications.ts). One card per notice with its amount, "Merci" (acknowledges to the server)
// and a dismiss button (hides it on this device). Nothing is rendered for a guest; a signed-in player
// without notices gets only the (empty, invisible) live region, so notices that arrive later are announced.
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { $auth } from '../../src/stores/auth';
import { $notices, $notifications, acknowledgeNotice, dismissNotice, type Notice, type NoticeKind } from '../../src/stores/notifications';
import { emit } from '../../src/element/events';
import { useHost } from '../../src/element/define-widget';
import { Money } from '../../src/format/money-amount';
import { formatMoney } from '../../src/format/money-format';
import { formatDateTime } from '../../src/format/date';
import { toLocale } from '../../src/i18n/locale';
import { Button } from '../../src/ui';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface NoticesProps {}

/** The title and the sentence before the amount, per kind (descriptors: ids extracted, text stripped in builds). */
const COPY = {
  'first-deposit': {
    title: /*i18n*/ { id: 'notices.first_deposit.title', message: 'Bonus de premier dépôt' },
    text: /*i18n*/ { id: 'notices.first_deposit.text', message: 'Votre bonus de premier dépôt a été crédité sur votre solde bonus :' },
  },
  cashback: {
    title: /*i18n*/ { id: 'notices.cashback.title', message: 'Cashback' },
    text: /*i18n*/ { id: 'notices.cashback.text', message: 'Un cashback a été crédité sur votre solde bonus :' },
  },
  'personal-jackpot': {
    title: /*i18n*/ { id: 'notices.personal_jackpot.title', message: 'Jackpot personnel' },
    text: /*i18n*/ { id: 'notices.personal_jackpot.text', message: 'Vous avez remporté un jackpot personnel :' },
  },
} satisfies Record<NoticeKind, Record<'title' | 'text', MessageDescriptor>>;

const titleOf = (i18n: I18n, kind: NoticeKind) => i18n._(COPY[kind].title);

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
  const notices = useStore($notices);
  const { acknowledging } = useStore($notifications);
  const announcement = useAnnouncement(notices, i18n);
  const list = useRef<HTMLUListElement>(null);
  /**
   * After a focused card goes, focus moves to the card now at its place (or the last one), never to
   * <body>. Set before the action: the store may publish the removal before the action's promise settles.
   */
  const refocus = useRef<{ key: string; index: number } | null>(null);

  useEffect(() => {
    const pending = refocus.current;
    if (!pending || notices.some((n) => n.key === pending.key)) return;
    refocus.current = null;
    const cards = list.current ? [...list.current.querySelectorAll<HTMLElement>('[data-notice]')] : [];
    cards[Math.min(pending.index, cards.length - 1)]?.focus();
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

  const regionLabel = i18n._({ id: 'notices.region', message: 'Notifications' });
  return (
    <>
      <div className="casino-visually-hidden" role="status" aria-live="polite" part="announcer">
        {announcement}
      </div>
      {notices.length ? (
        <section className="notices" aria-label={regionLabel} part="notices">
          <ul className="notices-list" ref={list} part="list">
            {notices.map((n, index) => {
              const titleId = `notice-${n.key.replace(':', '-')}-title`;
              const title = titleOf(i18n, n.kind);
              const date = formatDateTime(n.date);
              return (
                <li key={n.key} className="notices-item">
                  <article
                    className={`notice notice--${n.kind}`}
                    part={`notice notice-${n.kind}`}
                    data-notice={n.key}
                    aria-labelledby={titleId}
                    tabIndex={-1}
                  >
                    <h2 className="notice-title" id={titleId} part="notice-title">
                      {title}
                    </h2>
                    <p className="notice-text">
                      {i18n._(COPY[n.kind].text)} <Money amount={n.amount} currency={n.currency} className="notice-amount" />
                    </p>
                    {date ? (
                      <p className="notice-date">
                        <time dateTime={n.date} dir="ltr">
                          {date}
                        </time>
                      </p>
                    ) : null}
                    <div className="notice-actions">
                      <Button variant="primary" part="thanks" busy={acknowledging.includes(n.key)} onClick={() => void thanks(n, index)}>
                        {i18n._({ id: 'notices.thanks', message: 'Merci' })}
                      </Button>
                      <button
                        type="button"
                        className="notice-dismiss"
                        part="dismiss"
                        aria-label={i18n._({ id: 'notices.dismiss', message: 'Masquer : {title}', values: { title } })}
                        onClick={() => dismiss(n, index)}
                      >
                        <span aria-hidden="true">×</span>
                      </button>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
