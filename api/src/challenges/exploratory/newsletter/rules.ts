// Over 300 lines because it is one challenge's hidden rules whole: the answers in four languages and every case and
// bug with its values, read together when a rule changes.
import type { Language } from '@qa/shared/catalogue';
import type { FieldValues, HiddenDefinition } from '../../engine/definition';
import type { Localized } from '../../../i18n/localized';
import { partitionCases } from '../../support/partition-case';
import { COMMON_FINDINGS } from '../../support/common-findings';

/** Already subscribed; the description names them so the re-subscription rule can be tested. */
export const REGISTERED_ADDRESSES = ['anna.smith@example.com', 'qa.team@example.com'] as const;

export const NEWSLETTER_MESSAGES = {
  subscribed: {
    en: 'You are subscribed',
    ua: 'Ви підписалися',
    ru: 'Вы подписались',
    pl: 'Subskrypcja aktywna',
  },
  resubscription: {
    en: 'Re-subscription is not possible',
    ua: 'Повторна підписка неможлива',
    ru: 'Повторная подписка невозможна',
    pl: 'Ponowna subskrypcja nie jest możliwa',
  },
  invalid: {
    en: 'Invalid email',
    ua: 'Некоректна електронна адреса',
    ru: 'Некорректный адрес электронной почты',
    pl: 'Nieprawidłowy adres e-mail',
  },
} as const satisfies Record<string, Localized>;

/** What may stand before the @, as the description lists it: Latin letters, digits, dots, _, - and +. */
const LOCAL_CHARACTERS = /^[\w+.-]+$/;
const LATIN_LETTERS_AND_DOTS = /^[A-Za-z.]+$/;
/** The characters allowed before the @ but not in the domain, the ones a tester tries there next. */
const DOMAIN_HYPHENS = /^[A-Za-z._-]+$/;
/** A letter of any alphabet other than a to z: Cyrillic, or a Latin letter with a diacritic such as ü. */
const OTHER_LETTER = /(?![A-Za-z])\p{L}/u;
/** Past this many characters a valid address is a very long one (the field takes 256). */
const VERY_LONG = 100;

/**
 * The app's check, with two planted bugs: before the @ it lets a dot stand anywhere (first, last, two in a
 * row), and it takes the domain in lowercase only. Every regex here is linear: no quantifier inside another.
 */
const APP_ADDRESS = /^[\w+.-]+@[a-z]+\.[a-z]+$/;

/** The description's rule for the dot before the @: only between two other characters. */
const dotsInPlace = (local: string): boolean =>
  !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');

/** The domain's labels around its dots: a second-level domain (example.com) has two, neither of them empty. */
const domainLabels = (domain: string): string[] => domain.split('.');

/** What the description allows: its characters, dots in place, a second-level domain in any capitals. */
const isValidAddress = (email: string): boolean => {
  const parts = email.split('@');
  const [local = '', domain = ''] = parts;
  const labels = domainLabels(domain);
  return (
    parts.length === 2 &&
    LOCAL_CHARACTERS.test(local) &&
    dotsInPlace(local) &&
    LATIN_LETTERS_AND_DOTS.test(domain) &&
    labels.length === 2 &&
    !labels.includes('')
  );
};

/** The third planted bug: a registered address in other capitals is taken for a new one. */
const isRegistered = (email: string): boolean => (REGISTERED_ADDRESSES as readonly string[]).includes(email);

type Outcome = keyof typeof NEWSLETTER_MESSAGES;

/** What the app answers. */
const appOutcome = (email: string): Outcome => {
  if (!APP_ADDRESS.test(email)) return 'invalid';
  return isRegistered(email) ? 'resubscription' : 'subscribed';
};

/** What the description says the answer should be. */
const ruleOutcome = (email: string): Outcome => {
  if (!isValidAddress(email)) return 'invalid';
  return isRegistered(email.toLowerCase()) ? 'resubscription' : 'subscribed';
};

const newsletterApp = ({ first }: FieldValues, language: Language): string =>
  NEWSLETTER_MESSAGES[appOutcome(first)][language];

type Partition =
  | 'empty'
  | 'registered'
  | 'registeredOtherCase'
  | 'misplacedDot'
  | 'capitalDomain'
  | 'surroundingSpaces'
  | 'noAt'
  | 'twoAt'
  | 'quoted'
  | 'otherLetters'
  | 'localCharacter'
  | 'emptyLocal'
  | 'noDomain'
  | 'subdomain'
  | 'domainHyphen'
  | 'domainCharacter'
  | 'domainDot'
  | 'veryLong'
  | 'capitalLocal'
  | 'plusTag'
  | 'hyphenLocal'
  | 'dottedLocal'
  | 'plain'
  | 'twoFaults';

