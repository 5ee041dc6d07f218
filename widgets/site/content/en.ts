// Static pages in English, translated from fr.ts block by block (same pages, anchors and questions).
import type { SiteContent } from './types';

const content: SiteContent = {
  locale: 'en',
  pages: {
    help: {
      title: 'Help',
      lead: 'Everything you need to get started: create your account, keep it secure, deposit, play and withdraw your winnings.',
      blocks: [
        { kind: 'heading', id: 'inscription', text: 'Create an account' },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Open the registration page with the “Sign up” button at the top of the screen.',
            'Choose a username, enter your e-mail address and a password of at least 8 characters (twice, to catch a typo).',
            'Choose your account currency: the Tunisian dinar (DT) is offered by default. It cannot be changed afterwards. A referral or promo code goes just below, if you were given one.',
            'Tick “I am 18 or older” and “I have read and accept the terms and conditions” (the terms open in a new tab), then press “Sign up”. Without both boxes the registration is refused.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Only one account is allowed per person. The details you give must be accurate: they are compared with your identity documents before your first withdrawal.',
        },
        { kind: 'links', items: [{ to: '/registration', label: 'Create my account' }] },

        { kind: 'heading', id: 'verification-email', text: 'Confirm your e-mail address' },
        {
          kind: 'paragraph',
          text: 'Right after you sign up, we send you a confirmation e-mail. Open it and click the link inside: your address is then confirmed and your account is activated: you can sign in. Until the address is confirmed, signing in is refused.',
        },
        {
          kind: 'list',
          items: [
            'Can’t find the e-mail? Check your spam or junk folder and the “Promotions” tab.',
            'Has the link expired, or the e-mail not arrived? Ask for a new one from the verification page, or right from the sign-in form, which offers it while your address is not confirmed.',
            'A confirmed e-mail address is required to withdraw your winnings and to recover your password.',
          ],
        },
        { kind: 'links', items: [{ to: '/verify-email', label: 'Resend the confirmation e-mail' }] },

        { kind: 'heading', id: 'connexion', text: 'Sign in and recover your password' },
        {
          kind: 'paragraph',
          text: 'Sign in with your username, phone number or e-mail address and your password. If you have forgotten it, ask for a reset link: we will send it to you by e-mail. For your security, your session ends after 20 minutes of inactivity.',
        },
        {
          kind: 'links',
          items: [
            { to: '/sign-in', label: 'Sign in' },
            { to: '/recovery-password', label: 'Forgotten password' },
          ],
        },

        { kind: 'heading', id: 'depot', text: 'Deposit money' },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Sign in, open your profile and choose “Deposit”.',
            'Choose a payment method: bank card, e-wallet or cryptocurrency.',
            'Enter the amount: the minimum deposit is 5 EUR (or the equivalent in your account currency). Each payment method also shows its own limits.',
            'Follow the instructions on the payment page. Your balance is usually credited within moments; some payments can take up to 24 hours to be confirmed.',
          ],
        },
        { kind: 'links', items: [{ to: '/profile/replenishment', label: 'Make a deposit' }] },

        { kind: 'heading', id: 'retrait', text: 'Withdraw your winnings' },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Make sure your e-mail address is confirmed and your identity documents have been approved.',
            'Open your profile and choose “Withdraw”. The minimum withdrawal is 10 EUR (or the equivalent).',
            'The withdrawal is paid to the payment method of your last deposit. If your winnings exceed what that method can receive, the excess can be paid to another verified payment method.',
            'Requests are confirmed within an hour; after confirmation, the funds reach your bank account within 5 minutes.',
          ],
        },
        {
          kind: 'links',
          items: [
            { to: '/profile/withdraw', label: 'Request a withdrawal' },
            { to: '/profile/kyc-verifiaction', label: 'Send my identity documents' },
          ],
        },

        { kind: 'heading', id: 'jouer', text: 'Play' },
        {
          kind: 'paragraph',
          text: 'The casino brings together slots, table games and live games with real dealers from well-known providers. Many slots have a demo mode, so you can try a game without betting. Add your favourite games to your favourites to find them in one click. For sport, bet before the match or live, and try your luck on the wheel of fortune every day.',
        },
        {
          kind: 'links',
          items: [
            { to: '/slots/casino', label: 'Casino' },
            { to: '/slots/live-casino', label: 'Live casino' },
            { to: '/sport/sft', label: 'Sports betting' },
            { to: '/wheel-game', label: 'Wheel of fortune' },
          ],
        },

        { kind: 'heading', id: 'contact', text: 'Contact support' },
        {
          kind: 'paragraph',
          text: 'Didn’t find your answer here or in the FAQ? Our team answers every day, by e-mail or by phone, in French, English and Arabic.',
        },
        {
          kind: 'links',
          items: [
            { to: '/faq', label: 'Frequently asked questions' },
            { to: '/contacts', label: 'Contact us' },
          ],
        },
      ],
    },

    faq: {
      title: 'Frequently asked questions',
      lead: 'Answers to the questions our players ask most often. Pick a topic or browse the general questions below.',
      blocks: [
        {
          kind: 'links',
          items: [
            {
              to: '/faq/igrovoi-kont',
              label: 'Game account',
              description: 'Registration, e-mail confirmation, password, identity documents, bonus balance.',
            },
            {
              to: '/faq/depoziti-i-vyplati',
              label: 'Deposits and withdrawals',
              description: 'Minimum amounts, processing times, payment methods and tracking your transactions.',
            },
          ],
        },
        { kind: 'heading', id: 'questions-generales', text: 'General questions' },
        {
          kind: 'faq',
          items: [
            {
              id: 'qui-peut-jouer',
              question: 'Who can play on the site?',
              answer: [
                'Any adult aged 18 or over for whom online gambling is allowed in their country of residence. We may ask for proof of age at any time.',
              ],
            },
            {
              id: 'devise',
              question: 'Which currency is my account in?',
              answer: [
                'The Tunisian dinar (TND) is the default currency. You choose your account currency when you sign up; it cannot be changed afterwards. All your balances and histories are shown in that currency.',
              ],
            },
            {
              id: 'langues',
              question: 'Which languages is the site available in?',
              answer: [
                'French, English and Arabic. Switch language at any time with the selector at the top of the page: your choice is remembered for your next visits.',
              ],
            },
            {
              id: 'securite',
              question: 'Are my data and my money safe?',
              answer: [
                'Traffic to the site is encrypted, passwords are never stored in plain text and payments go through specialised providers. We will never ask for your password, by e-mail or by phone.',
              ],
            },
            {
              id: 'jeux-equitables',
              question: 'Are the games fair?',
              answer: [
                'Our games come from well-known providers whose random number generators are certified by independent laboratories. The return to player of each game is set by its provider.',
              ],
            },
            {
              id: 'jeu-responsable',
              question: 'How do I stay in control of my gambling?',
              answer: [
                'Set deposit and betting limits, take breaks and, if needed, exclude yourself for a while. All these options, and where to find help, are described on our responsible gaming page.',
              ],
            },
          ],
        },
        {
          kind: 'links',
          items: [
            { to: '/terms-and-conditions/responsibleGaming', label: 'Responsible gaming' },
            { to: '/contacts', label: 'Contact support' },
          ],
        },
      ],
    },

    faqAccount: {
      title: 'Game account',
      lead: 'Creating, securing and managing your game account.',
      blocks: [
        { kind: 'heading', id: 'compte', text: 'Your account' },
        {
          kind: 'faq',
          items: [
            {
              id: 'creer-compte',
              question: 'How do I create an account?',
              answer: [
                'Click “Sign up”, enter your e-mail address, a username, a password and your account currency, then confirm that you are 18 or older and accept the terms and conditions. All that is left is to confirm your e-mail address.',
              ],
            },
            {
              id: 'email-non-recu',
              question: 'I did not receive the confirmation e-mail. What should I do?',
              answer: [
                'Wait a few minutes, then look in your spam folder. You can ask for a new e-mail from the verification page. If the address you entered was wrong, contact support.',
              ],
            },
            {
              id: 'plusieurs-comptes',
              question: 'Can I have more than one account?',
              answer: [
                'No. Only one account is allowed per person, per household and per e-mail address. Duplicate accounts are closed and any bonuses obtained with them are cancelled.',
              ],
            },
            {
              id: 'modifier-informations',
              question: 'How do I change my personal details?',
              answer: [
                'Open your profile, section “Personal details”. Your name, date of birth and account currency can no longer be changed once your documents have been verified: write to support if a correction is needed.',
              ],
            },
          ],
        },
        { kind: 'heading', id: 'securite', text: 'Security and password' },
        {
          kind: 'faq',
          items: [
            {
              id: 'mot-de-passe-oublie',
              question: 'I have forgotten my password.',
              answer: [
                'On the sign-in page, choose “Forgotten password” and enter your e-mail address. You will receive a link to choose a new password; it can be used only once and for a limited time.',
              ],
            },
            {
              id: 'changer-mot-de-passe',
              question: 'How do I change my password?',
              answer: [
                'In your profile, choose “Change password”, enter the old one and then the new one twice. Choose a password you do not use on any other site.',
              ],
            },
            {
              id: 'deconnexion-automatique',
              question: 'Why was I signed out?',
              answer: [
                'For your security, the session ends after 20 minutes of inactivity, or when you sign out in another tab. Just sign in again: your balances and bets are kept.',
              ],
            },
          ],
        },
        { kind: 'heading', id: 'verification', text: 'Identity verification' },
        {
          kind: 'faq',
          items: [
            {
              id: 'pourquoi-verifier',
              question: 'Why do I have to send documents?',
              answer: [
                'The law requires us to check the age and identity of our players and to fight fraud and money laundering. Verification is needed before your first withdrawal.',
              ],
            },
            {
              id: 'documents-acceptes',
              question: 'Which documents are accepted?',
              answer: [
                'A valid identity document (national identity card, passport or driving licence) and, if we ask for it, a proof of address less than three months old. The photo must be sharp, in colour and show the whole document. The accepted formats and maximum size are shown on the upload page.',
                'Verification usually takes less than 24 hours; you are notified as soon as it is complete.',
              ],
            },
          ],
        },
        { kind: 'heading', id: 'bonus', text: 'Bonus balance' },
        {
          kind: 'faq',
          items: [
            {
              id: 'solde-reel-bonus',
              question: 'What is the difference between the real balance and the bonus balance?',
              answer: [
                'The real balance holds the money you deposited and your winnings: it can be withdrawn. The bonus balance holds bonuses, cashback and wheel of fortune prizes: it is played on the site and can be converted into real balance under certain conditions.',
              ],
            },
            {
              id: 'echanger-bonus',
              question: 'How do I convert my bonus balance into real balance?',
              answer: [
                'In your profile, choose “Exchange bonus balance”. The conversion is possible when your bonus balance is at least 3 TND and your real balance is under 1 TND.',
                'Bonus amounts are rounded down to two decimal places.',
              ],
            },
            {
              id: 'roue',
              question: 'How does the wheel of fortune work?',
              answer: [
                'Once signed in, you receive free spins and spin the wheel. The prize you win is shown when the wheel stops and is credited to your account. Your next free spin is available at the time shown under the wheel.',
              ],
            },
          ],
        },
        {
          kind: 'links',
          items: [
            { to: '/profile/user-info', label: 'My personal details' },
            { to: '/profile/change-password', label: 'Change password' },
            { to: '/profile/kyc-verifiaction', label: 'Send my documents' },
            { to: '/profile/exchange-bonus-balance', label: 'Exchange bonus balance' },
          ],
        },
      ],
    },

    faqPayments: {
      title: 'Deposits and withdrawals',
      lead: 'Amounts, processing times and payment methods: how money gets into your account and out again.',
      blocks: [
        { kind: 'heading', id: 'depots', text: 'Deposits' },
        {
          kind: 'faq',
          items: [
            {
              id: 'depot-minimum',
              question: 'What is the minimum deposit?',
              answer: [
                'The minimum deposit is 5 EUR, or the equivalent in your account currency. Some payment methods have their own minimum and maximum, shown before you pay.',
              ],
            },
            {
              id: 'moyens-de-paiement',
              question: 'Which payment methods can I use?',
              answer: [
                'Visa and Mastercard bank cards, e-wallets and several cryptocurrencies (including Bitcoin, Ethereum, USDT and Litecoin). The list shown in your profile is the one available for your account.',
              ],
            },
            {
              id: 'delai-depot',
              question: 'How long does it take for my deposit to be credited?',
              answer: [
                'Most deposits are credited within moments. Depending on the payment method, a deposit can take up to 24 hours to be confirmed; this is the case for bank transfers and some cryptocurrencies.',
              ],
            },
            {
              id: 'depot-non-credite',
              question: 'My deposit does not show in my balance.',
              answer: [
                'Check the payment history in your profile: while the payment is in progress, it is not credited yet. If more than 24 hours have passed, write to support with the date, the amount and the payment method.',
              ],
            },
          ],
        },
        { kind: 'heading', id: 'retraits', text: 'Withdrawals' },
        {
          kind: 'faq',
          items: [
            {
              id: 'retrait-minimum',
              question: 'What is the minimum withdrawal?',
              answer: ['The minimum withdrawal is 10 EUR, or the equivalent in your account currency.'],
            },
            {
              id: 'delai-retrait',
              question: 'How soon will I receive my money?',
              answer: [
                'Withdrawal requests are confirmed within an hour. Once the request is confirmed, the funds reach your bank account within 5 minutes.',
              ],
            },
            {
              id: 'moyen-de-retrait',
              question: 'Which payment method is my withdrawal paid to?',
              answer: [
                'A withdrawal is paid to the payment method of your last deposit. This security rule protects your money against fraud.',
                'If your winnings exceed what that method can receive, the excess can be paid to another payment method, provided it is verified and in your name.',
              ],
            },
            {
              id: 'conditions-retrait',
              question: 'What do I need before I can withdraw?',
              answer: [
                'A confirmed e-mail address and approved identity documents. A withdrawal requested before these steps is refused, and your balance is not debited.',
              ],
            },
            {
              id: 'annuler-retrait',
              question: 'Can I cancel a withdrawal?',
              answer: [
                'Yes, as long as it has not been confirmed. Open the payment history in your profile and choose “Cancel”: the amount goes straight back to your balance.',
              ],
            },
            {
              id: 'frais',
              question: 'Are there any fees?',
              answer: [
                'We charge no fees on deposits or withdrawals. Your bank or payment provider may charge some; please check with them.',
              ],
            },
          ],
        },
        {
          kind: 'links',
          items: [
            { to: '/profile/replenishment', label: 'Make a deposit' },
            { to: '/profile/withdraw', label: 'Request a withdrawal' },
            { to: '/profile/pay-history', label: 'Payment history' },
          ],
        },
      ],
    },

    terms: {
      title: 'Terms and conditions',
      lead: 'The rules that apply to your account and your play. They are part of your contract with Casino Widgets: please read them before you play.',
      blocks: [
        {
          kind: 'paragraph',
          text: 'By creating an account, you accept the general terms, the responsible gaming policy and the privacy policy below. When we change them, we tell you at your next sign-in; you can always close your account if you do not accept them.',
        },
        {
          kind: 'note',
          tone: 'info',
          text: 'Gambling is for people aged 18 and over only.',
        },
      ],
    },

    contacts: {
      title: 'Contacts',
      lead: 'A question about your account, a payment or a game? Our support team answers every day, in French, English and Arabic.',
      blocks: [
        {
          kind: 'contacts',
          items: [
            { kind: 'email', label: 'Player support', value: 'support@casino-widgets.example' },
            { kind: 'phone', label: 'Phone', value: '+216 70 000 000' },
            { kind: 'hours', label: 'Opening hours', value: 'Every day from 9 am to 11 pm (Tunis time)' },
            { kind: 'email', label: 'Personal data', value: 'privacy@casino-widgets.example' },
            { kind: 'address', label: 'Address', value: 'Casino Widgets, Les Berges du Lac, 1053 Tunis, Tunisia' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'We answer e-mails within 24 hours. To speed things up, give your player ID (shown in your profile) and, for a payment, its date, amount and payment method.',
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Our team will never ask for your password or your bank card PIN.',
        },
        { kind: 'links', items: [{ to: '/faq', label: 'Read the FAQ' }, { to: '/help', label: 'Help' }] },
      ],
    },

    info: {
      title: 'Information',
      lead: 'Legal and practical information about the site and its operator.',
      blocks: [
        { kind: 'heading', id: 'exploitant', text: 'Operator' },
        {
          kind: 'paragraph',
          text: 'The site is operated by Casino Widgets SARL, Les Berges du Lac, 1053 Tunis, Tunisia, holder of online gaming licence No. CW-2025-017 issued by the competent regulatory authority. Sports betting and casino games are supplied by partner providers who are licensed themselves.',
        },
        { kind: 'heading', id: 'age', text: 'No under-18s' },
        {
          kind: 'note',
          tone: 'warning',
          text: 'Gambling is forbidden for anyone under 18. We check the age of every player and close any account opened by a minor.',
        },
        { kind: 'heading', id: 'jeu-responsable', text: 'Responsible gaming' },
        {
          kind: 'paragraph',
          text: 'Gambling carries risks: debt, isolation, addiction. Only play with money you can afford to lose, set yourself limits and take breaks. If gambling is no longer fun, ask for help.',
        },
        { kind: 'links', items: [{ to: '/terms-and-conditions/responsibleGaming', label: 'Responsible gaming: limits, breaks and help' }] },
        { kind: 'heading', id: 'devises', text: 'Currencies' },
        {
          kind: 'paragraph',
          text: 'The Tunisian dinar (TND) is the default currency. Your account currency is chosen when you sign up; your balances, bets and winnings are shown in that currency. Payment methods in another currency are converted at the rate shown before you confirm.',
        },
        { kind: 'heading', id: 'langues', text: 'Languages' },
        {
          kind: 'paragraph',
          text: 'The site is available in French (the default language), English and Arabic. If the versions of the terms and conditions differ, the French version prevails.',
        },
        { kind: 'links', items: [{ to: '/terms-and-conditions', label: 'Terms and conditions' }, { to: '/about-us', label: 'About us' }] },
      ],
    },

    aboutUs: {
      title: 'About us',
      lead: 'Casino Widgets is an online sports betting and casino platform based in Tunis.',
      blocks: [
        { kind: 'heading', id: 'qui-sommes-nous', text: 'Who we are' },
        {
          kind: 'paragraph',
          text: 'We are a team of sports and games enthusiasts who want to offer a simple, fast and safe experience, on computer and mobile alike. Our site is designed first for players in Tunisia and the Maghreb, in French, English and Arabic.',
        },
        { kind: 'heading', id: 'offre', text: 'What we offer' },
        {
          kind: 'list',
          items: [
            'Pre-match and live sports betting on thousands of events every week.',
            'Thousands of slots and table games from well-known providers.',
            'A live casino with real dealers: roulette, blackjack, baccarat and game shows.',
            'A wheel of fortune, bonuses, cashback and jackpots.',
          ],
        },
        { kind: 'heading', id: 'engagements', text: 'Our commitments' },
        {
          kind: 'list',
          items: [
            'Fair games, certified by independent laboratories.',
            'Fast payments: withdrawals confirmed within an hour.',
            'Protection of your data and your money.',
            'Responsible gaming: tools for limits, breaks and self-exclusion, and a team trained to guide you.',
          ],
        },
        {
          kind: 'links',
          items: [
            { to: '/contacts', label: 'Contact us' },
            { to: '/terms-and-conditions/responsibleGaming', label: 'Responsible gaming' },
          ],
        },
      ],
    },
  },

  termsPoints: {
    generalTerms: {
      title: 'General terms of use',
      summary: 'Your account, your deposits and withdrawals, bonuses, bets and our obligations to each other.',
      lead: 'These terms govern the use of the site operated by Casino Widgets SARL, Tunis. They apply from the moment you create your account.',
      blocks: [
        { kind: 'heading', id: 'compte', text: '1. Your account' },
        {
          kind: 'list',
          items: [
            'You must be 18 or older and allowed to gamble in your country of residence.',
            'One account per person. The details you provide must be accurate and up to date.',
            'You are responsible for keeping your password confidential and for all activity on your account.',
            'We may ask you at any time to prove your identity, age, address and the source of your funds.',
          ],
        },
        { kind: 'heading', id: 'paiements', text: '2. Deposits and withdrawals' },
        {
          kind: 'list',
          items: [
            'The minimum deposit is 5 EUR and the minimum withdrawal is 10 EUR, or their equivalent in the account currency.',
            'A deposit can take up to 24 hours to be confirmed. Withdrawals are confirmed within an hour, and the funds reach the bank account within 5 minutes after confirmation.',
            'A withdrawal is paid to the payment method of the last deposit; excess winnings can be paid to another verified payment method in the player’s name.',
            'We may hold a withdrawal while we verify your identity; your balance is not debited during that check.',
          ],
        },
        { kind: 'heading', id: 'bonus', text: '3. Bonuses' },
        {
          kind: 'paragraph',
          text: 'Bonuses and cashback are credited to the bonus balance. The bonus balance can be converted into real balance when it is at least 3 TND and the real balance is under 1 TND. A bonus obtained through abuse (multiple accounts, covered bets, obvious error) is cancelled together with any winnings from it.',
        },
        { kind: 'heading', id: 'paris-jeux', text: '4. Bets and games' },
        {
          kind: 'list',
          items: [
            'A bet is final as soon as its confirmation is shown. Odds may change until that moment.',
            'Sports results are those published by the official sources.',
            'If a game malfunctions, the bets and winnings concerned are void and the stakes are refunded.',
            'The rules and return to player of each game are set by its provider and can be read in the game.',
          ],
        },
        { kind: 'heading', id: 'suspension', text: '5. Suspension and closure' },
        {
          kind: 'paragraph',
          text: 'You can close your account at any time by writing to support; your real balance is then paid out to you. We may suspend or close an account in case of fraud, multiple accounts, forged documents or breach of these terms.',
        },
        { kind: 'heading', id: 'reclamations', text: '6. Complaints and governing law' },
        {
          kind: 'paragraph',
          text: 'Any complaint can be sent to support; we answer within 14 days. These terms are governed by Tunisian law. If the translations differ, the French version prevails.',
        },
        { kind: 'links', items: [{ to: '/contacts', label: 'Contact support' }] },
      ],
    },

    responsibleGaming: {
      title: 'Responsible gaming',
      summary: 'Limits, breaks, self-exclusion and where to find help if gambling becomes a problem.',
      lead: 'Gambling should stay entertainment. We give you tools to stay in control, and we help you find support if you need it.',
      blocks: [
        { kind: 'heading', id: 'conseils', text: 'Stay in control' },
        {
          kind: 'list',
          items: [
            'Decide in advance how much money and time you will spend on gambling, and stick to it.',
            'Only play with money you can afford to lose, never money for rent, bills or your family.',
            'Do not try to win back what you lost: chasing losses almost always makes them bigger.',
            'Do not gamble when you are drunk, tired, stressed or angry.',
            'Take regular breaks and keep time for your family and friends, your work and your other hobbies.',
          ],
        },
        { kind: 'heading', id: 'signes', text: 'Warning signs' },
        {
          kind: 'list',
          items: [
            'You play for longer or with more money than you planned.',
            'You borrow money or sell things to gamble.',
            'You hide your gambling from the people around you or lie about how much you spend.',
            'You think about gambling all the time, or feel irritable when you cannot play.',
            'Gambling makes you neglect your work, your studies or your family.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you recognise yourself in any of these signs, it is time to set limits, take a break or ask for help.',
        },
        { kind: 'heading', id: 'limites', text: 'Deposit and betting limits' },
        {
          kind: 'paragraph',
          text: 'In your profile, section “Limits”, set a maximum amount to deposit and to bet per day, week or month. A stricter limit applies immediately; a limit you raise or remove only takes effect after 24 hours, to give you time to think.',
        },
        { kind: 'heading', id: 'pause', text: 'Take a break' },
        {
          kind: 'paragraph',
          text: 'A break locks your account for 24 hours, 7 days or 30 days. During that time you can neither deposit nor play; you can still withdraw your balance. The break cannot be lifted before the date you chose.',
        },
        { kind: 'heading', id: 'auto-exclusion', text: 'Self-exclusion' },
        {
          kind: 'paragraph',
          text: 'If you feel you are losing control, exclude yourself for 6 months, 1 year, 5 years or permanently, from the “Self-exclusion” section of your profile or by writing to support. Your account is closed for the whole period, your real balance is paid out to you and you no longer receive any promotional offers. A self-exclusion cannot be cancelled before it ends.',
        },
        {
          kind: 'links',
          items: [
            { to: '/profile/limits', label: 'Set my limits' },
            { to: '/profile/self-exclusion', label: 'Break and self-exclusion' },
          ],
        },
        { kind: 'heading', id: 'mineurs', text: 'Protecting minors' },
        {
          kind: 'paragraph',
          text: 'Gambling is forbidden for anyone under 18 and we check the age of every player. If children use your computer or phone, do not leave your password saved and install parental control software to block access to gambling sites.',
        },
        { kind: 'heading', id: 'aide', text: 'Get help' },
        {
          kind: 'list',
          items: [
            'Talk to someone you trust or to your doctor: gambling addiction can be treated.',
            'Gambling Therapy (gamblingtherapy.org): free and confidential online support, in several languages.',
            'Gamblers Anonymous (gamblersanonymous.org): self-help groups for gamblers in many countries.',
            'Our support team: we can set up a limit, a break or a self-exclusion with you, in complete confidence.',
          ],
        },
        { kind: 'links', items: [{ to: '/contacts', label: 'Contact support' }] },
      ],
    },

    privacyPolicy: {
      title: 'Privacy policy',
      summary: 'The data we collect, why, how long we keep it and your rights.',
      lead: 'Casino Widgets SARL processes your personal data in accordance with Tunisian Organic Law No. 2004-63 on the protection of personal data.',
      blocks: [
        { kind: 'heading', id: 'donnees', text: 'The data we collect' },
        {
          kind: 'list',
          items: [
            'Identity and contact details: name, date of birth, e-mail address, phone number, address.',
            'Identity documents sent for verification.',
            'Account and gaming data: balances, deposits, withdrawals, bets, game history.',
            'Technical data: IP address, device and browser type, chosen language.',
          ],
        },
        { kind: 'heading', id: 'finalites', text: 'Why we use it' },
        {
          kind: 'list',
          items: [
            'To manage your account, your payments and your bets.',
            'To meet our legal obligations: age and identity checks, fight against fraud and money laundering.',
            'To protect your account and detect risky gambling behaviour.',
            'To send you offers, only if you agreed to it; you can unsubscribe at any time.',
          ],
        },
        { kind: 'heading', id: 'partage', text: 'Who we share it with' },
        {
          kind: 'paragraph',
          text: 'Only with the providers the service needs (payments, game and betting providers, identity verification), who are bound to confidentiality, and with the authorities when the law requires it. We never sell your data.',
        },
        { kind: 'heading', id: 'conservation', text: 'How long we keep it' },
        {
          kind: 'paragraph',
          text: 'Your data is kept while your account is open, then for the period required by law for financial and verification data, before it is deleted or anonymised.',
        },
        { kind: 'heading', id: 'stockage-local', text: 'Cookies and local storage' },
        {
          kind: 'paragraph',
          text: 'The site stores in your browser what it needs to work: your sign-in session and your language. This data stays on your device and is erased when you sign out or clear your browser data.',
        },
        { kind: 'heading', id: 'droits', text: 'Your rights' },
        {
          kind: 'paragraph',
          text: 'You can access your data, have it corrected, object to its use for marketing and ask for it to be deleted when the law does not require us to keep it. Write to us at the address given on the Contacts page. You can also refer the matter to the National Authority for the Protection of Personal Data (INPDP).',
        },
        { kind: 'links', items: [{ to: '/contacts', label: 'Contacts' }] },
      ],
    },
  },

  footer: {
    description:
      'Casino Widgets: sports betting, casino and live games, in French, English and Arabic. Fast payments, certified games and tools to play responsibly.',
    groups: [
      {
        id: 'company',
        title: 'Company',
        links: [
          { to: '/about-us', label: 'About us' },
          { to: '/contacts', label: 'Contacts' },
        ],
      },
      {
        id: 'information',
        title: 'Information',
        links: [
          { to: '/terms-and-conditions', label: 'Terms and conditions' },
          { to: '/terms-and-conditions/responsibleGaming', label: 'Responsible gaming' },
          { to: '/terms-and-conditions/privacyPolicy', label: 'Privacy policy' },
          { to: '/faq', label: 'FAQ' },
          { to: '/help', label: 'Help' },
          { to: '/info', label: 'Legal information' },
        ],
      },
    ],
    ageNotice: '18+ · Gambling is forbidden for minors. Play responsibly.',
  },
};

export default content;
