// The sandbox's e-mails in the player's language (docs/api.md "Registration consent and e-mail language").
// Which language: the one the request came with (the page's language, sent as `lang`, else the
// Accept-Language header), else the account's stored language, else French (the product's default, spec §1).
// None of these e-mails carries an amount today; one that does writes it with the spec's symbols
// (src/format/money-format.ts).

export type EmailLanguage = 'fr' | 'en' | 'ar';

const SUPPORTED: readonly EmailLanguage[] = ['fr', 'en', 'ar'];

/** The first candidate that names a supported language ('en-US', 'ar', 'fr-FR;q=0.8'…); French otherwise. */
export function emailLanguage(...candidates: (string | null | undefined)[]): EmailLanguage {
  for (const candidate of candidates) {
    for (const tag of (candidate ?? '').split(',')) {
      const code = tag.trim().slice(0, 2).toLowerCase();
      if ((SUPPORTED as readonly string[]).includes(code)) return code as EmailLanguage;
    }
  }
  return 'fr';
}

export interface EmailText {
  subject: string;
  text: string;
}

/** The address confirmation (registration, resend, a new address from the profile). */
export function verificationEmail(lang: EmailLanguage, username: string, url: string): EmailText {
  switch (lang) {
    case 'en':
      return {
        subject: 'Confirm your e-mail',
        text: `Hello ${username},\n\nconfirm your e-mail address by opening this link:\n${url}\n\nThe link is valid for 24 hours.`,
      };
    case 'ar':
      return {
        subject: 'أكّد بريدك الإلكتروني',
        text: `مرحبًا ${username}،\n\nأكّد عنوان بريدك الإلكتروني بفتح هذا الرابط:\n${url}\n\nالرابط صالح لمدة 24 ساعة.`,
      };
    default:
      return {
        subject: 'Confirmez votre adresse e-mail',
        text: `Bonjour ${username},\n\nconfirmez votre adresse e-mail en ouvrant ce lien :\n${url}\n\nLe lien est valable 24 heures.`,
      };
  }
}

/** The password reset link. */
export function passwordResetEmail(lang: EmailLanguage, username: string, url: string): EmailText {
  switch (lang) {
    case 'en':
      return {
        subject: 'Reset your password',
        text: `Hello ${username},\n\nset a new password by opening this link:\n${url}\n\nThe link is valid for one hour and works once. If you did not ask for it, ignore this e-mail.`,
      };
    case 'ar':
      return {
        subject: 'إعادة تعيين كلمة المرور',
        text: `مرحبًا ${username}،\n\nعيّن كلمة مرور جديدة بفتح هذا الرابط:\n${url}\n\nالرابط صالح لمدة ساعة واحدة ويعمل مرة واحدة. إن لم تطلبه فتجاهل هذه الرسالة.`,
      };
    default:
      return {
        subject: 'Réinitialisez votre mot de passe',
        text: `Bonjour ${username},\n\nchoisissez un nouveau mot de passe en ouvrant ce lien :\n${url}\n\nLe lien est valable une heure et ne sert qu’une fois. Si vous ne l’avez pas demandé, ignorez cet e-mail.`,
      };
  }
}

/**
 * To the confirmed address when a change of e-mail is asked for (docs/security.md "Account takeover
 * through the e-mail"): which address was asked for, that nothing changes until it is confirmed, and the
 * link that cancels the change when the player did not ask for it.
 */
export function emailChangeNoticeEmail(lang: EmailLanguage, username: string, newEmail: string, cancelUrl: string): EmailText {
  switch (lang) {
    case 'en':
      return {
        subject: 'Your e-mail address is being changed',
        text: `Hello ${username},\n\na change of the e-mail address of your account to ${newEmail} was asked for. This address stays the account's until the new one is confirmed.\n\nIf it wasn't you, open this link: it cancels the change, signs you out everywhere and sends you a link to choose a new password.\n${cancelUrl}\n\nThe link is valid for 7 days.`,
      };
    case 'ar':
      return {
        subject: 'طلب تغيير بريدك الإلكتروني',
        text: `مرحبًا ${username}،\n\nطُلب تغيير عنوان البريد الإلكتروني لحسابك إلى ${newEmail}. يبقى هذا العنوان عنوان الحساب حتى يتم تأكيد العنوان الجديد.\n\nإن لم تكن أنت من طلب ذلك فافتح هذا الرابط: يلغي التغيير ويسجّل خروجك من كل الأجهزة ويرسل إليك رابطًا لاختيار كلمة مرور جديدة.\n${cancelUrl}\n\nالرابط صالح لمدة 7 أيام.`,
      };
    default:
      return {
        subject: 'Changement de votre adresse e-mail',
        text: `Bonjour ${username},\n\nle remplacement de l’adresse e-mail de votre compte par ${newEmail} a été demandé. Cette adresse reste celle du compte tant que la nouvelle n’est pas confirmée.\n\nSi ce n’était pas vous, ouvrez ce lien : il annule le changement, vous déconnecte partout et vous envoie un lien pour choisir un nouveau mot de passe.\n${cancelUrl}\n\nLe lien est valable 7 jours.`,
      };
  }
}
