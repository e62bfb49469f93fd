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

/**
 * The app's check, with two planted bugs: before the @ it lets a dot stand anywhere (first, last, two in a
 * row), and it takes the domain in lowercase only. Every regex here is linear: no quantifier inside another.
 */
const APP_ADDRESS = /^[\w+.-]+@[a-z]+\.[a-z]+$/;

/** The description's rule for the dot before the @: only between two other characters. */
const dotsInPlace = (local: string): boolean =>
  !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');

/** The domain's parts around its dots: a first-level domain has exactly two, neither of them empty. */
const domainParts = (domain: string): string[] => domain.split('.');

/** What the description allows: its characters, dots in place, a first-level domain in any capitals. */
const isValidAddress = (email: string): boolean => {
  const parts = email.split('@');
  const [local = '', domain = ''] = parts;
  const labels = domainParts(domain);
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

const newsletterApp = ({ first }: FieldValues, language: Language): string => {
  const say = (message: keyof typeof NEWSLETTER_MESSAGES) => NEWSLETTER_MESSAGES[message][language];
  if (!APP_ADDRESS.test(first)) return say('invalid');
  return isRegistered(first) ? say('resubscription') : say('subscribed');
};

type Partition =
  | 'empty'
  | 'registeredOtherCase'
  | 'registeredFirst'
  | 'registeredSecond'
  | 'misplacedDot'
  | 'capitalDomain'
  | 'noAt'
  | 'twoAt'
  | 'quoted'
  | 'localCharacter'
  | 'emptyLocal'
  | 'noDomain'
  | 'subdomain'
  | 'domainCharacter'
  | 'domainDot'
  | 'plusTag'
  | 'dottedLocal'
  | 'plain'
  | 'twoFaults';

/**
 * The address's class, the first that applies. The bugs come first: where the app's answer and the rules part
 * ways. Then each part of the address in turn, so that an address with one thing wrong, the way a tester
 * changes one part at a time, lands on the class of that thing, whichever value of it was tried.
 */
const partitionOf = ({ first: email }: FieldValues): Partition => {
  if (email === '') return 'empty';
  const [registeredFirst, registeredSecond] = REGISTERED_ADDRESSES;
  if (email === registeredFirst) return 'registeredFirst';
  if (email === registeredSecond) return 'registeredSecond';
  const accepted = APP_ADDRESS.test(email);
  const valid = isValidAddress(email);
  // The app takes every character the rules do, so it only accepts an invalid address for a dot out of place.
  if (accepted && !valid) return 'misplacedDot';
  // Likewise it only refuses a valid address for capitals in the domain, registered or not.
  if (valid && !accepted) return 'capitalDomain';
  if (accepted && isRegistered(email.toLowerCase())) return 'registeredOtherCase';
  if (email.includes('"')) return 'quoted';
  const parts = email.split('@');
  if (parts.length === 1) return 'noAt';
  if (parts.length > 2) return 'twoAt';
  const [local = '', domain = ''] = parts;
  if (local === '') return 'emptyLocal';
  if (domain === '') return 'noDomain';
  if (!LOCAL_CHARACTERS.test(local)) return 'localCharacter';
  if (!LATIN_LETTERS_AND_DOTS.test(domain)) return 'domainCharacter';
  const labels = domainParts(domain);
  if (labels.length === 1 || labels.includes('')) return 'domainDot';
  if (labels.length > 2) return 'subdomain';
  // Two things wrong at once (a dot out of place before the @ and a domain in capitals): refused, rightly.
  if (!valid) return 'twoFaults';
  if (local.includes('+')) return 'plusTag';
  return local.includes('.') ? 'dottedLocal' : 'plain';
};

const scenario = partitionCases(partitionOf);

/**
 * Newsletter (SPEC §5: fifteen scenarios, three bugs): one email address. Before the @ Latin letters, digits,
 * dots (only between two other characters), _, - and +; quoted addresses are not supported; domains are Latin
 * letters only and first-level only; capitals count as small letters. The two registered addresses answer
 * 'Re-subscription is not possible', any other valid one 'You are subscribed', anything else 'Invalid email'.
 */
export const newsletter: HiddenDefinition = {
  mode: 'exploratory',
  fields: ['first'],
  result: newsletterApp,
  cases: [
    scenario(
      'plain',
      'equivalencePartitioning',
      { en: 'a valid address', ua: 'коректна адреса', ru: 'корректный адрес', pl: 'poprawny adres' },
      { first: 'john@example.com' },
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
    ),
    scenario(
      'registeredFirst',
      'errorGuessing',
      {
        en: 'the first registered address again',
        ua: 'знову перша зареєстрована адреса',
        ru: 'снова первый зарегистрированный адрес',
        pl: 'ponownie pierwszy zarejestrowany adres',
      },
      { first: REGISTERED_ADDRESSES[0] },
    ),
    scenario(
      'registeredSecond',
      'errorGuessing',
      {
        en: 'the second registered address again',
        ua: 'знову друга зареєстрована адреса',
        ru: 'снова второй зарегистрированный адрес',
        pl: 'ponownie drugi zarejestrowany adres',
      },
      { first: REGISTERED_ADDRESSES[1] },
    ),
    scenario(
      'noAt',
      'equivalencePartitioning',
      { en: 'no @ sign', ua: 'немає знака @', ru: 'нет знака @', pl: 'brak znaku @' },
      { first: 'john.example.com' },
    ),
    scenario(
      'twoAt',
      'equivalencePartitioning',
      { en: 'two @ signs', ua: 'два знаки @', ru: 'два знака @', pl: 'dwa znaki @' },
      { first: 'john@doe@example.com' },
    ),
    scenario(
      'emptyLocal',
      'boundaryValues',
      {
        en: 'nothing before the @',
        ua: 'нічого перед @',
        ru: 'ничего перед @',
        pl: 'nic przed @',
      },
      { first: '@example.com' },
    ),
    scenario(
      'noDomain',
      'boundaryValues',
      { en: 'nothing after the @', ua: 'нічого після @', ru: 'ничего после @', pl: 'nic po @' },
      { first: 'john@' },
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
    ),
    scenario(
      'domainCharacter',
      'equivalencePartitioning',
      {
        en: 'a character in the domain other than a Latin letter or a dot (a digit, a hyphen, a space)',
        ua: 'символ у домені, що не є латинською літерою чи крапкою (цифра, дефіс, пробіл)',
        ru: 'символ в домене, кроме латинской буквы или точки (цифра, дефис, пробел)',
        pl: 'znak w domenie inny niż litera łacińska lub kropka (cyfra, łącznik, spacja)',
      },
      { first: 'john@example1.com' },
    ),
    scenario(
      'subdomain',
      'equivalencePartitioning',
      {
        en: 'a domain above the first level',
        ua: 'домен вище першого рівня',
        ru: 'домен выше первого уровня',
        pl: 'domena powyżej pierwszego poziomu',
      },
      { first: 'john@mail.example.com' },
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
    ),
    scenario(
      'localCharacter',
      'equivalencePartitioning',
      {
        en: 'a character not allowed before the @ (a space, a symbol such as ! or #, a non-Latin letter)',
        ua: 'недозволений символ перед @ (пробіл, спецсимвол на кшталт ! чи #, нелатинська літера)',
        ru: 'недопустимый символ перед @ (пробел, спецсимвол вроде ! или #, нелатинская буква)',
        pl: 'niedozwolony znak przed @ (spacja, symbol taki jak ! lub #, litera spoza alfabetu łacińskiego)',
      },
      { first: 'john doe@example.com' },
    ),
    scenario('empty', 'errorGuessing', COMMON_FINDINGS.emptyField, { first: '' }),
  ],
  bugs: [
    scenario(
      'registeredOtherCase',
      'errorGuessing',
      {
        en: 'a registered address in capitals subscribes again',
        ua: 'зареєстрована адреса великими літерами підписується знову',
        ru: 'зарегистрированный адрес заглавными буквами подписывается снова',
        pl: 'zarejestrowany adres wielkimi literami subskrybuje ponownie',
      },
      { first: 'Anna.Smith@example.com' },
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
    ),
  ],
};
