// The slot page's own texts over the shared ones (../common/texts.js), in the player's language.
import { withCommon } from '../common/texts.js';

export const TEXTS = withCommon({
  fr: {
    reels: 'Rouleaux', free: 'Tours gratuits restants :', spin: 'Jouer',
    names: { seven: 'sept', bar: 'bar', cherry: 'cerise', lemon: 'citron', bell: 'cloche', star: 'étoile' },
  },
  en: {
    reels: 'Reels', free: 'Free spins left:', spin: 'Play',
    names: { seven: 'seven', bar: 'bar', cherry: 'cherry', lemon: 'lemon', bell: 'bell', star: 'star' },
  },
  ar: {
    reels: 'البكرات', free: 'الدورات المجانية المتبقية:', spin: 'العب',
    names: { seven: 'سبعة', bar: 'بار', cherry: 'كرز', lemon: 'ليمون', bell: 'جرس', star: 'نجمة' },
  },
});
