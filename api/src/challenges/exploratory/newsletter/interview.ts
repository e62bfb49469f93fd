// Over 300 lines because every fault's report is written in four languages, read together when a rule changes.
import { NEWSLETTER_MESSAGES, REGISTERED_ADDRESSES } from './rules';
import type { BugReportSpec, ModelReport } from '../../../bug-reports/bug-report';
import type { LocalizedWords } from '../../../bug-reports/words';
import type { Localized } from '../../../i18n/localized';
import type { InterviewSpec } from '../../../interview/families';
import { reports } from './reports';

const ADDRESS = {
  en: ['email', 'e-mail', 'address', 'subscri', 'newsletter'],
  ua: ['адрес', 'пошт', 'email', 'e-mail', 'підпис', 'розсилк'],
  ru: ['адрес', 'почт', 'email', 'e-mail', 'подпис', 'рассылк'],
  pl: ['adres', 'e-mail', 'email', 'subskryp', 'zapis', 'newsletter'],
};

const [registeredOtherCase, misplacedDot, capitalDomain] = reports.bugs;
if (!registeredOtherCase || !misplacedDot || !capitalDomain)
  throw new Error('The newsletter challenge lost a report spec the interview reuses');

/** An address the requirements refuse, let through: the words of the planted dot bug's reports. */
const LET_THROUGH = misplacedDot.behaviour;

/** A valid address refused as invalid. */
const REFUSED: LocalizedWords = {
  en: [
    'refused',
    'rejected',
    'declined',
    'not accept',
    'invalid',
    'error',
    'cannot subscribe',
    "can't subscribe",
  ],
  ua: ['відхиля', 'не прийма', 'некоректн', 'помилк', 'не можна підписатися', 'неможливо підписатися'],
  ru: ['отклоня', 'не принима', 'некорректн', 'ошибк', 'нельзя подписаться', 'невозможно подписаться'],
  pl: ['odrzuca', 'nie jest akceptowan', 'nieprawidłow', 'błąd', 'nie można się zapisać'],
};

/** The part before the @. */
const LOCAL = {
  en: ['before the @', 'local part', 'username'],
  ua: ['перед @', 'локальн'],
  ru: ['перед @', 'локальн'],
  pl: ['przed @', 'część lokaln', 'części lokaln'],
};

/** A one-step report of an address: the form answers each address alone. */
const model = (
  email: string,
  title: Localized,
  [expected, actual]: readonly [Localized, Localized],
  severity: ModelReport['severity'],
  priority: ModelReport['priority'],
): ModelReport => ({
  title,
  steps: [{ first: email, second: '', third: '' }],
  expected,
  actual,
  severity,
  priority,
});

const { subscribed, invalid } = NEWSLETTER_MESSAGES;
/** An address the requirements refuse, subscribed; and a valid one refused. */
const LET_IN = [invalid, subscribed] as const;
const KEPT_OUT = [subscribed, invalid] as const;

/**
 * What a good report of each fault of the newsletter says, by fault id. Each model step is an address only its own
 * fault answers wrong (john@b.co, not the expert's a1@b.co, whose digit another fault refuses), so any draw keeps it
 * attributable; the titles name the rule broken, as another fault may change the build's answer.
 */
