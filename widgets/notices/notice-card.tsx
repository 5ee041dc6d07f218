// One notice in the expanded summary (spec shell-session-wheel.md §3, §4 "Notifications"): its title, the
// sentence with the amount, the date, "Merci" (acknowledges to the server) and dismiss (this device only).
// The behaviour (focus after removal, the busy button) is the list's: ./notices.tsx.
import { useLingui } from '@lingui/react';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Notice, NoticeKind } from '../../src/stores/notifications';
import { Money } from '../../src/format/money-amount';
import { formatDateTime } from '../../src/format/date';
import { Button } from '../../src/ui';

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

export const titleOf = (i18n: I18n, kind: NoticeKind) => i18n._(COPY[kind].title);

interface NoticeCardProps {
  notice: Notice;
  busy: boolean;
  onThanks(): void;
  onDismiss(): void;
}

export function NoticeCard({ notice: n, busy, onThanks, onDismiss }: NoticeCardProps) {
  const { i18n } = useLingui();
  const titleId = `notice-${n.key.replace(':', '-')}-title`;
  const title = titleOf(i18n, n.kind);
  const date = formatDateTime(n.date);
  return (
    <article className={`notice notice--${n.kind}`} part={`notice notice-${n.kind}`} data-notice={n.key} aria-labelledby={titleId} tabIndex={-1}>
      <h3 className="notice-title" id={titleId} part="notice-title">
        {title}
      </h3>
      <p className="notice-text">
        {i18n._(COPY[n.kind].text)} <Money amount={n.amount} currency={n.currency} className="notice-amount" />
      </p>
      {/* The date beside "Merci": one line less per card on a phone. */}
      <div className="notice-foot">
        {date ? (
          <time className="notice-date" dateTime={n.date} dir="ltr">
            {date}
          </time>
        ) : null}
        <Button variant="primary" part="thanks" busy={busy} onClick={onThanks}>
          {i18n._({ id: 'notices.thanks', message: 'Merci' })}
        </Button>
      </div>
      <button
        type="button"
        className="notice-dismiss"
        part="dismiss"
        aria-label={i18n._({ id: 'notices.dismiss', message: 'Masquer : {title}', values: { title } })}
        onClick={onDismiss}
      >
        <span aria-hidden="true">×</span>
      </button>
    </article>
  );
}
