/**
 * The help centre's seeded topics, per language (EN and TY; every other language gets EN, as the platform falls back).
 * A topic's `id` is the anchor the footer links to (`/help#deposit`); an article's id is `<topic>-<n>`. Articles link to
 * each other with `/help#<anchor>` links, as the platform's editors write them.
 */

export interface SeedHelpArticle {
  title: string;
  content: string;
}

export interface SeedHelpTopic {
  id: string;
  title: string;
  articles: readonly SeedHelpArticle[];
}

/** Every anchor the brands' footers link to (merchants/_defaults.json footer.helpLinks, certifications, customer service). */
export const HELP_ANCHORS = [
  'about',
  'faq',
  'deposit',
  'withdrawal',
  'terms',
  'privacy',
  'responsible-gaming',
  'licence',
  'fair-play',
  'customer-service',
] as const;

const EN: readonly SeedHelpTopic[] = [
  {
    id: 'about',
    title: 'About us',
    articles: [
      { title: 'Who we are', content: '<p>We are a licensed gaming and lottery site serving players across the region since 2015.</p><p>Read about our <a href="/help#licence">licence</a> and how we keep games <a href="/help#fair-play">fair</a>.</p>' },
      { title: 'What we offer', content: '<ul><li>Lottery draws every few minutes</li><li>Live casino tables</li><li>Sports and e-sports betting</li><li>Slots and fishing games</li></ul>' },
    ],
  },
  {
    id: 'faq',
    title: 'Frequently asked questions',
    articles: [
      { title: 'How do I register?', content: '<ol><li>Tap <strong>Register</strong> at the top of the page.</li><li>Fill in your username and password.</li><li>Accept the terms and tap Register.</li></ol>' },
      { title: 'I forgot my password', content: '<p>Tap <strong>Forgot password</strong> on the sign-in form and reset it with your email or mobile number.</p>' },
      { title: 'Why was my deposit not credited?', content: '<p>Most deposits arrive within 3 minutes. If yours has not, see <a href="/help#deposit">How to deposit</a> or contact <a href="/help#customer-service">customer service</a>.</p>' },
    ],
  },
  {
    id: 'deposit',
    title: 'How to deposit',
    articles: [
      { title: 'Choosing a deposit channel', content: '<p>Open <strong>Deposit</strong> in the member centre, choose a channel (bank transfer, e-wallet or QR) and enter the amount within its limits.</p>' },
      { title: 'Deposit times', content: '<p>Deposits usually arrive within 3 minutes. Bank transfers outside banking hours may take longer.</p>' },
      { title: 'Deposit bonuses', content: '<p>Some promotions add a bonus to your first deposit. The bonus has a turnover requirement before you can <a href="/help#withdrawal">withdraw</a>.</p>' },
    ],
  },
  {
    id: 'withdrawal',
    title: 'How to withdraw',
    articles: [
      { title: 'Requesting a withdrawal', content: '<ol><li>Add a bank card in the member centre.</li><li>Set your fund password.</li><li>Open <strong>Withdraw</strong>, enter the amount and confirm.</li></ol>' },
      { title: 'Withdrawal times', content: '<p>Withdrawals usually arrive within 5 minutes once approved.</p>' },
      { title: 'Turnover requirement', content: '<p>Your valid bets must reach the turnover of your deposits and bonuses before you can withdraw. See <a href="/help#terms">Terms and conditions</a>.</p>' },
    ],
  },
  {
    id: 'terms',
    title: 'Terms and conditions',
    articles: [
      { title: 'Your account', content: '<p>One account per person. You are responsible for keeping your password and fund password secret.</p>' },
      { title: 'Bonuses and promotions', content: '<p>Each promotion has its own rules. Abuse of promotions may lead to the bonus being cancelled.</p>' },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy policy',
    articles: [
      { title: 'What we collect', content: '<p>We keep your contact details, transactions and bets to run your account and meet our licence duties.</p>' },
      { title: 'How we protect it', content: '<p>Data travels encrypted and is never sold to third parties.</p>' },
    ],
  },
  {
    id: 'responsible-gaming',
    title: 'Responsible gaming',
    articles: [
      { title: 'Play within your limits', content: '<p>Gaming is entertainment, not a way to make money. Set a budget and a time limit before you play.</p>' },
      { title: 'Minimum age', content: '<p>You must be of legal age in your country to register and play.</p>' },
      { title: 'Getting help', content: '<p>If gaming stops being fun, take a break and talk to <a href="/help#customer-service">customer service</a> about limits.</p>' },
    ],
  },
  {
    id: 'licence',
    title: 'Licence',
    articles: [
      { title: 'Our licence', content: '<p>We operate under a gaming licence and are audited every year.</p>' },
    ],
  },
  {
    id: 'fair-play',
    title: 'Fair play',
    articles: [
      { title: 'Certified random results', content: '<p>Game results come from certified random number generators tested by independent labs.</p>' },
    ],
  },
  {
    id: 'customer-service',
    title: 'Customer service',
    articles: [
      { title: 'Contacting us', content: '<p>Our customer service answers 24 hours a day through live chat. You can also send us feedback from this help centre.</p>' },
    ],
  },
];

const TY: readonly SeedHelpTopic[] = [
  {
    id: 'about',
    title: 'Tungkol sa amin',
    articles: [
      { title: 'Sino kami', content: '<p>Kami ay isang lisensyadong site ng laro at lottery na naglilingkod sa mga manlalaro mula pa noong 2015.</p><p>Basahin ang tungkol sa aming <a href="/help#licence">lisensya</a> at kung paano namin pinananatiling <a href="/help#fair-play">patas</a> ang mga laro.</p>' },
      { title: 'Ang aming inaalok', content: '<ul><li>Lottery draw bawat ilang minuto</li><li>Live casino</li><li>Pustahan sa sports at e-sports</li><li>Slots at fishing games</li></ul>' },
    ],
  },
  {
    id: 'faq',
    title: 'Mga madalas itanong',
    articles: [
      { title: 'Paano magparehistro?', content: '<ol><li>I-tap ang <strong>Magparehistro</strong> sa itaas ng pahina.</li><li>Punan ang username at password.</li><li>Tanggapin ang mga tuntunin at i-tap ang Magparehistro.</li></ol>' },
      { title: 'Nakalimutan ko ang aking password', content: '<p>I-tap ang <strong>Nakalimutan ang password</strong> sa sign-in form at i-reset ito gamit ang email o mobile number.</p>' },
      { title: 'Bakit hindi pa pumapasok ang aking deposito?', content: '<p>Karamihan ng deposito ay pumapasok sa loob ng 3 minuto. Kung hindi pa, tingnan ang <a href="/help#deposit">Paano magdeposito</a> o kausapin ang <a href="/help#customer-service">customer service</a>.</p>' },
    ],
  },
  {
    id: 'deposit',
    title: 'Paano magdeposito',
    articles: [
      { title: 'Pagpili ng paraan ng deposito', content: '<p>Buksan ang <strong>Deposito</strong> sa member centre, pumili ng paraan (bank transfer, e-wallet o QR) at ilagay ang halaga sa loob ng limitasyon nito.</p>' },
      { title: 'Tagal ng deposito', content: '<p>Karaniwang pumapasok ang deposito sa loob ng 3 minuto.</p>' },
      { title: 'Bonus sa deposito', content: '<p>May mga promosyon na nagdadagdag ng bonus sa unang deposito. May turnover ang bonus bago ka makapag-<a href="/help#withdrawal">withdraw</a>.</p>' },
    ],
  },
  {
    id: 'withdrawal',
    title: 'Paano mag-withdraw',
    articles: [
      { title: 'Paghiling ng withdrawal', content: '<ol><li>Magdagdag ng bank card sa member centre.</li><li>Itakda ang fund password.</li><li>Buksan ang <strong>Withdraw</strong>, ilagay ang halaga at kumpirmahin.</li></ol>' },
      { title: 'Tagal ng withdrawal', content: '<p>Karaniwang dumarating ang withdrawal sa loob ng 5 minuto kapag naaprubahan.</p>' },
      { title: 'Kinakailangang turnover', content: '<p>Dapat maabot ng iyong valid bets ang turnover ng iyong deposito at bonus bago ka makapag-withdraw. Tingnan ang <a href="/help#terms">Mga tuntunin at kundisyon</a>.</p>' },
    ],
  },
  {
    id: 'terms',
    title: 'Mga tuntunin at kundisyon',
    articles: [
      { title: 'Ang iyong account', content: '<p>Isang account bawat tao. Ikaw ang responsable sa paglilihim ng iyong password at fund password.</p>' },
      { title: 'Mga bonus at promosyon', content: '<p>May sariling patakaran ang bawat promosyon. Maaaring kanselahin ang bonus kapag inabuso.</p>' },
    ],
  },
  {
    id: 'privacy',
    title: 'Patakaran sa privacy',
    articles: [
      { title: 'Ang aming kinokolekta', content: '<p>Iniingatan namin ang iyong contact details, transaksyon at taya upang patakbuhin ang iyong account.</p>' },
      { title: 'Paano namin ito pinoprotektahan', content: '<p>Naka-encrypt ang datos at hindi kailanman ibinebenta sa iba.</p>' },
    ],
  },
  {
    id: 'responsible-gaming',
    title: 'Responsableng paglalaro',
    articles: [
      { title: 'Maglaro sa loob ng iyong limitasyon', content: '<p>Libangan ang paglalaro, hindi paraan ng pagkita. Magtakda ng budget at oras bago maglaro.</p>' },
      { title: 'Pinakamababang edad', content: '<p>Dapat nasa legal na edad ka sa iyong bansa para magparehistro at maglaro.</p>' },
      { title: 'Paghingi ng tulong', content: '<p>Kung hindi na masaya ang paglalaro, magpahinga at kausapin ang <a href="/help#customer-service">customer service</a> tungkol sa mga limitasyon.</p>' },
    ],
  },
  {
    id: 'licence',
    title: 'Lisensya',
    articles: [
      { title: 'Ang aming lisensya', content: '<p>Nagpapatakbo kami sa ilalim ng lisensya sa paglalaro at sinusuri taun-taon.</p>' },
    ],
  },
  {
    id: 'fair-play',
    title: 'Patas na laro',
    articles: [
      { title: 'Sertipikadong random na resulta', content: '<p>Ang resulta ng laro ay mula sa sertipikadong random number generator na sinuri ng mga independiyenteng lab.</p>' },
    ],
  },
  {
    id: 'customer-service',
    title: 'Customer service',
    articles: [
      { title: 'Pakikipag-ugnayan sa amin', content: '<p>Sumasagot ang aming customer service 24 oras sa live chat. Maaari ka ring magpadala ng feedback mula sa help centre na ito.</p>' },
    ],
  },
];

const BY_LANGUAGE: Readonly<Record<string, readonly SeedHelpTopic[]>> = { EN, TY };

/** The topics in `language` (EN when the platform has none in it). */
export function helpTopics(language: string): readonly SeedHelpTopic[] {
  return BY_LANGUAGE[language.toUpperCase()] ?? EN;
}

/** SPEC §5: feedback content between {0} and {1} words; the numbers the sandbox's platform serves. */
export const FEEDBACK_WORDS = { minWords: 5, maxWords: 200 } as const;
