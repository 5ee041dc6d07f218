// The slot page's own texts over the shared ones (../common/texts.js), in the player's language.
import { withCommon } from '../common/texts.js';

export const TEXTS = withCommon({
  fr: {
    reels: 'Rouleaux', free: 'Tours gratuits restants :', spin: 'Jouer', line: '1 ligne de paiement : la rangée du milieu',
    paytable: 'Table des gains', close: 'Fermer', pays: 'paie', times: 'fois la mise', turbo: 'Turbo', auto: 'Auto', spins: 'tours',
    stop: 'Arrêter', autoLeft: 'Tours automatiques restants :', autoStopped: 'Tours automatiques arrêtés.', keys: 'Espace ou Entrée : jouer.',
    names: { seven: 'sept', bar: 'bar', cherry: 'cerise', lemon: 'as', bell: 'roi', star: 'dame' },
  },
  en: {
    reels: 'Reels', free: 'Free spins left:', spin: 'Play', line: '1 payline: the middle row',
    paytable: 'Paytable', close: 'Close', pays: 'pays', times: 'times the bet', turbo: 'Turbo', auto: 'Auto', spins: 'spins',
    stop: 'Stop', autoLeft: 'Autoplay spins left:', autoStopped: 'Autoplay stopped.', keys: 'Space or Enter: play.',
    names: { seven: 'seven', bar: 'bar', cherry: 'cherry', lemon: 'ace', bell: 'king', star: 'queen' },
  },
  ar: {
    reels: 'البكرات', free: 'الدورات المجانية المتبقية:', spin: 'العب', line: 'خط دفع واحد: الصف الأوسط',
    paytable: 'جدول الأرباح', close: 'إغلاق', pays: 'يدفع', times: 'ضعف الرهان', turbo: 'تيربو', auto: 'تلقائي', spins: 'دورات',
    stop: 'إيقاف', autoLeft: 'الدورات التلقائية المتبقية:', autoStopped: 'توقفت الدورات التلقائية.', keys: 'المسافة أو Enter: العب.',
    names: { seven: 'سبعة', bar: 'بار', cherry: 'كرز', lemon: 'آس', bell: 'ملك', star: 'ملكة' },
  },
});
