// Static pages in French, the source language (spec shell-session-wheel.md §1). en.ts and ar.ts follow
// this file block by block: same pages, same anchors, same FAQ questions and terms points (tested).
// Amounts and delays are the business constants of shell-session-wheel.md §9 and money-and-games.md §9.
import type { SiteContent } from './types';

const content: SiteContent = {
  locale: 'fr',
  pages: {
    help: {
      title: 'Aide',
      lead: 'Tout ce qu’il faut savoir pour bien démarrer : créer votre compte, le sécuriser, déposer, jouer et retirer vos gains.',
      blocks: [
        { kind: 'heading', id: 'inscription', text: 'Créer un compte' },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Ouvrez la page d’inscription depuis le bouton « Inscription » en haut de l’écran.',
            'Choisissez un nom d’utilisateur, saisissez votre adresse e-mail et un mot de passe d’au moins 8 caractères (deux fois, pour éviter une faute de frappe).',
            'Choisissez la devise de votre compte : le dinar tunisien (DT) est proposé par défaut. Elle ne pourra plus être modifiée ensuite. Un code de parrainage ou un code promo se saisit juste en dessous, s’il vous en a été remis un.',
            'Cochez « J’ai 18 ans ou plus » et « J’ai lu et j’accepte les conditions générales » (les conditions s’ouvrent dans un nouvel onglet), puis validez avec « S’inscrire ». Sans ces deux cases, l’inscription est refusée.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Un seul compte est autorisé par personne. Les informations que vous donnez doivent être exactes : elles seront comparées à vos documents d’identité lors de votre premier retrait.',
        },
        { kind: 'links', items: [{ to: '/registration', label: 'Créer mon compte' }] },

        { kind: 'heading', id: 'verification-email', text: 'Confirmer votre adresse e-mail' },
        {
          kind: 'paragraph',
          text: 'Juste après l’inscription, nous vous envoyons un e-mail de confirmation. Ouvrez-le et cliquez sur le lien qu’il contient : votre adresse est alors confirmée et votre compte est activé : vous pouvez vous connecter. Tant que l’adresse n’est pas confirmée, la connexion est refusée.',
        },
        {
          kind: 'list',
          items: [
            'Vous ne trouvez pas l’e-mail ? Vérifiez le dossier des courriers indésirables (spam) et l’onglet « Promotions ».',
            'Le lien a expiré ou l’e-mail n’arrive pas ? Demandez-en un nouveau depuis la page de vérification, ou directement depuis le formulaire de connexion, qui vous le propose si votre adresse n’est pas encore confirmée.',
            'Une adresse e-mail confirmée est nécessaire pour retirer vos gains et pour récupérer votre mot de passe.',
          ],
        },
        { kind: 'links', items: [{ to: '/verify-email', label: 'Renvoyer l’e-mail de confirmation' }] },

        { kind: 'heading', id: 'connexion', text: 'Se connecter et récupérer son mot de passe' },
        {
          kind: 'paragraph',
          text: 'Connectez-vous avec votre nom d’utilisateur, votre numéro de téléphone ou votre adresse e-mail et votre mot de passe. Si vous l’avez oublié, demandez un lien de réinitialisation : il vous sera envoyé par e-mail. Par sécurité, votre session se ferme après 20 minutes d’inactivité.',
        },
        {
          kind: 'links',
          items: [
            { to: '/sign-in', label: 'Se connecter' },
            { to: '/recovery-password', label: 'Mot de passe oublié' },
          ],
        },

        { kind: 'heading', id: 'depot', text: 'Déposer de l’argent' },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Connectez-vous, puis ouvrez votre profil et choisissez « Dépôt ».',
            'Choisissez un moyen de paiement : carte bancaire, portefeuille électronique ou cryptomonnaie.',
            'Saisissez le montant : le dépôt minimum est de 5 EUR (ou l’équivalent dans la devise de votre compte). Chaque moyen de paiement affiche aussi ses propres limites.',
            'Suivez les instructions de la page de paiement. Le solde est en général crédité en quelques instants ; certains paiements peuvent prendre jusqu’à 24 h pour être confirmés.',
          ],
        },
        { kind: 'links', items: [{ to: '/profile/replenishment', label: 'Faire un dépôt' }] },

        { kind: 'heading', id: 'retrait', text: 'Retirer vos gains' },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Vérifiez que votre adresse e-mail est confirmée et que vos documents d’identité ont été validés.',
            'Ouvrez votre profil et choisissez « Retrait ». Le retrait minimum est de 10 EUR (ou l’équivalent).',
            'Le retrait est envoyé vers le moyen de paiement de votre dernier dépôt. Si vos gains dépassent ce que ce moyen peut recevoir, le surplus peut être versé sur un autre moyen de paiement vérifié.',
            'Les demandes sont confirmées dans l’heure ; après confirmation, les fonds arrivent sur votre compte bancaire en 5 minutes.',
          ],
        },
        {
          kind: 'links',
          items: [
            { to: '/profile/withdraw', label: 'Demander un retrait' },
            { to: '/profile/kyc-verifiaction', label: 'Envoyer mes documents d’identité' },
          ],
        },

        { kind: 'heading', id: 'jouer', text: 'Jouer' },
        {
          kind: 'paragraph',
          text: 'Le casino réunit des machines à sous, des jeux de table et des jeux en direct avec de vrais croupiers, proposés par des fournisseurs reconnus. Beaucoup de machines à sous existent en mode démo, pour découvrir un jeu sans miser. Ajoutez vos jeux préférés aux favoris pour les retrouver en un clic. Côté sport, pariez avant le match ou en direct, et tentez chaque jour votre chance à la roue de la fortune.',
        },
        {
          kind: 'links',
          items: [
            { to: '/slots/casino', label: 'Casino' },
            { to: '/slots/live-casino', label: 'Casino en direct' },
            { to: '/sport/sft', label: 'Paris sportifs' },
            { to: '/wheel-game', label: 'Roue de la fortune' },
          ],
        },

        { kind: 'heading', id: 'contact', text: 'Contacter le support' },
        {
          kind: 'paragraph',
          text: 'Vous n’avez pas trouvé votre réponse ici ni dans la FAQ ? Notre équipe vous répond tous les jours, par e-mail ou par téléphone, en français, en anglais et en arabe.',
        },
        {
          kind: 'links',
          items: [
            { to: '/faq', label: 'Questions fréquentes' },
            { to: '/contacts', label: 'Nous contacter' },
          ],
        },
      ],
    },

    faq: {
      title: 'Questions fréquentes',
      lead: 'Les réponses aux questions que nos joueurs nous posent le plus souvent. Choisissez un thème ou parcourez les questions générales ci-dessous.',
      blocks: [
        {
          kind: 'links',
          items: [
            {
              to: '/faq/igrovoi-kont',
              label: 'Compte de jeu',
              description: 'Inscription, confirmation de l’e-mail, mot de passe, documents d’identité, solde bonus.',
            },
            {
              to: '/faq/depoziti-i-vyplati',
              label: 'Dépôts et retraits',
              description: 'Montants minimums, délais, moyens de paiement et suivi de vos transactions.',
            },
          ],
        },
        { kind: 'heading', id: 'questions-generales', text: 'Questions générales' },
        {
          kind: 'faq',
          items: [
            {
              id: 'qui-peut-jouer',
              question: 'Qui peut jouer sur le site ?',
              answer: [
                'Toute personne majeure, âgée de 18 ans ou plus, pour qui les jeux d’argent en ligne sont autorisés dans son pays de résidence. Nous pouvons demander un justificatif d’âge à tout moment.',
              ],
            },
            {
              id: 'devise',
              question: 'Dans quelle devise est tenu mon compte ?',
              answer: [
                'Le dinar tunisien (TND) est la devise par défaut. Vous choisissez la devise de votre compte à l’inscription ; elle ne peut plus être changée ensuite. Tous vos soldes et historiques sont affichés dans cette devise.',
              ],
            },
            {
              id: 'langues',
              question: 'Dans quelles langues le site est-il disponible ?',
              answer: [
                'En français, en anglais et en arabe. Changez de langue à tout moment depuis le sélecteur en haut de la page : votre choix est mémorisé pour vos prochaines visites.',
              ],
            },
            {
              id: 'securite',
              question: 'Mes données et mon argent sont-ils en sécurité ?',
              answer: [
                'Les échanges avec le site sont chiffrés, les mots de passe ne sont jamais stockés en clair et les paiements passent par des prestataires spécialisés. Nous ne vous demanderons jamais votre mot de passe, ni par e-mail ni par téléphone.',
              ],
            },
            {
              id: 'jeux-equitables',
              question: 'Les jeux sont-ils équitables ?',
              answer: [
                'Nos jeux viennent de fournisseurs reconnus dont les générateurs de nombres aléatoires sont certifiés par des laboratoires indépendants. Le taux de redistribution de chaque jeu est fixé par son fournisseur.',
              ],
            },
            {
              id: 'jeu-responsable',
              question: 'Comment garder le contrôle de mon jeu ?',
              answer: [
                'Fixez-vous des limites de dépôt et de mise, faites des pauses et, si besoin, excluez-vous temporairement. Toutes ces options et des adresses où trouver de l’aide sont décrites dans notre page sur le jeu responsable.',
              ],
            },
          ],
        },
        {
          kind: 'links',
          items: [
            { to: '/terms-and-conditions/responsibleGaming', label: 'Jeu responsable' },
            { to: '/contacts', label: 'Contacter le support' },
          ],
        },
      ],
    },

    faqAccount: {
      title: 'Compte de jeu',
      lead: 'Créer, sécuriser et gérer votre compte de jeu.',
      blocks: [
        { kind: 'heading', id: 'compte', text: 'Votre compte' },
        {
          kind: 'faq',
          items: [
            {
              id: 'creer-compte',
              question: 'Comment créer un compte ?',
              answer: [
                'Cliquez sur « Inscription », renseignez votre adresse e-mail, un nom d’utilisateur, un mot de passe et la devise de votre compte, puis confirmez que vous avez 18 ans ou plus et acceptez les conditions générales. Il ne vous reste qu’à confirmer votre adresse e-mail.',
              ],
            },
            {
              id: 'email-non-recu',
              question: 'Je n’ai pas reçu l’e-mail de confirmation. Que faire ?',
              answer: [
                'Patientez quelques minutes, puis regardez dans vos courriers indésirables. Vous pouvez demander un nouvel e-mail depuis la page de vérification. Si l’adresse saisie était erronée, contactez le support.',
              ],
            },
            {
              id: 'plusieurs-comptes',
              question: 'Puis-je avoir plusieurs comptes ?',
              answer: [
                'Non. Un seul compte est autorisé par personne, par foyer et par adresse e-mail. Les comptes en double sont fermés et les bonus obtenus avec eux sont annulés.',
              ],
            },
            {
              id: 'modifier-informations',
              question: 'Comment modifier mes informations personnelles ?',
              answer: [
                'Ouvrez votre profil, rubrique « Informations personnelles ». Votre nom, votre date de naissance et la devise du compte ne peuvent plus être modifiés après la vérification de vos documents : écrivez au support si une correction est nécessaire.',
              ],
            },
          ],
        },
        { kind: 'heading', id: 'securite', text: 'Sécurité et mot de passe' },
        {
          kind: 'faq',
          items: [
            {
              id: 'mot-de-passe-oublie',
              question: 'J’ai oublié mon mot de passe.',
              answer: [
                'Sur la page de connexion, choisissez « Mot de passe oublié » et saisissez votre adresse e-mail. Vous recevrez un lien pour choisir un nouveau mot de passe ; il n’est valable qu’une fois et pour une durée limitée.',
              ],
            },
            {
              id: 'changer-mot-de-passe',
              question: 'Comment changer mon mot de passe ?',
              answer: [
                'Dans votre profil, choisissez « Changer le mot de passe », saisissez l’ancien puis deux fois le nouveau. Choisissez un mot de passe que vous n’utilisez sur aucun autre site.',
              ],
            },
            {
              id: 'deconnexion-automatique',
              question: 'Pourquoi ai-je été déconnecté ?',
              answer: [
                'Par sécurité, la session se ferme après 20 minutes d’inactivité, ou lorsque vous vous déconnectez dans un autre onglet. Reconnectez-vous simplement : vos soldes et vos paris sont conservés.',
              ],
            },
          ],
        },
        { kind: 'heading', id: 'verification', text: 'Vérification d’identité' },
        {
          kind: 'faq',
          items: [
            {
              id: 'pourquoi-verifier',
              question: 'Pourquoi dois-je envoyer des documents ?',
              answer: [
                'La loi nous oblige à vérifier l’âge et l’identité de nos joueurs et à lutter contre la fraude et le blanchiment. La vérification est nécessaire avant votre premier retrait.',
              ],
            },
            {
              id: 'documents-acceptes',
              question: 'Quels documents sont acceptés ?',
              answer: [
                'Une pièce d’identité en cours de validité (carte d’identité nationale, passeport ou permis de conduire) et, si nous le demandons, un justificatif de domicile de moins de trois mois. La photo doit être nette, en couleur et montrer le document en entier. Les formats et la taille maximale acceptés sont indiqués sur la page d’envoi.',
                'La vérification prend en général moins de 24 h ; vous êtes prévenu dès qu’elle est terminée.',
              ],
            },
          ],
        },
        { kind: 'heading', id: 'bonus', text: 'Solde bonus' },
        {
          kind: 'faq',
          items: [
            {
              id: 'solde-reel-bonus',
              question: 'Quelle est la différence entre le solde réel et le solde bonus ?',
              answer: [
                'Le solde réel contient l’argent que vous avez déposé et vos gains : il peut être retiré. Le solde bonus contient les bonus, le cashback et les gains de la roue de la fortune : il se joue sur le site et peut être converti en solde réel sous certaines conditions.',
              ],
            },
            {
              id: 'echanger-bonus',
              question: 'Comment convertir mon solde bonus en solde réel ?',
              answer: [
                'Dans votre profil, choisissez « Échanger le solde bonus ». La conversion est possible lorsque votre solde bonus atteint au moins 3 TND et que votre solde réel est inférieur à 1 TND.',
                'Les montants de bonus sont arrondis à deux décimales inférieures.',
              ],
            },
            {
              id: 'roue',
              question: 'Comment fonctionne la roue de la fortune ?',
              answer: [
                'Une fois connecté, vous recevez des tours gratuits et lancez la roue. Le lot gagné est affiché à l’arrêt de la roue et crédité sur votre compte. Le prochain tour gratuit est disponible à l’heure indiquée sous la roue.',
              ],
            },
          ],
        },
        {
          kind: 'links',
          items: [
            { to: '/profile/user-info', label: 'Mes informations personnelles' },
            { to: '/profile/change-password', label: 'Changer le mot de passe' },
            { to: '/profile/kyc-verifiaction', label: 'Envoyer mes documents' },
            { to: '/profile/exchange-bonus-balance', label: 'Échanger le solde bonus' },
          ],
        },
      ],
    },

    faqPayments: {
      title: 'Dépôts et retraits',
      lead: 'Montants, délais et moyens de paiement : comment l’argent arrive sur votre compte et en repart.',
      blocks: [
        { kind: 'heading', id: 'depots', text: 'Dépôts' },
        {
          kind: 'faq',
          items: [
            {
              id: 'depot-minimum',
              question: 'Quel est le dépôt minimum ?',
              answer: [
                'Le dépôt minimum est de 5 EUR, ou l’équivalent dans la devise de votre compte. Certains moyens de paiement ont leur propre minimum et maximum, affichés avant le paiement.',
              ],
            },
            {
              id: 'moyens-de-paiement',
              question: 'Quels moyens de paiement puis-je utiliser ?',
              answer: [
                'Les cartes bancaires Visa et Mastercard, des portefeuilles électroniques et plusieurs cryptomonnaies (dont Bitcoin, Ethereum, USDT et Litecoin). La liste affichée dans votre profil est celle disponible pour votre compte.',
              ],
            },
            {
              id: 'delai-depot',
              question: 'En combien de temps mon dépôt est-il crédité ?',
              answer: [
                'La plupart des dépôts sont crédités en quelques instants. Selon le moyen de paiement, un dépôt peut prendre jusqu’à 24 h pour être confirmé ; c’est notamment le cas des virements et de certaines cryptomonnaies.',
              ],
            },
            {
              id: 'depot-non-credite',
              question: 'Mon dépôt n’apparaît pas sur mon solde.',
              answer: [
                'Consultez l’historique des paiements dans votre profil : tant que le paiement est en cours, il n’est pas encore crédité. Si le délai de 24 h est dépassé, écrivez au support en précisant la date, le montant et le moyen de paiement.',
              ],
            },
          ],
        },
        { kind: 'heading', id: 'retraits', text: 'Retraits' },
        {
          kind: 'faq',
          items: [
            {
              id: 'retrait-minimum',
              question: 'Quel est le retrait minimum ?',
              answer: ['Le retrait minimum est de 10 EUR, ou l’équivalent dans la devise de votre compte.'],
            },
            {
              id: 'delai-retrait',
              question: 'En combien de temps vais-je recevoir mon argent ?',
              answer: [
                'Les demandes de retrait sont confirmées dans l’heure. Une fois la demande confirmée, les fonds arrivent sur votre compte bancaire en 5 minutes.',
              ],
            },
            {
              id: 'moyen-de-retrait',
              question: 'Sur quel moyen de paiement mon retrait est-il versé ?',
              answer: [
                'Un retrait est versé sur le moyen de paiement de votre dernier dépôt. C’est une règle de sécurité qui protège votre argent contre la fraude.',
                'Si vos gains dépassent ce que ce moyen peut recevoir, le surplus peut être versé sur un autre moyen de paiement, à condition qu’il soit vérifié et à votre nom.',
              ],
            },
            {
              id: 'conditions-retrait',
              question: 'Que faut-il pour pouvoir retirer ?',
              answer: [
                'Une adresse e-mail confirmée et des documents d’identité validés. Un retrait demandé avant ces étapes est refusé, sans que votre solde soit débité.',
              ],
            },
            {
              id: 'annuler-retrait',
              question: 'Puis-je annuler un retrait ?',
              answer: [
                'Oui, tant qu’il n’a pas été confirmé. Ouvrez l’historique des paiements dans votre profil et choisissez « Annuler » : le montant revient aussitôt sur votre solde.',
              ],
            },
            {
              id: 'frais',
              question: 'Y a-t-il des frais ?',
              answer: [
                'Nous ne prenons aucun frais sur les dépôts ni sur les retraits. Votre banque ou votre prestataire de paiement peut en appliquer ; renseignez-vous auprès de lui.',
              ],
            },
          ],
        },
        {
          kind: 'links',
          items: [
            { to: '/profile/replenishment', label: 'Faire un dépôt' },
            { to: '/profile/withdraw', label: 'Demander un retrait' },
            { to: '/profile/pay-history', label: 'Historique des paiements' },
          ],
        },
      ],
    },

    terms: {
      title: 'Conditions générales',
      lead: 'Les règles qui s’appliquent à votre compte et à votre jeu. Elles font partie de votre contrat avec Casino Widgets : lisez-les avant de jouer.',
      blocks: [
        {
          kind: 'paragraph',
          text: 'En créant un compte, vous acceptez les conditions générales, la politique de jeu responsable et la politique de confidentialité ci-dessous. Lorsque nous les modifions, nous vous en informons à votre prochaine connexion ; vous pouvez toujours fermer votre compte si vous ne les acceptez pas.',
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Le jeu est réservé aux personnes de 18 ans et plus.',
        },
      ],
    },

    contacts: {
      title: 'Contacts',
      lead: 'Une question sur votre compte, un paiement ou un jeu ? Notre équipe de support vous répond tous les jours, en français, en anglais et en arabe.',
      blocks: [
        {
          kind: 'contacts',
          items: [
            { kind: 'email', label: 'Support joueurs', value: 'support@casino-widgets.example' },
            { kind: 'phone', label: 'Téléphone', value: '+216 70 000 000' },
            { kind: 'hours', label: 'Horaires', value: 'Tous les jours de 9 h à 23 h (heure de Tunis)' },
            { kind: 'email', label: 'Données personnelles', value: 'privacy@casino-widgets.example' },
            { kind: 'address', label: 'Adresse', value: 'Casino Widgets, Les Berges du Lac, 1053 Tunis, Tunisie' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nous répondons aux e-mails en moins de 24 h. Pour aller plus vite, indiquez votre identifiant de joueur (affiché dans votre profil) et, pour un paiement, sa date, son montant et son moyen de paiement.',
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Notre équipe ne vous demandera jamais votre mot de passe ni le code de votre carte bancaire.',
        },
        { kind: 'links', items: [{ to: '/faq', label: 'Consulter la FAQ' }, { to: '/help', label: 'Aide' }] },
      ],
    },

    info: {
      title: 'Informations',
      lead: 'Informations légales et pratiques sur le site et son exploitant.',
      blocks: [
        { kind: 'heading', id: 'exploitant', text: 'Exploitant' },
        {
          kind: 'paragraph',
          text: 'Le site est exploité par Casino Widgets SARL, Les Berges du Lac, 1053 Tunis, Tunisie, titulaire d’une licence d’exploitation de jeux en ligne n° CW-2025-017 délivrée par l’autorité de régulation compétente. Les paris sportifs et les jeux de casino sont fournis par des fournisseurs partenaires eux-mêmes agréés.',
        },
        { kind: 'heading', id: 'age', text: 'Interdit aux mineurs' },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Les jeux d’argent sont interdits aux moins de 18 ans. Nous vérifions l’âge de chaque joueur et fermons tout compte ouvert par un mineur.',
        },
        { kind: 'heading', id: 'jeu-responsable', text: 'Jeu responsable' },
        {
          kind: 'paragraph',
          text: 'Jouer comporte des risques : endettement, isolement, dépendance. Ne jouez que l’argent que vous pouvez vous permettre de perdre, fixez-vous des limites et faites des pauses. Si le jeu n’est plus un plaisir, demandez de l’aide.',
        },
        { kind: 'links', items: [{ to: '/terms-and-conditions/responsibleGaming', label: 'Jeu responsable : limites, pauses et aide' }] },
        { kind: 'heading', id: 'devises', text: 'Devises' },
        {
          kind: 'paragraph',
          text: 'Le dinar tunisien (TND) est la devise par défaut. La devise de votre compte est choisie à l’inscription ; vos soldes, paris et gains sont affichés dans cette devise. Les moyens de paiement dans une autre devise sont convertis au taux affiché avant la confirmation.',
        },
        { kind: 'heading', id: 'langues', text: 'Langues' },
        {
          kind: 'paragraph',
          text: 'Le site est disponible en français (langue par défaut), en anglais et en arabe. En cas de différence entre les versions des conditions générales, la version française fait foi.',
        },
        { kind: 'links', items: [{ to: '/terms-and-conditions', label: 'Conditions générales' }, { to: '/about-us', label: 'À propos de nous' }] },
      ],
    },

    aboutUs: {
      title: 'À propos de nous',
      lead: 'Casino Widgets est une plateforme de paris sportifs et de jeux de casino en ligne basée à Tunis.',
      blocks: [
        { kind: 'heading', id: 'qui-sommes-nous', text: 'Qui sommes-nous' },
        {
          kind: 'paragraph',
          text: 'Nous sommes une équipe de passionnés de sport et de jeux qui veut offrir une expérience simple, rapide et sûre, sur ordinateur comme sur mobile. Notre site est pensé d’abord pour les joueurs de Tunisie et du Maghreb, en français, en anglais et en arabe.',
        },
        { kind: 'heading', id: 'offre', text: 'Ce que nous proposons' },
        {
          kind: 'list',
          items: [
            'Des paris sportifs avant match et en direct sur des milliers d’événements chaque semaine.',
            'Des milliers de machines à sous et de jeux de table de fournisseurs reconnus.',
            'Un casino en direct avec de vrais croupiers : roulette, blackjack, baccara et jeux télévisés.',
            'Une roue de la fortune, des bonus, du cashback et des jackpots.',
          ],
        },
        { kind: 'heading', id: 'engagements', text: 'Nos engagements' },
        {
          kind: 'list',
          items: [
            'Des jeux équitables, certifiés par des laboratoires indépendants.',
            'Des paiements rapides : retraits confirmés dans l’heure.',
            'La protection de vos données et de votre argent.',
            'Le jeu responsable : des outils de limites, de pause et d’auto-exclusion, et une équipe formée pour vous orienter.',
          ],
        },
        {
          kind: 'links',
          items: [
            { to: '/contacts', label: 'Nous contacter' },
            { to: '/terms-and-conditions/responsibleGaming', label: 'Jeu responsable' },
          ],
        },
      ],
    },
  },

  termsPoints: {
    generalTerms: {
      title: 'Conditions générales d’utilisation',
      summary: 'Votre compte, vos dépôts et retraits, les bonus, les paris et nos obligations réciproques.',
      lead: 'Ces conditions régissent l’utilisation du site exploité par Casino Widgets SARL, Tunis. Elles s’appliquent dès la création de votre compte.',
      blocks: [
        { kind: 'heading', id: 'compte', text: '1. Votre compte' },
        {
          kind: 'list',
          items: [
            'Vous devez avoir 18 ans ou plus et être autorisé à jouer dans votre pays de résidence.',
            'Un seul compte par personne. Les informations fournies doivent être exactes et à jour.',
            'Vous êtes responsable de la confidentialité de votre mot de passe et de toute activité sur votre compte.',
            'Nous pouvons vous demander à tout moment de prouver votre identité, votre âge, votre adresse et l’origine de vos fonds.',
          ],
        },
        { kind: 'heading', id: 'paiements', text: '2. Dépôts et retraits' },
        {
          kind: 'list',
          items: [
            'Le dépôt minimum est de 5 EUR et le retrait minimum de 10 EUR, ou leur équivalent dans la devise du compte.',
            'Un dépôt peut prendre jusqu’à 24 h pour être confirmé. Les retraits sont confirmés dans l’heure, et les fonds arrivent sur le compte bancaire en 5 minutes après confirmation.',
            'Un retrait est versé sur le moyen de paiement du dernier dépôt ; le surplus de gains peut être versé sur un autre moyen de paiement vérifié au nom du joueur.',
            'Nous pouvons retenir un retrait le temps de vérifier votre identité ; votre solde n’est pas débité pendant cette vérification.',
          ],
        },
        { kind: 'heading', id: 'bonus', text: '3. Bonus' },
        {
          kind: 'paragraph',
          text: 'Les bonus et le cashback sont crédités sur le solde bonus. Le solde bonus peut être converti en solde réel lorsqu’il atteint au moins 3 TND et que le solde réel est inférieur à 1 TND. Un bonus obtenu par abus (comptes multiples, mises couvertes, erreur manifeste) est annulé avec les gains qui en découlent.',
        },
        { kind: 'heading', id: 'paris-jeux', text: '4. Paris et jeux' },
        {
          kind: 'list',
          items: [
            'Un pari est définitif dès que sa confirmation s’affiche. Les cotes peuvent changer jusqu’à ce moment.',
            'Les résultats des événements sportifs sont ceux publiés par les sources officielles.',
            'En cas de dysfonctionnement d’un jeu, les mises et les gains concernés sont annulés et les mises remboursées.',
            'Les règles et le taux de redistribution de chaque jeu sont fixés par son fournisseur et consultables dans le jeu.',
          ],
        },
        { kind: 'heading', id: 'suspension', text: '5. Suspension et fermeture' },
        {
          kind: 'paragraph',
          text: 'Vous pouvez fermer votre compte à tout moment en écrivant au support ; votre solde réel vous est alors versé. Nous pouvons suspendre ou fermer un compte en cas de fraude, de comptes multiples, de documents falsifiés ou de manquement à ces conditions.',
        },
        { kind: 'heading', id: 'reclamations', text: '6. Réclamations et droit applicable' },
        {
          kind: 'paragraph',
          text: 'Toute réclamation peut être adressée au support ; nous y répondons sous 14 jours. Ces conditions sont régies par le droit tunisien. En cas de différence entre les traductions, la version française fait foi.',
        },
        { kind: 'links', items: [{ to: '/contacts', label: 'Contacter le support' }] },
      ],
    },

    responsibleGaming: {
      title: 'Jeu responsable',
      summary: 'Limites, pauses, auto-exclusion et où trouver de l’aide si le jeu devient un problème.',
      lead: 'Le jeu doit rester un divertissement. Nous mettons à votre disposition des outils pour garder le contrôle, et nous vous aidons à trouver du soutien si vous en avez besoin.',
      blocks: [
        { kind: 'heading', id: 'conseils', text: 'Garder le contrôle' },
        {
          kind: 'list',
          items: [
            'Décidez à l’avance combien d’argent et de temps vous consacrez au jeu, et tenez-vous-y.',
            'Ne jouez que l’argent que vous pouvez vous permettre de perdre, jamais celui du loyer, des factures ou de la famille.',
            'Ne cherchez pas à « vous refaire » : courir après ses pertes les fait presque toujours grossir.',
            'Ne jouez pas sous l’effet de l’alcool, de la fatigue, du stress ou de la colère.',
            'Faites des pauses régulières et gardez du temps pour vos proches, votre travail et vos autres loisirs.',
          ],
        },
        { kind: 'heading', id: 'signes', text: 'Les signes qui doivent alerter' },
        {
          kind: 'list',
          items: [
            'Vous jouez plus longtemps ou plus d’argent que prévu.',
            'Vous empruntez ou vendez des biens pour jouer.',
            'Vous cachez votre jeu à votre entourage ou mentez sur les sommes dépensées.',
            'Vous pensez au jeu en permanence, ou vous êtes irritable quand vous ne pouvez pas jouer.',
            'Le jeu vous fait négliger votre travail, vos études ou votre famille.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Si vous vous reconnaissez dans l’un de ces signes, il est temps de fixer des limites, de faire une pause ou de demander de l’aide.',
        },
        { kind: 'heading', id: 'limites', text: 'Limites de dépôt et de mise' },
        {
          kind: 'paragraph',
          text: 'Dans votre profil, rubrique « Limites », fixez un montant maximum de dépôt et de mise par jour, par semaine ou par mois. Une limite plus stricte s’applique immédiatement ; une limite assouplie ou supprimée ne prend effet qu’après un délai de 24 h, pour vous laisser le temps de la réflexion.',
        },
        { kind: 'heading', id: 'pause', text: 'Faire une pause' },
        {
          kind: 'paragraph',
          text: 'Une pause bloque votre compte pour 24 heures, 7 jours ou 30 jours. Pendant ce temps vous ne pouvez ni déposer ni jouer ; vous pouvez toujours retirer votre solde. La pause ne peut pas être levée avant la date choisie.',
        },
        { kind: 'heading', id: 'auto-exclusion', text: 'Auto-exclusion' },
        {
          kind: 'paragraph',
          text: 'Si vous sentez que vous perdez le contrôle, excluez-vous pour 6 mois, 1 an, 5 ans ou définitivement, depuis la rubrique « Auto-exclusion » de votre profil ou en écrivant au support. Votre compte est fermé pour toute la durée choisie, votre solde réel vous est versé et vous ne recevez plus aucune offre promotionnelle. Une auto-exclusion ne peut pas être annulée avant son terme.',
        },
        {
          kind: 'links',
          items: [
            { to: '/profile/limits', label: 'Fixer mes limites' },
            { to: '/profile/self-exclusion', label: 'Pause et auto-exclusion' },
          ],
        },
        { kind: 'heading', id: 'mineurs', text: 'Protection des mineurs' },
        {
          kind: 'paragraph',
          text: 'Le jeu est interdit aux moins de 18 ans et nous vérifions l’âge de chaque joueur. Si des enfants utilisent votre ordinateur ou votre téléphone, ne laissez pas votre mot de passe enregistré et installez un logiciel de contrôle parental pour bloquer l’accès aux sites de jeux.',
        },
        { kind: 'heading', id: 'aide', text: 'Obtenir de l’aide' },
        {
          kind: 'list',
          items: [
            'Parlez-en à une personne de confiance ou à votre médecin : la dépendance au jeu se soigne.',
            'Gambling Therapy (gamblingtherapy.org) : soutien en ligne gratuit et confidentiel, en plusieurs langues.',
            'Gamblers Anonymous (gamblersanonymous.org) : groupes d’entraide entre joueurs dans de nombreux pays.',
            'Notre support : nous pouvons mettre en place une limite, une pause ou une auto-exclusion avec vous, en toute confidentialité.',
          ],
        },
        { kind: 'links', items: [{ to: '/contacts', label: 'Contacter le support' }] },
      ],
    },

    privacyPolicy: {
      title: 'Politique de confidentialité',
      summary: 'Les données que nous collectons, pourquoi, combien de temps nous les gardons et vos droits.',
      lead: 'Casino Widgets SARL traite vos données personnelles conformément à la loi organique tunisienne n° 2004-63 sur la protection des données à caractère personnel.',
      blocks: [
        { kind: 'heading', id: 'donnees', text: 'Les données que nous collectons' },
        {
          kind: 'list',
          items: [
            'Identité et contact : nom, date de naissance, adresse e-mail, téléphone, adresse.',
            'Documents d’identité envoyés pour la vérification.',
            'Données de compte et de jeu : soldes, dépôts, retraits, paris, historique des jeux.',
            'Données techniques : adresse IP, type d’appareil et de navigateur, langue choisie.',
          ],
        },
        { kind: 'heading', id: 'finalites', text: 'Pourquoi nous les utilisons' },
        {
          kind: 'list',
          items: [
            'Gérer votre compte, vos paiements et vos paris.',
            'Respecter nos obligations légales : vérification de l’âge et de l’identité, lutte contre la fraude et le blanchiment.',
            'Protéger votre compte et détecter les comportements de jeu à risque.',
            'Vous envoyer des offres, uniquement si vous l’avez accepté ; vous pouvez vous désinscrire à tout moment.',
          ],
        },
        { kind: 'heading', id: 'partage', text: 'Avec qui nous les partageons' },
        {
          kind: 'paragraph',
          text: 'Uniquement avec les prestataires nécessaires au service (paiement, fournisseurs de jeux et de paris, vérification d’identité), tenus à la confidentialité, et avec les autorités lorsque la loi l’exige. Nous ne vendons jamais vos données.',
        },
        { kind: 'heading', id: 'conservation', text: 'Durée de conservation' },
        {
          kind: 'paragraph',
          text: 'Vos données sont conservées tant que votre compte est ouvert, puis pendant la durée imposée par la loi pour les données financières et de vérification, avant d’être supprimées ou anonymisées.',
        },
        { kind: 'heading', id: 'stockage-local', text: 'Cookies et stockage local' },
        {
          kind: 'paragraph',
          text: 'Le site enregistre dans votre navigateur ce qui est nécessaire à son fonctionnement : votre session de connexion et votre langue. Ces données restent sur votre appareil et sont effacées à la déconnexion ou quand vous videz les données du navigateur.',
        },
        { kind: 'heading', id: 'droits', text: 'Vos droits' },
        {
          kind: 'paragraph',
          text: 'Vous pouvez accéder à vos données, les faire rectifier, vous opposer à leur utilisation à des fins commerciales et demander leur suppression lorsque la loi ne nous oblige pas à les garder. Écrivez-nous à l’adresse indiquée sur la page Contacts. Vous pouvez aussi saisir l’Instance nationale de protection des données personnelles (INPDP).',
        },
        { kind: 'links', items: [{ to: '/contacts', label: 'Contacts' }] },
      ],
    },
  },

  footer: {
    description:
      'Casino Widgets : paris sportifs, casino et jeux en direct, en français, en anglais et en arabe. Des paiements rapides, des jeux certifiés et des outils pour jouer de façon responsable.',
    groups: [
      {
        id: 'company',
        title: 'Société',
        links: [
          { to: '/about-us', label: 'À propos de nous' },
          { to: '/contacts', label: 'Contacts' },
        ],
      },
      {
        id: 'information',
        title: 'Informations',
        links: [
          { to: '/terms-and-conditions', label: 'Conditions générales' },
          { to: '/terms-and-conditions/responsibleGaming', label: 'Jeu responsable' },
          { to: '/terms-and-conditions/privacyPolicy', label: 'Politique de confidentialité' },
          { to: '/faq', label: 'Questions fréquentes' },
          { to: '/help', label: 'Aide' },
          { to: '/info', label: 'Informations légales' },
        ],
      },
    ],
    ageNotice: '18+ · Le jeu est interdit aux mineurs. Jouez de façon responsable.',
  },
};

export default content;
