import { ALL_PASS, type CorpusEntry } from './corpus';

/** One submission of the newsletter form: the email address. */
const address = (first: string) => ({ first, second: '', third: '' });

/** Every message the newsletter form can show, as a kitchen-sink report pastes them. */
const EVERY_MESSAGE = 'You are subscribed / Re-subscription is not possible / Invalid email';

/**
 * Newsletter reports. Bugs: 1 a registered address in other capitals is subscribed again, 2 a dot at the start,
 * at the end or twice in a row before the @ is accepted, 3 a domain in capitals is refused.
 */
export const entries: readonly CorpusEntry[] = [
  {
    writer: 'terse',
    pageLanguage: 'en',
    report: {
      title: 'Double dot before @ accepted',
      steps: [address('john..doe@example.com')],
      expected: 'Invalid email',
      actual: 'You are subscribed',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'verbose',
    pageLanguage: 'en',
    report: {
      title: 'Already subscribed address typed with capital letters is subscribed again instead of refused',
      steps: [address('Anna.Smith@example.com')],
      expected:
        'The description says capitals count as small letters and that anna.smith@example.com is already ' +
        'subscribed. So Anna.Smith@example.com is the same address and the form should refuse it with ' +
        '"Re-subscription is not possible", exactly as it does for the all-lowercase version.',
      actual:
        'The form treats the capitalised address as a brand new one and answers "You are subscribed". The same ' +
        'person can therefore be added to the mailing list a second time just by changing the case of a letter, ' +
        'which means duplicate newsletters and a subscriber list we cannot trust.',
      severity: 'major',
      priority: 'medium',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'non-native English',
    pageLanguage: 'en',
    report: {
      title: 'Email with capital letters in domain is not accept as valid',
      steps: [address('john@EXAMPLE.COM')],
      expected:
        'Address must be accept, form need to show "You are subscribed" because big letters is same as small.',
      actual: 'Form show error "Invalid email" for correct address.',
      severity: 'major',
      priority: 'high',
    },
    bug: 3,
    verdicts: ALL_PASS,
  },
  {
    writer: 'typos',
    pageLanguage: 'en',
    report: {
      title: 'Adress with dot in the begining is acepted',
      steps: [address('.john@example.com')],
      expected: 'Invalid emial',
      actual: 'You are subscirbed',
      severity: 'minor',
      priority: 'low',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Ukrainian on an English page',
    pageLanguage: 'en',
    report: {
      title: 'Коректна адреса з доменом великими літерами відхиляється як некоректна',
      steps: [address('olena@Gmail.com')],
      expected: 'Очікуваний результат: підписка оформлюється, з’являється повідомлення «Ви підписалися».',
      actual: 'Фактичний результат: форма показує помилку «Invalid email».',
      severity: 'major',
      priority: 'high',
    },
    bug: 3,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Polish on an English page',
    pageLanguage: 'en',
    report: {
      title: 'Już zapisany adres wpisany wielkimi literami zostaje zapisany ponownie',
      steps: [address('QA.TEAM@example.com')],
      expected:
        'Oczekiwany rezultat: komunikat „Re-subscription is not possible” (ponowna subskrypcja nie jest możliwa), ' +
        'bo qa.team@example.com jest już zapisany.',
      actual: 'Rzeczywisty rezultat: pojawia się „You are subscribed” – adres zostaje zapisany drugi raz.',
      severity: 'major',
      priority: 'medium',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Russian on a Polish page',
    pageLanguage: 'pl',
    report: {
      title: 'Принимается адрес с точкой в конце части перед @',
      steps: [address('john.@example.com')],
      expected: 'Ожидаемый результат: ошибка «Некорректный адрес электронной почты».',
      actual: 'Фактический результат: адрес принят, показано сообщение «Вы подписались».',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 2,
    verdicts: ALL_PASS,
    why: 'The page said «Subskrypcja aktywna»; the Russian name of the same message counts.',
  },
  {
    writer: 'English on a Ukrainian page',
    pageLanguage: 'ua',
    report: {
      title: 'Subscribed address with different letter case can subscribe again',
      steps: [address('Qa.Team@example.com')],
      expected: 'Re-subscription is not possible',
      actual: 'You are subscribed (the page shows "Ви підписалися")',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'wrong severity',
    pageLanguage: 'en',
    report: {
      title: 'Domain in capital letters is rejected as invalid email',
      steps: [address('maria@Shop.Org')],
      expected: 'You are subscribed',
      actual: 'Invalid email',
      severity: 'trivial',
      priority: 'lowest',
    },
    bug: 3,
    verdicts: { ...ALL_PASS, severity: false },
    why: 'Valid readers are turned away and cannot subscribe; trivial is not among major, critical or minor.',
  },
  {
    writer: 'extra steps',
    pageLanguage: 'en',
    report: {
      title: 'Email with two dots in a row before @ is accepted',
      steps: [address('anna.smith@example.com'), address('qa..team@example.com')],
      expected: 'Invalid email',
      actual: 'You are subscribed',
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, minimalSteps: false },
    why: 'Step 1 checks a registered address; the form judges each address alone, so step 2 reproduces the bug without it.',
  },
  {
    writer: 'non-bug',
    pageLanguage: 'en',
    report: {
      title: 'Email with a subdomain is rejected as invalid',
      steps: [address('john@mail.example.com')],
      expected: 'You are subscribed',
      actual: 'Invalid email',
      severity: 'major',
      priority: 'medium',
    },
    bug: null,
    why: 'The description allows a second-level domain only, so refusing mail.example.com is right.',
  },
  {
    writer: 'kitchen sink',
    pageLanguage: 'en',
    report: {
      title: 'Newsletter email subscription',
      steps: [address('john@EXAMPLE.COM')],
      expected: EVERY_MESSAGE,
      actual: EVERY_MESSAGE,
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: {
      minimalSteps: true,
      actualResult: false,
      expectedResult: false,
      title: false,
      severity: true,
    },
    why: 'Expected and actual list every message, so neither says what should or did happen; the title is only the form’s nouns.',
  },
  {
    writer: "another bug's title",
    pageLanguage: 'en',
    report: {
      title: 'Already subscribed email written in capitals is subscribed again',
      steps: [address('anna.smith@Example.com')],
      expected: 'Re-subscription is not possible',
      actual: 'Invalid email',
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: { ...ALL_PASS, title: false },
    why: 'The title is bug 1’s, but the capital is in the domain and the address is refused as invalid, not subscribed again. Expected is right: the address is registered.',
  },
  {
    writer: 'opposite title',
    pageLanguage: 'en',
    report: {
      title: 'Email validation of dots before the @ works correctly',
      steps: [address('john..doe@example.com')],
      expected: 'Invalid email',
      actual: 'You are subscribed',
      severity: 'major',
      priority: 'medium',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, title: false },
    why: 'The title says the dot check works, the opposite of what the report shows.',
  },
  {
    writer: 'long precise title',
    pageLanguage: 'en',
    report: {
      title:
        'A valid email address whose domain is typed in capital letters (john@EXAMPLE.COM) is rejected with ' +
        '"Invalid email" instead of subscribing',
      steps: [address('john@EXAMPLE.COM')],
      expected: 'You are subscribed',
      actual: 'Invalid email',
      severity: 'major',
      priority: 'high',
    },
    bug: 3,
    verdicts: ALL_PASS,
    why: 'The title is 137 characters: over the form’s 120 but within the 150 a reviewer allows, and precise.',
  },
  {
    writer: 'loose answer',
    pageLanguage: 'en',
    report: {
      title: 'Anna.Smith@example.com gets subscribed a second time',
      steps: [address('Anna.Smith@example.com')],
      expected: 'Should tell me the address is already subscribed and re-subscription is not possible.',
      actual: 'It happily subscribed the address again.',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 1,
    verdicts: ALL_PASS,
    why: 'Paraphrases, but they name the refusal of a re-subscription and the subscription that happened.',
  },
  {
    writer: 'expected restates actual',
    pageLanguage: 'en',
    report: {
      title: 'Dot at the end of the part before @ is accepted',
      steps: [address('john.doe.@example.com')],
      expected: 'You are subscribed',
      actual: 'You are subscribed',
      severity: 'minor',
      priority: 'low',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, expectedResult: false },
    why: 'The expected result repeats what the build showed; the description refuses the address as invalid.',
  },
  {
    writer: 'too-short title',
    pageLanguage: 'en',
    report: {
      title: 'Caps bug',
      steps: [address('John@Example.com')],
      expected: 'You are subscribed',
      actual: 'Invalid email',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 3,
    verdicts: { ...ALL_PASS, title: false },
    why: 'Eight characters, under the ten a title needs, and it says neither where the capitals are nor what happens.',
  },
  {
    writer: 'swapped expected and actual',
    pageLanguage: 'en',
    report: {
      title: 'Registered email in upper case can subscribe again',
      steps: [address('ANNA.smith@example.com')],
      expected: 'You are subscribed',
      actual: 'Re-subscription is not possible',
      severity: 'major',
      priority: 'medium',
    },
    bug: 1,
    verdicts: { ...ALL_PASS, actualResult: false, expectedResult: false },
    why: 'The two fields are swapped: the build said "You are subscribed", the description wants the refusal.',
  },
];
