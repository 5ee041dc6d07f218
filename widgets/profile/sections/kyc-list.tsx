// The player's documents and what became of each (spec money-and-games.md §2 "Profile"): sent and pending
// review, approved, or rejected with the reviewer's reason. Status by words and a mark, never by colour
// alone.
import { useLingui } from '@lingui/react';
import type { IdentityDocument } from '../../../src/api/documents';
import { formatDateTime } from '../../../src/format/date';
import { parts } from '../../../src/ui/part';
import { kindLabel, statusLabel } from './kyc-labels';

const MARK = { pending: '⏳', approved: '✓', rejected: '✕' } as const;

export function KycList({ items }: { items: IdentityDocument[] }) {
  const { i18n } = useLingui();
  if (!items.length) {
    return <p className="kyc-empty">{i18n._({ id: 'profile.kyc.list.empty', message: 'Aucun document envoyé pour l’instant.' })}</p>;
  }
  return (
    <ul className="kyc-list" {...parts('kyc-list')}>
      {items.map((d) => (
        <li key={d.id} className="kyc-doc" data-status={d.status} data-id={d.id} tabIndex={-1} {...parts('kyc-document')}>
          <div className="kyc-doc__head">
            <span className="kyc-doc__kind">{kindLabel(i18n, d.kind)}</span>
            <span className={`kyc-badge kyc-badge--${d.status}`}>
              <span aria-hidden="true">{MARK[d.status]} </span>
              {statusLabel(i18n, d.status)}
            </span>
          </div>
          <div className="kyc-doc__meta">
            <bdi className="kyc-doc__name" dir="ltr">{d.fileName}</bdi>
            <span dir="ltr">
              <time dateTime={d.createdAt}>{formatDateTime(d.createdAt)}</time>
            </span>
          </div>
          {d.status === 'rejected' && d.reason ? (
            <p className="kyc-doc__reason" {...parts('kyc-reason')}>
              {i18n._({ id: 'profile.kyc.list.reason_label', message: 'Motif du refus :' })} <bdi>{d.reason}</bdi>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
