// The texts every game page shares, in the player's language: the launch URL carries `lang` (fr, en, ar),
// as a provider's game URL carries its language. French is the default, as on the site. Each page adds
// its own (slot/texts.js, crash/texts.js) over these.

export const COMMON_TEXTS = {
  fr: {
    balance: 'Solde :', bet: 'Mise', exit: 'Quitter',
    modes: { real: 'Argent réel', demo: 'Mode démo (solde fictif)', freespin: 'Tours gratuits' },
    won: 'Gagné :', capped: 'gain plafonné ; sans plafond :', lost: 'Perdu', over: 'Partie terminée.', failed: 'Une erreur est survenue, réessayez.',
    checking: 'Nous vérifions votre tour… Rejouer renvoie le même tour : il ne sera pas compté deux fois.',
    rg: {
      title: 'Vos limites',
      kinds: { loss: 'Limite de pertes', wager: 'Limite de mises' },
      periods: { daily: 'du jour', weekly: 'de la semaine', monthly: 'du mois' },
      left: '{name} {period} : reste {remaining} sur {limit}, renouvelée le {at}',
      session: 'Temps de session : reste {minutes} min (fin à {at})',
      refused: 'Mise refusée : elle dépasserait votre {name} {period} (reste {remaining}). Elle se renouvelle le {at}.',
      sessionOver: 'Votre limite de temps de session est atteinte ({at}) : reconnectez-vous pour jouer.',
    },
    errors: {
      not_enough_money: 'Solde insuffisant pour cette mise.',
      free_spins_exhausted: 'Plus de tours gratuits.',
      session_not_found: 'Session de jeu introuvable.',
      launch_token_invalid: 'Ce lien de jeu a déjà servi ou a expiré : rouvrez le jeu depuis le lobby.',
      game_session_expired: 'La session de jeu est terminée : rouvrez le jeu depuis le lobby.',
      bet_below_minimum: 'Mise inférieure à la mise minimale.',
      bet_above_maximum: 'Mise supérieure à la mise maximale.',
      bet_not_offered: "Cette mise n'est pas proposée par le jeu.",
      transaction_limit: 'Montant au-delà de la limite autorisée par opération.',
      wager_limit_reached: 'Mise refusée : votre limite de mises est atteinte (détails au-dessus du jeu).',
      loss_limit_reached: 'Mise refusée : votre limite de pertes est atteinte (détails au-dessus du jeu).',
      session_limit_reached: 'Votre limite de temps de session est atteinte : reconnectez-vous pour jouer.',
    },
  },
  en: {
    balance: 'Balance:', bet: 'Bet', exit: 'Exit',
    modes: { real: 'Real money', demo: 'Demo mode (play balance)', freespin: 'Free spins' },
    won: 'Won:', capped: 'win capped; without the cap:', lost: 'Lost', over: 'Game over.', failed: 'Something went wrong, try again.',
    checking: 'We are checking your round… Playing again sends the same round: it will not be counted twice.',
    rg: {
      title: 'Your limits',
      kinds: { loss: 'Loss limit', wager: 'Wager limit' },
      periods: { daily: 'for the day', weekly: 'for the week', monthly: 'for the month' },
      left: '{name} {period}: {remaining} left of {limit}, resets {at}',
      session: 'Session time: {minutes} min left (ends {at})',
      refused: 'Bet refused: it would go past your {name} {period} ({remaining} left). It resets {at}.',
      sessionOver: 'Your session time limit is reached ({at}): sign in again to play.',
    },
    errors: {
      not_enough_money: 'Not enough balance for this bet.',
      free_spins_exhausted: 'No free spins left.',
      session_not_found: 'Game session not found.',
      launch_token_invalid: 'This game link was already used or has expired: open the game again from the lobby.',
      game_session_expired: 'The game session has ended: open the game again from the lobby.',
      bet_below_minimum: 'Bet below the minimum bet.',
      bet_above_maximum: 'Bet above the maximum bet.',
      bet_not_offered: 'The game does not offer this bet.',
      transaction_limit: 'Amount above the limit allowed per transaction.',
      wager_limit_reached: 'Bet refused: your wagering limit has been reached (details above the game).',
      loss_limit_reached: 'Bet refused: your loss limit has been reached (details above the game).',
      session_limit_reached: 'Your session time limit is reached: sign in again to play.',
    },
  },
  ar: {
    balance: 'الرصيد:', bet: 'الرهان', exit: 'خروج',
    modes: { real: 'أموال حقيقية', demo: 'وضع تجريبي (رصيد وهمي)', freespin: 'دورات مجانية' },
    won: 'ربحت:', capped: 'ربح محدود بسقف؛ بدون السقف:', lost: 'خسرت', over: 'انتهت اللعبة.', failed: 'حدث خطأ، حاول مرة أخرى.',
    checking: 'نتحقق من جولتك… اللعب مجددًا يرسل الجولة نفسها: لن تُحتسب مرتين.',
    rg: {
      title: 'حدودك',
      kinds: { loss: 'حد الخسائر', wager: 'حد الرهانات' },
      periods: { daily: 'اليومي', weekly: 'الأسبوعي', monthly: 'الشهري' },
      left: '{name} {period}: يتبقى {remaining} من {limit}، يتجدد في {at}',
      session: 'وقت الجلسة: يتبقى {minutes} دقيقة (ينتهي في {at})',
      refused: 'رُفض الرهان: سيتجاوز {name} {period} (يتبقى {remaining}). يتجدد في {at}.',
      sessionOver: 'بلغت حد وقت الجلسة ({at}): سجّل الدخول من جديد لتلعب.',
    },
    errors: {
      not_enough_money: 'الرصيد غير كافٍ لهذا الرهان.',
      free_spins_exhausted: 'لم تعد هناك دورات مجانية.',
      session_not_found: 'جلسة اللعب غير موجودة.',
      launch_token_invalid: 'رابط اللعبة هذا استُخدم من قبل أو انتهت صلاحيته: افتح اللعبة من جديد من الردهة.',
      game_session_expired: 'انتهت جلسة اللعب: افتح اللعبة من جديد من الردهة.',
      bet_below_minimum: 'الرهان أقل من الحد الأدنى.',
      bet_above_maximum: 'الرهان أعلى من الحد الأقصى.',
      bet_not_offered: 'اللعبة لا تعرض هذا الرهان.',
      transaction_limit: 'المبلغ يتجاوز الحد المسموح به لكل عملية.',
      wager_limit_reached: 'رُفض الرهان: لقد بلغت حد الرهانات (التفاصيل أعلى اللعبة).',
      loss_limit_reached: 'رُفض الرهان: لقد بلغت حد الخسائر (التفاصيل أعلى اللعبة).',
      session_limit_reached: 'بلغت حد وقت الجلسة: سجّل الدخول من جديد لتلعب.',
    },
  },
};

/** A page's texts: the shared ones with the page's own over them, per language. */
export function withCommon(own) {
  const merge = (a, b) => Object.fromEntries([...new Set([...Object.keys(a), ...Object.keys(b)])].map((k) =>
    [k, typeof a[k] === 'object' && typeof b[k] === 'object' ? { ...a[k], ...b[k] } : (b[k] ?? a[k])]));
  return { fr: merge(COMMON_TEXTS.fr, own.fr), en: merge(COMMON_TEXTS.en, own.en), ar: merge(COMMON_TEXTS.ar, own.ar) };
}
