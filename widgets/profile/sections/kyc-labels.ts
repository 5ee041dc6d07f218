// The words of the identity documents' section that more than one of its parts shows (spec money-and-games.md
// §2 "Profile").
import type { I18n } from '@lingui/core';
import type { DocumentKind, DocumentStatus } from '../../../src/api/documents';

export function kindLabel(i18n: I18n, kind: DocumentKind): string {
  switch (kind) {
    case 'passport':
      return i18n._({ id: 'profile.kyc.kind.passport', message: 'Passeport' });
    case 'driving_licence':
      return i18n._({ id: 'profile.kyc.kind.driving_licence', message: 'Permis de conduire' });
    default:
      return i18n._({ id: 'profile.kyc.kind.id_card', message: 'Carte d’identité' });
  }
}

export function statusLabel(i18n: I18n, status: DocumentStatus): string {
  switch (status) {
    case 'approved':
      return i18n._({ id: 'profile.kyc.status.approved', message: 'Approuvé' });
    case 'rejected':
      return i18n._({ id: 'profile.kyc.status.rejected', message: 'Refusé' });
    default:
      return i18n._({ id: 'profile.kyc.status.pending', message: 'Envoyé, en attente de vérification' });
  }
}