/**
 * Where the app's answer and the rules part ways: a bug, named by what the answer shows. It is only ever
 * credited on that answer: 'You are subscribed' for an address the rules refuse or know, 'Invalid email' for
 * one they accept.
 */
const bugOf = (email: string): Partition | undefined => {
  const shown = appOutcome(email);
  const expected = ruleOutcome(email);
  if (shown === expected) return undefined;
  // The app takes every character the rules do, so it only accepts an invalid address for a dot out of place.
  if (expected === 'invalid') return 'misplacedDot';
  // Likewise it only refuses a valid address for capitals in the domain, registered or not.
  if (shown === 'invalid') return 'capitalDomain';
  return 'registeredOtherCase';
};

/** A valid address that is not registered: what kind of new address it is, the first that applies. */
const newAddressOf = (email: string, local: string): Partition => {
  if ([...email].length > VERY_LONG) return 'veryLong';
  if (/[A-Z]/.test(local)) return 'capitalLocal';
  if (local.includes('+')) return 'plusTag';
  if (/[_-]/.test(local)) return 'hyphenLocal';
  return local.includes('.') ? 'dottedLocal' : 'plain';
};

/**
 * The address's class, the first that applies. The bugs come first. Then each part of the address in turn,
 * so that an address with one thing wrong, the way a tester changes one part at a time, lands on the class of
 * that thing, whichever value of it was tried.
 */
const partitionOf = ({ first: email }: FieldValues): Partition => {
  if (email === '') return 'empty';
  if (isRegistered(email)) return 'registered';
  const bug = bugOf(email);
  if (bug) return bug;
  if (email !== email.trim() && isValidAddress(email.trim())) return 'surroundingSpaces';
  if (email.includes('"')) return 'quoted';
  const parts = email.split('@');
  if (parts.length === 1) return 'noAt';
  if (parts.length > 2) return 'twoAt';
  const [local = '', domain = ''] = parts;
  if (local === '') return 'emptyLocal';
  if (domain === '') return 'noDomain';
  if (OTHER_LETTER.test(email)) return 'otherLetters';
  if (!LOCAL_CHARACTERS.test(local)) return 'localCharacter';
  if (!LATIN_LETTERS_AND_DOTS.test(domain)) {
    return DOMAIN_HYPHENS.test(domain) ? 'domainHyphen' : 'domainCharacter';
  }
  const labels = domainLabels(domain);
  if (labels.length === 1 || labels.includes('')) return 'domainDot';
  if (labels.length > 2) return 'subdomain';
  // Two things wrong at once (a dot out of place before the @ and a domain in capitals): refused, rightly.
  if (!isValidAddress(email)) return 'twoFaults';
  return newAddressOf(email, local);
};

const scenario = partitionCases(partitionOf);
const LONG_LOCAL = 'a'.repeat(VERY_LONG);

/**
 * Newsletter (SPEC §5: twenty scenarios, three bugs): one email address. Before the @ Latin letters, digits,
 * dots (only between two other characters), _, - and +; quoted addresses are not supported; the domain is
 * Latin letters only and second-level only (example.com); Latin letters are a to z; capitals count as small
 * letters. The two registered addresses answer 'Re-subscription is not possible', any other valid one 'You are
 * subscribed', anything else 'Invalid email'.
 */