const FAULT_SPECS: Readonly<Record<string, BugReportSpec>> = {
  registeredCaseSensitive: registeredOtherCase,
  dotAnywhere: misplacedDot,
  smallDomainOnly: capitalDomain,
  subdomainAccepted: {
    feature: {
      en: ['subdomain', 'sub-domain', 'third-level', 'third level', 'domain', ...ADDRESS.en],
      ua: ['піддомен', 'третього рівня', 'домен', ...ADDRESS.ua],
      ru: ['поддомен', 'третьего уровня', 'домен', ...ADDRESS.ru],
      pl: ['subdomen', 'trzeciego poziomu', 'domen', ...ADDRESS.pl],
    },
    behaviour: LET_THROUGH,
    severities: ['minor', 'major'],
    model: model(
      'john@mail.example.com',
      {
        en: 'An email on a subdomain, such as john@mail.example.com, is accepted',
        ua: 'Приймається адреса на піддомені, наприклад john@mail.example.com',
        ru: 'Принимается адрес на поддомене, например john@mail.example.com',
        pl: 'Akceptowany jest adres w subdomenie, np. john@mail.example.com',
      },
      LET_IN,
      'minor',
      'low',
    ),
  },
  domainDigitsAndHyphens: {
    feature: {
      en: ['hyphen', 'dash', 'digit', 'domain', ...ADDRESS.en],
      ua: ['дефіс', 'цифр', 'домен', ...ADDRESS.ua],
      ru: ['дефис', 'цифр', 'домен', ...ADDRESS.ru],
      pl: ['łącznik', 'myślnik', 'cyfr', 'domen', ...ADDRESS.pl],
    },
    behaviour: LET_THROUGH,
    severities: ['minor', 'major'],
    model: model(
      'john@my-site.com',
      {
        en: 'An email with a hyphen or a digit in the domain is accepted',
        ua: 'Приймається адреса з дефісом або цифрою в домені',
        ru: 'Принимается адрес с дефисом или цифрой в домене',
        pl: 'Akceptowany jest adres z łącznikiem lub cyfrą w domenie',
      },
      LET_IN,
      'minor',
      'medium',
    ),
  },
  anyAlphabet: {
    feature: {
      en: ['non-latin', 'not latin', 'diacritic', 'umlaut', 'accented', 'cyrillic', 'unicode', ...ADDRESS.en],
      ua: ['нелатин', 'не латин', 'діакрити', 'умлаут', 'кирилиц', 'юнікод', ...ADDRESS.ua],
      ru: ['нелатин', 'не латин', 'диакрити', 'умлаут', 'кириллиц', 'юникод', ...ADDRESS.ru],
      pl: ['niełaciń', 'spoza alfabetu łaciń', 'diakryty', 'umlaut', 'cyrylic', 'unicode', ...ADDRESS.pl],
    },
    behaviour: LET_THROUGH,
    severities: ['major', 'minor'],
    model: model(
      'jürgen@müller.de',
      {
        en: 'An email with non-Latin letters, such as jürgen@müller.de, is accepted',
        ua: 'Приймається адреса з нелатинськими літерами, наприклад jürgen@müller.de',
        ru: 'Принимается адрес с нелатинскими буквами, например jürgen@müller.de',
        pl: 'Akceptowany jest adres z literami niełacińskimi, np. jürgen@müller.de',
      },
      LET_IN,
      'major',
      'medium',
    ),
  },
  emptyLocalAccepted: {
    feature: {
      en: ['nothing before', 'empty', 'missing', 'no name', 'without a name', ...LOCAL.en, ...ADDRESS.en],
      ua: ['нічого перед', 'порожн', 'без імені', ...LOCAL.ua, ...ADDRESS.ua],
      ru: ['ничего перед', 'ничего до', 'пуст', 'без имени', ...LOCAL.ru, ...ADDRESS.ru],
      pl: ['nic przed', 'pust', 'bez nazwy', ...LOCAL.pl, ...ADDRESS.pl],
    },
    behaviour: LET_THROUGH,
    severities: ['major', 'minor'],
    model: model(
      '@example.com',
      {
        en: 'An email with nothing before the @, such as @example.com, is accepted',
        ua: 'Приймається адреса без нічого перед @, наприклад @example.com',
        ru: 'Принимается адрес, в котором ничего нет перед @, например @example.com',
        pl: 'Akceptowany jest adres bez niczego przed @, np. @example.com',
      },
      LET_IN,
      'major',
      'medium',
    ),
  },
  plusRefused: {
    feature: {
      en: ['plus', 'tag', ...LOCAL.en, ...ADDRESS.en],
      ua: ['плюс', 'тег', ...LOCAL.ua, ...ADDRESS.ua],
      ru: ['плюс', 'тег', ...LOCAL.ru, ...ADDRESS.ru],
      pl: ['plus', 'tag', ...LOCAL.pl, ...ADDRESS.pl],
    },
    behaviour: REFUSED,
    severities: ['major', 'minor'],
    model: model(
      'john+news@example.com',
      {
        en: 'A valid email with a plus sign before the @ is rejected as invalid',
        ua: 'Коректна адреса зі знаком плюс перед @ відхиляється як некоректна',
        ru: 'Корректный адрес со знаком плюс перед @ отклоняется как некорректный',
        pl: 'Poprawny adres ze znakiem plus przed @ jest odrzucany jako nieprawidłowy',
      },
      KEPT_OUT,
      'major',
      'medium',
    ),
  },
  underscoreRefused: {
    feature: {
      en: ['underscore', 'underline', ...LOCAL.en, ...ADDRESS.en],
      ua: ['підкресл', ...LOCAL.ua, ...ADDRESS.ua],
      ru: ['подчёркиван', 'подчеркиван', ...LOCAL.ru, ...ADDRESS.ru],
      pl: ['podkreśl', ...LOCAL.pl, ...ADDRESS.pl],
    },
    behaviour: REFUSED,
    severities: ['major', 'minor'],
    model: model(
      'john_doe@example.com',
      {
        en: 'A valid email with an underscore before the @ is rejected as invalid',
        ua: 'Коректна адреса з підкресленням перед @ відхиляється як некоректна',
        ru: 'Корректный адрес с подчёркиванием перед @ отклоняется как некорректный',
        pl: 'Poprawny adres z podkreśleniem przed @ jest odrzucany jako nieprawidłowy',
      },
      KEPT_OUT,
      'major',
      'medium',
    ),
  },
  shortLabelRefused: {
    feature: {
      en: [
        'one-letter',
        'one letter',
        'single-letter',
        'single letter',
        'one character',
        'short',
        ...ADDRESS.en,
      ],
      ua: ['однолітерн', 'з однієї літери', 'одна літера', 'одного символу', 'коротк', ...ADDRESS.ua],
      ru: ['однобуквенн', 'из одной буквы', 'одна буква', 'одного символа', 'коротк', ...ADDRESS.ru],
      pl: ['jednoliterow', 'z jednej litery', 'jedna litera', 'jednego znaku', 'krótk', ...ADDRESS.pl],
    },
    behaviour: REFUSED,
    severities: ['minor', 'major'],
    model: model(
      'john@b.co',
      {
        en: 'A valid email with a one-letter part of the domain, such as john@b.co, is rejected as invalid',
        ua: 'Коректна адреса з однолітерною частиною домену, наприклад john@b.co, відхиляється як некоректна',
        ru: 'Корректный адрес с однобуквенной частью домена, например john@b.co, отклоняется как некорректный',
        pl: 'Poprawny adres z jednoliterową częścią domeny, np. john@b.co, jest odrzucany jako nieprawidłowy',
      },
      KEPT_OUT,
      'minor',
      'low',
    ),
  },
  quotedAccepted: {
    feature: {
      en: ['quote', 'quotation', ...ADDRESS.en],
      ua: ['лапк', ...ADDRESS.ua],
      ru: ['кавыч', ...ADDRESS.ru],
      pl: ['cudzysł', ...ADDRESS.pl],
    },
    behaviour: LET_THROUGH,
    severities: ['minor', 'major'],
    model: model(
      '"john doe"@example.com',
      {
        en: 'A quoted email such as "john doe"@example.com is accepted, though quoted addresses are not supported',
        ua: 'Приймається адреса в лапках, наприклад "john doe"@example.com, хоча такі адреси не підтримуються',
        ru: 'Принимается адрес в кавычках, например "john doe"@example.com, хотя такие адреса не поддерживаются',
        pl: 'Akceptowany jest adres w cudzysłowie, np. "john doe"@example.com, choć takie adresy nie są obsługiwane',
      },
      LET_IN,
      'minor',
      'medium',
    ),
  },
  emptyDomainPartSkipped: {
    feature: {
      en: ['two dots', 'double dot', 'consecutive dots', 'dots in a row', 'domain', ...ADDRESS.en],
      ua: ['дві крапки', 'двома крапками', 'подвійн', 'домен', ...ADDRESS.ua],
      ru: ['две точки', 'двумя точками', 'двойн', 'домен', ...ADDRESS.ru],
      pl: ['dwie kropki', 'dwiema kropkami', 'podwójn', 'domen', ...ADDRESS.pl],
    },
    behaviour: LET_THROUGH,
    severities: ['major', 'minor'],
    model: model(
      'john@example..com',
      {
        en: 'An email with two dots in a row in the domain, such as john@example..com, is accepted',
        ua: 'Приймається адреса з двома крапками поспіль у домені, наприклад john@example..com',
        ru: 'Принимается адрес с двумя точками подряд в домене, например john@example..com',
        pl: 'Akceptowany jest adres z dwiema kropkami z rzędu w domenie, np. john@example..com',
      },
      LET_IN,
      'major',
      'medium',
    ),
  },
  digitsLocalRefused: {
    feature: {
      en: ['digit', 'number', 'numeral', ...LOCAL.en, ...ADDRESS.en],
      ua: ['цифр', ...LOCAL.ua, ...ADDRESS.ua],
      ru: ['цифр', ...LOCAL.ru, ...ADDRESS.ru],
      pl: ['cyfr', ...LOCAL.pl, ...ADDRESS.pl],
    },
    behaviour: REFUSED,
    severities: ['major', 'critical'],
    model: model(
      'john2000@example.com',
      {
        en: 'A valid email with digits before the @, such as john2000@example.com, is rejected as invalid',
        ua: 'Коректна адреса з цифрами перед @, наприклад john2000@example.com, відхиляється як некоректна',
        ru: 'Корректный адрес с цифрами перед @, например john2000@example.com, отклоняется как некорректный',
        pl: 'Poprawny adres z cyframi przed @, np. john2000@example.com, jest odrzucany jako nieprawidłowy',
      },
      KEPT_OUT,
      'major',
      'high',
    ),
  },
  longAddressRefused: {
    feature: {
      en: ['long', 'length', 'characters', ...ADDRESS.en],
      ua: ['довг', 'довжин', 'символ', ...ADDRESS.ua],
      ru: ['длинн', 'длин', 'символ', ...ADDRESS.ru],
      pl: ['dług', 'znaków', ...ADDRESS.pl],
    },
    behaviour: REFUSED,
    severities: ['major', 'minor'],
    model: model(
      `${'a'.repeat(100)}@example.com`,
      {
        en: 'A valid long email of over 64 characters is rejected as invalid',
        ua: 'Коректна довга адреса понад 64 символи відхиляється як некоректна',
        ru: 'Корректный длинный адрес более 64 символов отклоняется как некорректный',
        pl: 'Poprawny długi adres mający ponad 64 znaki jest odrzucany jako nieprawidłowy',
      },
      KEPT_OUT,
      'major',
      'medium',
    ),
  },
};

