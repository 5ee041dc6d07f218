// What a new document does to an approved player, said before they send it (docs/api.md "Identity
// documents"): their identity stays verified and withdrawals keep working while the new document waits
// for review; only a rejection of it pauses withdrawals until a document is approved. Nothing for a
// player who is not approved yet: the page's introduction already says a document is needed.
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react';
import { $profileSummary } from '../../../src/stores/profile-summary';
import { parts } from '../../../src/ui/part';

export const KYC_APPROVED_NOTE_ID = 'kyc-approved-note';

export function KycApprovedNote() {
  const { i18n } = useLingui();
  const summary = useStore($profileSummary).data;
  if (summary?.documentsStatus !== 'approved') return null;
  return (
    <p className="kyc-approved" id={KYC_APPROVED_NOTE_ID} {...parts('kyc-approved-note')}>
      {i18n._({
        id: 'profile.kyc.approved_note',
        message:
          'Votre identité est déjà vérifiée. Un nouveau document sera examiné, et vos retraits restent possibles pendant l’examen ; s’il est refusé, les retraits sont suspendus jusqu’à la validation d’un document.',
      })}
    </p>
  );
}
