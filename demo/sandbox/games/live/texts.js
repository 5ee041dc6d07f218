// The live tables' texts in the player's language (fr, en, ar), over the shared ones (common/texts.js).
// The virtual sports' page shares the table's words (chips, betting time, history) and adds its own.
import { withCommon } from '../common/texts.js';

export const TEXTS = withCommon({
  fr: {
    live: 'En direct', dealer: 'Croupier :', seats: 'Places :', chip: 'Jeton', board: 'Paris', history: 'Derniers résultats', total: 'Mise totale :',
    clear: 'Effacer', confirm: 'Valider mes mises', open: 'Faites vos jeux', closed: 'Plus de paris', seconds: 's',
    noBets: 'Aucune mise : nouvelle manche.', result: 'Résultat :', placed: 'Mise', on: 'sur', paytable: 'Table des gains',
    kinds: { roulette: 'Roulette en direct', wheel: 'Roue de la fortune en direct', dice: 'Sic Bo en direct', baccarat: 'Baccara en direct', blackjack: 'Blackjack en direct', cards: 'Duel de cartes en direct' },
    bets: {
      straight: 'Plein', red: 'Rouge', black: 'Noir', odd: 'Impair', even: 'Pair', low: '1-18', high: '19-36', dozen: 'Douzaine', column: 'Colonne',
      segment: 'Case', small: 'Petit (4-10)', big: 'Grand (11-17)', triple: 'Triple', single: 'Dé', player: 'Joueur', banker: 'Banque', tie: 'Égalité', hand: 'Main', dealer: 'Croupier',
    },
    outcomes: { red: 'rouge', black: 'noir', green: 'vert', player: 'Joueur', banker: 'Banque', dealer: 'Croupier', tie: 'Égalité', blackjack: 'Blackjack !', win: 'Main gagnante', push: 'Égalité, mise rendue', lose: 'Main perdante' },
    points: 'points',
    errors: { bet_not_on_table: "Cette table ne prend pas ce pari.", not_a_table: "Ce jeu n'est pas une table.", free_spins_not_offered: 'Les tours gratuits ne se jouent pas à une table.' },
  },
  en: {
    live: 'Live', dealer: 'Dealer:', seats: 'Seats:', chip: 'Chip', board: 'Bets', history: 'Last results', total: 'Total bet:',
    clear: 'Clear', confirm: 'Confirm my bets', open: 'Place your bets', closed: 'No more bets', seconds: 's',
    noBets: 'No bets: a new round.', result: 'Result:', placed: 'Bet', on: 'on', paytable: 'Pay table',
    kinds: { roulette: 'Live roulette', wheel: 'Live money wheel', dice: 'Live Sic Bo', baccarat: 'Live baccarat', blackjack: 'Live blackjack', cards: 'Live card duel' },
    bets: {
      straight: 'Straight', red: 'Red', black: 'Black', odd: 'Odd', even: 'Even', low: '1-18', high: '19-36', dozen: 'Dozen', column: 'Column',
      segment: 'Segment', small: 'Small (4-10)', big: 'Big (11-17)', triple: 'Any triple', single: 'Die', player: 'Player', banker: 'Banker', tie: 'Tie', hand: 'Hand', dealer: 'Dealer',
    },
    outcomes: { red: 'red', black: 'black', green: 'green', player: 'Player', banker: 'Banker', dealer: 'Dealer', tie: 'Tie', blackjack: 'Blackjack!', win: 'Winning hand', push: 'Push, bet returned', lose: 'Losing hand' },
    points: 'points',
    errors: { bet_not_on_table: 'This table does not take that bet.', not_a_table: 'This game is not a table.', free_spins_not_offered: 'Free spins are not played at a table.' },
  },
  ar: {
    live: 'مباشر', dealer: 'الموزّع:', seats: 'المقاعد:', chip: 'الرقاقة', board: 'الرهانات', history: 'آخر النتائج', total: 'مجموع الرهان:',
    clear: 'مسح', confirm: 'تأكيد رهاناتي', open: 'ضعوا رهاناتكم', closed: 'لا مزيد من الرهانات', seconds: 'ث',
    noBets: 'لا رهانات: جولة جديدة.', result: 'النتيجة:', placed: 'رهان', on: 'على', paytable: 'جدول الأرباح',
    kinds: { roulette: 'روليت مباشر', wheel: 'عجلة الحظ مباشرة', dice: 'سيك بو مباشر', baccarat: 'باكارا مباشرة', blackjack: 'بلاك جاك مباشر', cards: 'مبارزة الورق مباشرة' },
    bets: {
      straight: 'رقم', red: 'أحمر', black: 'أسود', odd: 'فردي', even: 'زوجي', low: '1-18', high: '19-36', dozen: 'دزينة', column: 'عمود',
      segment: 'خانة', small: 'صغير (4-10)', big: 'كبير (11-17)', triple: 'ثلاثي', single: 'نرد', player: 'اللاعب', banker: 'البنك', tie: 'تعادل', hand: 'اليد', dealer: 'الموزّع',
    },
    outcomes: { red: 'أحمر', black: 'أسود', green: 'أخضر', player: 'اللاعب', banker: 'البنك', dealer: 'الموزّع', tie: 'تعادل', blackjack: 'بلاك جاك!', win: 'يد رابحة', push: 'تعادل، أُعيد الرهان', lose: 'يد خاسرة' },
    points: 'نقاط',
    errors: { bet_not_on_table: 'هذه الطاولة لا تقبل هذا الرهان.', not_a_table: 'هذه اللعبة ليست طاولة.', free_spins_not_offered: 'الدورات المجانية لا تُلعب على طاولة.' },
  },
});