const [anna, team] = REGISTERED_ADDRESSES;

/** The newsletter as an interview hands it over: its requirements, its field, and a report spec per fault. */
export const interview: InterviewSpec = {
  requirements: {
    title: {
      en: 'Newsletter subscription form',
      ua: 'Форма підписки на розсилку',
      ru: 'Форма подписки на рассылку',
      pl: 'Formularz zapisu do newslettera',
    },
    summary: {
      en: 'The form subscribes one email address to the newsletter. It checks the address as the rules below say and answers with one of three messages.',
      ua: 'Форма підписує одну електронну адресу на розсилку. Вона перевіряє адресу за правилами нижче й відповідає одним із трьох повідомлень.',
      ru: 'Форма подписывает один адрес электронной почты на рассылку. Она проверяет адрес по правилам ниже и отвечает одним из трёх сообщений.',
      pl: 'Formularz zapisuje jeden adres e-mail do newslettera. Sprawdza adres według poniższych reguł i odpowiada jednym z trzech komunikatów.',
    },
    rules: [
      {
        en: 'An address is a part before the @, exactly one @, and a domain after it. No spaces anywhere, at the start and the end included.',
        ua: 'Адреса — це частина перед @, рівно один знак @ і домен після нього. Жодних пробілів, зокрема на початку й у кінці.',
        ru: 'Адрес — это часть до @, ровно один знак @ и домен после него. Никаких пробелов, в том числе в начале и в конце.',
        pl: 'Adres to część przed @, dokładnie jeden znak @ i domena po nim. Żadnych spacji, także na początku i na końcu.',
      },
      {
        en: 'Before the @: at least one character, each a Latin letter, a digit, a dot, an underscore (_), a hyphen (-) or a plus (+). A dot stands only between two other characters: not first, not last, never two in a row. Quoted addresses ("john"@example.com) are not supported.',
        ua: 'Перед @: щонайменше один символ — латинська літера, цифра, крапка, підкреслення (_), дефіс (-) або плюс (+). Крапка стоїть лише між двома іншими символами: не першою, не останньою й ніколи дві поспіль. Адреси в лапках ("john"@example.com) не підтримуються.',
        ru: 'До @: хотя бы один символ — латинская буква, цифра, точка, подчёркивание (_), дефис (-) или плюс (+). Точка стоит только между двумя другими символами: не первой, не последней и никогда две подряд. Адреса в кавычках ("john"@example.com) не поддерживаются.',
        pl: 'Przed @: co najmniej jeden znak — litera łacińska, cyfra, kropka, podkreślenie (_), łącznik (-) lub plus (+). Kropka stoi tylko między dwoma innymi znakami: nie na początku, nie na końcu i nigdy dwie z rzędu. Adresy w cudzysłowie ("john"@example.com) nie są obsługiwane.',
      },
      {
        en: 'The domain is a second-level one: two parts joined by one dot, like example.com or b.co, each part one or more Latin letters. Digits, hyphens and other characters are not allowed there, nor are subdomains such as mail.example.com.',
        ua: 'Домен — другого рівня: дві частини, з’єднані однією крапкою, як-от example.com чи b.co, кожна з однієї чи більше латинських літер. Цифри, дефіси й інші символи там не дозволені, як і піддомени на кшталт mail.example.com.',
        ru: 'Домен — второго уровня: две части, соединённые одной точкой, например example.com или b.co, каждая из одной или более латинских букв. Цифры, дефисы и другие символы там не допускаются, как и поддомены вроде mail.example.com.',
        pl: 'Domena jest drugiego poziomu: dwie części połączone jedną kropką, jak example.com czy b.co, każda z jednej lub więcej liter łacińskich. Cyfry, łączniki i inne znaki nie są tam dozwolone, podobnie jak subdomeny, np. mail.example.com.',
      },
      {
        en: 'Latin letters are a to z only: letters with diacritics (ü) and other alphabets (Cyrillic) are not allowed in any part. Capital and small letters count the same everywhere.',
        ua: 'Латинські літери — лише a–z: літери з діакритичними знаками (ü) та інших абеток (кирилиця) не дозволені в жодній частині. Великі й малі літери всюди не розрізняються.',
        ru: 'Латинские буквы — только a–z: буквы с диакритическими знаками (ü) и других алфавитов (кириллица) не допускаются ни в одной части. Заглавные и строчные буквы везде не различаются.',
        pl: 'Litery łacińskie to tylko a–z: litery ze znakami diakrytycznymi (ü) i z innych alfabetów (cyrylica) nie są dozwolone w żadnej części. Wielkie i małe litery nigdzie nie są rozróżniane.',
      },
      {
        en: 'A valid address may be as long as the field takes (256 characters).',
        ua: 'Коректна адреса може бути такою довгою, як дозволяє поле (256 символів).',
        ru: 'Корректный адрес может быть такой длины, какую допускает поле (256 символов).',
        pl: 'Poprawny adres może być tak długi, jak pozwala pole (256 znaków).',
      },
      {
        en: `${anna} and ${team} are already subscribed, in whatever capitals they are typed: “${NEWSLETTER_MESSAGES.resubscription.en}”. Any other valid address: “${subscribed.en}”. Anything else, an empty field included: “${invalid.en}”.`,
        ua: `${anna} і ${team} уже підписані, хоч якими літерами їх введено: «${NEWSLETTER_MESSAGES.resubscription.ua}». Будь-яка інша коректна адреса: «${subscribed.ua}». Усе інше, зокрема порожнє поле: «${invalid.ua}».`,
        ru: `${anna} и ${team} уже подписаны, какими бы буквами их ни ввели: «${NEWSLETTER_MESSAGES.resubscription.ru}». Любой другой корректный адрес: «${subscribed.ru}». Всё остальное, включая пустое поле: «${invalid.ru}».`,
        pl: `${anna} i ${team} są już zapisane, jakimikolwiek literami je wpisano: „${NEWSLETTER_MESSAGES.resubscription.pl}”. Każdy inny poprawny adres: „${subscribed.pl}”. Wszystko inne, także puste pole: „${invalid.pl}”.`,
      },
    ],
  },
  labels: {
    first: { en: 'Email', ua: 'Електронна пошта', ru: 'Электронная почта', pl: 'E-mail' },
  },
  messages: NEWSLETTER_MESSAGES,
  specs: FAULT_SPECS,
};
