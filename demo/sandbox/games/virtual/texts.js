// The virtual sports' texts in the player's language (fr, en, ar): the table's words (live/texts.js) with
// the race's and the match's over them.
import { TEXTS as TABLE } from '../live/texts.js';

const OWN = {
  fr: {
    virtual: 'Sport virtuel', event: 'Événement n°', card: 'Cotes', board: 'Cotes', open: 'Départ dans', closed: 'Départ !', noBets: 'Aucune mise : prochain événement.',
    sports: { football: 'Football virtuel', tennis: 'Tennis virtuel', horses: 'Courses hippiques virtuelles', greyhounds: 'Courses de lévriers virtuelles', cycling: 'Cyclisme virtuel' },
    picks: { home: 'Domicile', draw: 'Nul', away: 'Extérieur' },
    finish: 'Arrivée :', score: 'Score final :', goal: 'But !', minute: 'min', sets: 'sets', confirm: 'Valider mes paris',
  },
  en: {
    virtual: 'Virtual sport', event: 'Event no.', card: 'Odds', board: 'Odds', open: 'Start in', closed: 'Off they go!', noBets: 'No bets: next event.',
    sports: { football: 'Virtual football', tennis: 'Virtual tennis', horses: 'Virtual horse racing', greyhounds: 'Virtual greyhound racing', cycling: 'Virtual cycling' },
    picks: { home: 'Home', draw: 'Draw', away: 'Away' },
    finish: 'Finish:', score: 'Final score:', goal: 'Goal!', minute: 'min', sets: 'sets', confirm: 'Confirm my bets',
  },
  ar: {
    virtual: 'رياضة افتراضية', event: 'الحدث رقم', card: 'الاحتمالات', board: 'الاحتمالات', open: 'الانطلاق بعد', closed: 'انطلقوا!', noBets: 'لا رهانات: الحدث التالي.',
    sports: { football: 'كرة قدم افتراضية', tennis: 'تنس افتراضي', horses: 'سباق خيول افتراضي', greyhounds: 'سباق كلاب سلوقية افتراضي', cycling: 'دراجات افتراضية' },
    picks: { home: 'صاحب الأرض', draw: 'تعادل', away: 'الضيف' },
    finish: 'الترتيب:', score: 'النتيجة النهائية:', goal: 'هدف!', minute: 'د', sets: 'أشواط', confirm: 'تأكيد رهاناتي',
  },
};

export const TEXTS = Object.fromEntries(Object.entries(TABLE).map(([lang, texts]) => [lang, { ...texts, ...OWN[lang] }]));
