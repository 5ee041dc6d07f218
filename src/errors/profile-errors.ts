// The profile's error messages (spec money-and-games.md §8; docs/contracts/profile.md).
// Kept out of error-catalogue.ts, which the login element loads statically (its size budget): the
// profile's sections that run calls import this module, which adds these to the catalogue when the first
// of those lazy sections loads, so explainApiError (src/errors/explain-error.ts) finds them like any other. Codes the catalogue already has (referral_code_not_found,
// referral_code_already_activated, balance_not_low_enough, insufficient_funds_on_bonus_balance,
// incorrect_old_password, documents_not_approved) keep their messages. One line per code; helpers add theirs.
import type { MessageDescriptor } from '@lingui/core';
import { addToCatalogue } from './error-catalogue';

export const profileErrors: Record<string, MessageDescriptor> = {
  // Bonus exchange (spec §5: 'Amount bonus less 3 TND'; the section shows the figure in the player's currency).
  bonus_amount_too_low: /*i18n*/ { id: 'error.bonus_amount_too_low', message: 'Le montant du bonus à échanger est inférieur au minimum' },
  // User info (docs/contracts/profile.md §Account; the rules of src/api/user-info-rules.ts): by call code, so
  // the generic `invalid` of another call keeps its message.
  under_age: /*i18n*/ { id: 'error.under_age', message: 'Vous devez avoir au moins 18 ans' },
  too_old: /*i18n*/ { id: 'error.too_old', message: 'Saisissez une date à partir de 1900' },
  'user.info.birth_date.invalid': /*i18n*/ { id: 'error.field.user_info_birth_date_invalid', message: 'Saisissez une date valide' },
  'user.info.country.invalid': /*i18n*/ { id: 'error.field.user_info_country_invalid', message: 'Choisissez un pays de la liste' },
  'user.info.mobile_phone.invalid': /*i18n*/ {
    id: 'error.field.user_info_mobile_phone_invalid',
    message: "Saisissez le numéro avec l'indicatif du pays : + et 8 à 15 chiffres",
  },
  'user.info.email.already_exists': /*i18n*/ {
    id: 'error.field.user_info_email_already_exists',
    message: 'Un compte avec cette adresse e-mail existe déjà',
  },
  // Change of e-mail (docs/api.md "Change of e-mail"): the current password goes with the new address.
  incorrect_password: /*i18n*/ { id: 'error.incorrect_password', message: 'Le mot de passe est incorrect' },
  'user.info.password.required': /*i18n*/ {
    id: 'error.field.user_info_password_required',
    message: "Saisissez votre mot de passe actuel pour changer d'adresse e-mail",
  },
  // Change of password: the policy's length on the new password (the other policy codes are in the catalogue).
  'user.change-password.new_password.min_length': /*i18n*/ {
    id: 'error.field.change_password_new_password_min_length',
    message: 'Saisissez au moins 8 caractères',
  },
  // Identity documents (docs/api.md "Identity documents"): the server's refusals and the browser's own checks
  // before sending (widgets/profile/kyc/prepare.ts), worded alike.
  file_too_large: /*i18n*/ { id: 'error.file_too_large', message: 'Le fichier dépasse la taille maximale autorisée' },
  unsupported_file_type: /*i18n*/ {
    id: 'error.unsupported_file_type',
    message: 'Ce fichier n’est ni une photo (JPEG, PNG, WebP, HEIC) ni un PDF',
  },
  heic_conversion_failed: /*i18n*/ {
    id: 'error.heic_conversion_failed',
    message: 'Cette photo HEIC n’a pas pu être convertie. Choisissez-la en JPEG ou prenez une capture d’écran.',
  },
  image_unreadable: /*i18n*/ { id: 'error.image_unreadable', message: 'Cette image est illisible ou incomplète' },
  'documents.upload.picture.required': /*i18n*/ { id: 'error.field.documents_upload_picture_required', message: 'Choisissez un fichier' },
  // The upload quota (docs/api.md "Identity documents"); too_many_uploads is a 429 with Retry-After, told
  // with its wait like any other ("Réessayez dans 40 min.").
  too_many_pending_documents: /*i18n*/ {
    id: 'error.too_many_pending_documents',
    message: 'Vos documents attendent leur vérification. Vous pourrez en envoyer d’autres après notre réponse.',
  },
};

// Importing this module adds them to the catalogue.
addToCatalogue(profileErrors);
