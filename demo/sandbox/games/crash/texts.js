// The crash page's own texts over the shared ones (../common/texts.js), in the player's language.
import { withCommon } from '../common/texts.js';

export const TEXTS = withCommon({
  fr: {
    history: 'Derniers tours', hash: 'Empreinte du tour (SHA-256) :', play: 'Miser', cashout: 'Encaisser', keys: 'Espace : miser, puis encaisser.',
    flying: 'En vol', crashed: 'Envolé à', cashedAt: 'Encaissé à', placed: 'Mise placée : le multiplicateur monte.', seed: 'graine révélée :',
    errors: {
      round_crashed: "Trop tard : l'avion s'est envolé avant l'encaissement.",
      round_in_progress: 'Un tour est encore en vol.',
      not_a_crash_game: "Ce jeu n'est pas un jeu crash.",
      free_spins_not_available: "Ce jeu n'a pas de tours gratuits.",
    },
  },
  en: {
    history: 'Last rounds', hash: 'Round hash (SHA-256):', play: 'Bet', cashout: 'Cash out', keys: 'Space: bet, then cash out.',
    flying: 'Flying', crashed: 'Flew away at', cashedAt: 'Cashed out at', placed: 'Bet placed: the multiplier is rising.', seed: 'seed revealed:',
    errors: {
      round_crashed: 'Too late: the plane flew away before the cash-out.',
      round_in_progress: 'A round is still flying.',
      not_a_crash_game: 'This game is not a crash game.',
      free_spins_not_available: 'This game has no free spins.',
    },
  },
  ar: {
    history: 'الجولات الأخيرة', hash: 'بصمة الجولة (SHA-256):', play: 'راهن', cashout: 'اسحب', keys: 'المسافة: راهن ثم اسحب.',
    flying: 'في الجو', crashed: 'طارت عند', cashedAt: 'سحبت عند', placed: 'تم وضع الرهان: المضاعف يرتفع.', seed: 'البذرة المكشوفة:',
    errors: {
      round_crashed: 'فات الأوان: طارت الطائرة قبل السحب.',
      round_in_progress: 'جولة لا تزال في الجو.',
      not_a_crash_game: 'هذه اللعبة ليست لعبة كراش.',
      free_spins_not_available: 'لا توجد دورات مجانية في هذه اللعبة.',
    },
  },
});