export const rules: HiddenDefinition = {
  evaluator: 'exploratory',
  fields: ['first'],
  result: newsletterApp,
  cases: [
    scenario(
      'plain',
      'equivalencePartitioning',
      { en: 'a valid address', ua: 'коректна адреса', ru: 'корректный адрес', pl: 'poprawny adres' },
      { first: 'john@example.com' },
      { first: 'a1@b.co' },
    ),
    scenario(
      'dottedLocal',
      'equivalencePartitioning',
      {
        en: 'a valid address with a dot before the @',
        ua: 'коректна адреса з крапкою перед @',
        ru: 'корректный адрес с точкой перед @',
        pl: 'poprawny adres z kropką przed @',
      },
      { first: 'john.doe@example.com' },
      { first: 'j.o.h.n@shop.org' },
    ),
    scenario(
      'plusTag',
      'equivalencePartitioning',
      {
        en: 'a valid address with a plus tag',
        ua: 'коректна адреса з тегом після плюса',
        ru: 'корректный адрес с тегом после плюса',
        pl: 'poprawny adres z tagiem po plusie',
      },
      { first: 'john+news@example.com' },
      { first: 'john.doe+1@shop.org' },
    ),
    // One case: the two addresses are values of one class, an address that is already subscribed.
    scenario(
      'registered',
      'equivalencePartitioning',
      {
        en: 'an address that is already subscribed',
        ua: 'адреса, яка вже підписана',
        ru: 'адрес, который уже подписан',
        pl: 'adres, który jest już zapisany',
      },
      { first: REGISTERED_ADDRESSES[0] },
      { first: REGISTERED_ADDRESSES[1] },
    ),
    // In the place of the second registered address, which is now a value of case 4, so no number moves.
    scenario(
      'domainHyphen',
      'equivalencePartitioning',
      {
        en: 'a hyphen or an underscore in the domain',
        ua: 'дефіс або підкреслення в домені',
        ru: 'дефис или подчёркивание в домене',
        pl: 'łącznik lub podkreślenie w domenie',
      },
      { first: 'john@my-site.com' },
      { first: 'john@my_site.com' },
    ),
    scenario(
      'noAt',
      'equivalencePartitioning',
      { en: 'no @ sign', ua: 'немає знака @', ru: 'нет знака @', pl: 'brak znaku @' },
      { first: 'john.example.com' },
      { first: 'john' },
    ),
    scenario(
      'twoAt',
      'equivalencePartitioning',
      { en: 'two @ signs', ua: 'два знаки @', ru: 'два знака @', pl: 'dwa znaki @' },
      { first: 'john@doe@example.com' },
      { first: 'john@@example.com' },
    ),
    scenario(
      'emptyLocal',
      'equivalencePartitioning',
      {
        en: 'nothing before the @',
        ua: 'нічого перед @',
        ru: 'ничего перед @',
        pl: 'nic przed @',
      },
      { first: '@example.com' },
      { first: '@shop.org' },
    ),
    scenario(
      'noDomain',
      'equivalencePartitioning',
      { en: 'nothing after the @', ua: 'нічого після @', ru: 'ничего после @', pl: 'nic po @' },
      { first: 'john@' },
      { first: 'anna.smith@' },
    ),
    scenario(
      'domainDot',
      'equivalencePartitioning',
      {
        en: 'a domain without a dot, or with a dot at its start, at its end or twice in a row',
        ua: 'домен без крапки або з крапкою на початку, у кінці чи двома крапками поспіль',
        ru: 'домен без точки или с точкой в начале, в конце либо двумя точками подряд',
        pl: 'domena bez kropki albo z kropką na początku, na końcu lub dwiema kropkami z rzędu',
      },
      { first: 'john@example' },
      { first: 'john@example..com' },
    ),
    scenario(
      'domainCharacter',
      'equivalencePartitioning',
      {
        en: 'another character in the domain that is not a Latin letter or a dot (a digit, a space, a special character)',
        ua: 'інший символ у домені, що не є латинською літерою чи крапкою (цифра, пробіл, спецсимвол)',
        ru: 'другой символ в домене, кроме латинской буквы или точки (цифра, пробел, спецсимвол)',
        pl: 'inny znak w domenie niż litera łacińska lub kropka (cyfra, spacja, znak specjalny)',
      },
      { first: 'john@example1.com' },
      { first: 'john@exam ple.com' },
    ),
    scenario(
      'subdomain',
      'equivalencePartitioning',
      {
        en: 'a subdomain: a domain of the third level or deeper (like mail.example.com)',
        ua: 'піддомен: домен третього рівня чи глибше (як-от mail.example.com)',
        ru: 'поддомен: домен третьего уровня или глубже (например, mail.example.com)',
        pl: 'subdomena: domena trzeciego lub dalszego poziomu (np. mail.example.com)',
      },
      { first: 'john@mail.example.com' },
      { first: 'john@a.b.c.org' },
    ),
    scenario(
      'quoted',
      'errorGuessing',
      {
        en: 'a quoted address',
        ua: 'адреса в лапках',
        ru: 'адрес в кавычках',
        pl: 'adres w cudzysłowie',
      },
      { first: '"john doe"@example.com' },
      { first: '"john"@example.com' },
    ),
    scenario(
      'localCharacter',
      'equivalencePartitioning',
      {
        en: 'a character not allowed before the @ (a space, a special character such as ! or #)',
        ua: 'недозволений символ перед @ (пробіл, спецсимвол на кшталт ! чи #)',
        ru: 'недопустимый символ перед @ (пробел, спецсимвол вроде ! или #)',
        pl: 'niedozwolony znak przed @ (spacja, znak specjalny taki jak ! lub #)',
      },
      { first: 'john doe@example.com' },
      { first: 'jo!hn@example.com' },
    ),
    scenario('empty', 'errorGuessing', COMMON_FINDINGS.emptyField, { first: '' }, { first: '   ' }),
    // Appended, so the numbers of the earlier cases stay as they were.
    scenario(
      'otherLetters',
      'equivalencePartitioning',
      {
        en: 'letters other than Latin a to z in the address (Cyrillic, or letters with diacritics such as ü)',
        ua: 'літери, відмінні від латинських a–z, в адресі (кирилиця або літери з діакритичними знаками, як-от ü)',
        ru: 'буквы, кроме латинских a–z, в адресе (кириллица или буквы с диакритическими знаками, например ü)',
        pl: 'litery spoza łacińskiego a–z w adresie (cyrylica lub litery ze znakami diakrytycznymi, np. ü)',
      },
      { first: 'іван@приклад.укр' },
      { first: 'jürgen@müller.de' },
      { first: 'john@пример.рф' },
    ),
    scenario(
      'surroundingSpaces',
      'errorGuessing',
      {
        en: 'spaces at the start or the end of a valid address',
        ua: 'пробіли на початку або в кінці коректної адреси',
        ru: 'пробелы в начале или в конце корректного адреса',
        pl: 'spacje na początku lub na końcu poprawnego adresu',
      },
      { first: ' john@example.com' },
      { first: 'john@example.com ' },
    ),
    scenario(
      'hyphenLocal',
      'equivalencePartitioning',
      {
        en: 'a valid address with an underscore or a hyphen before the @',
        ua: 'коректна адреса з підкресленням або дефісом перед @',
        ru: 'корректный адрес с подчёркиванием или дефисом перед @',
        pl: 'poprawny adres z podkreśleniem lub łącznikiem przed @',
      },
      { first: 'john_doe@example.com' },
      { first: 'mary-jane@shop.org' },
    ),
    scenario(
      'capitalLocal',
      'equivalencePartitioning',
      {
        en: 'a new address with capital letters before the @',
        ua: 'нова адреса з великими літерами перед @',
        ru: 'новый адрес с заглавными буквами перед @',
        pl: 'nowy adres z wielkimi literami przed @',
      },
      { first: 'John@example.com' },
      { first: 'MARIA.K@shop.org' },
    ),
    scenario(
      'veryLong',
      'errorGuessing',
      {
        en: `a very long valid address (more than ${VERY_LONG} characters)`,
        ua: `дуже довга коректна адреса (понад ${VERY_LONG} символів)`,
        ru: `очень длинный корректный адрес (более ${VERY_LONG} символов)`,
        pl: `bardzo długi poprawny adres (ponad ${VERY_LONG} znaków)`,
      },
      { first: `${LONG_LOCAL}@example.com` },
      { first: `john@${'x'.repeat(240)}.com` },
    ),
  ],
  bugs: [
    scenario(
      'registeredOtherCase',
      'errorGuessing',
      {
        en: 'an already subscribed address written in capitals is subscribed again',
        ua: 'уже підписану адресу, написану великими літерами, підписано вдруге',
        ru: 'уже подписанный адрес, написанный заглавными буквами, подписан повторно',
        pl: 'już zapisany adres napisany wielkimi literami zostaje zapisany ponownie',
      },
      { first: 'Anna.Smith@example.com' },
      { first: 'QA.TEAM@example.com' },
    ),
    // One bug, not three: one rule (a dot only between two other characters) broken by one fault in the app's
    // check, which one fix mends; the start, the end and two in a row are values of that one class.
    scenario(
      'misplacedDot',
      'equivalencePartitioning',
      {
        en: 'a dot at the start, at the end or twice in a row before the @ is accepted',
        ua: 'приймається крапка на початку, у кінці чи дві крапки поспіль перед @',
        ru: 'принимается точка в начале, в конце или две точки подряд перед @',
        pl: 'akceptowana jest kropka na początku, na końcu lub dwie kropki z rzędu przed @',
      },
      { first: 'john..doe@example.com' },
      { first: '.john@example.com' },
    ),
    scenario(
      'capitalDomain',
      'equivalencePartitioning',
      {
        en: 'a domain in capitals is refused',
        ua: 'домен великими літерами відхиляється',
        ru: 'домен заглавными буквами отклоняется',
        pl: 'domena wielkimi literami jest odrzucana',
      },
      { first: 'john@EXAMPLE.COM' },
      { first: 'anna.smith@Example.com' },
    ),
  ],
};
