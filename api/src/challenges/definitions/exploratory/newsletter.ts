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

/**
 * The app's check, with two planted bugs: its local part lets dots stand anywhere (two in a row, first or last)
 * and its domain must be in lowercase. A domain is letters, one dot, letters: no digits, no subdomains.
 */
const APP_ADDRESS = /^[A-Za-z0-9._+-]+@[a-z]+\.[a-z]+$/;

/** What the rules really allow: dot-separated local words, a letters-only first-level domain in any case. */
const VALID_ADDRESS = /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@[A-Za-z]+\.[A-Za-z]+$/;

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
  | 'strayDot'
  | 'capitalDomain'
  | 'noAt'
  | 'twoAt'
  | 'quoted'
  | 'spaces'
  | 'emptyLocal'
  | 'noDomain'
  | 'subdomain'
  | 'domainDigits'
  | 'domainWithoutDot'
  | 'plusTag'
  | 'dottedLocal'
  | 'plain'
  | 'other';

/** The address's class, the first that applies; what the rules say and what the app does are told apart. */
const partitionOf = ({ first: email }: FieldValues): Partition => {
  if (email === '') return 'empty';
  const [registeredFirst, registeredSecond] = REGISTERED_ADDRESSES;
  if (email === registeredFirst) return 'registeredFirst';
  if (email === registeredSecond) return 'registeredSecond';
  if (isRegistered(email.toLowerCase())) return 'registeredOtherCase';
  if (APP_ADDRESS.test(email) && !VALID_ADDRESS.test(email)) return 'strayDot';
  if (VALID_ADDRESS.test(email) && !APP_ADDRESS.test(email)) return 'capitalDomain';
  if (email.includes('"')) return 'quoted';
  if (/\s/.test(email)) return 'spaces';
  const ats = email.split('@').length - 1;
  if (ats === 0) return 'noAt';
  if (ats > 1) return 'twoAt';
  const [local = '', domain = ''] = email.split('@');
  if (local === '') return 'emptyLocal';
  if (domain === '') return 'noDomain';
  if (/\d/.test(domain)) return 'domainDigits';
  if (!domain.includes('.')) return 'domainWithoutDot';
  if (/^[A-Za-z]+(?:\.[A-Za-z]+){2,}$/.test(domain)) return 'subdomain';
  if (!VALID_ADDRESS.test(email)) return 'other';
  if (local.includes('+')) return 'plusTag';
  return local.includes('.') ? 'dottedLocal' : 'plain';
};

const scenario = partitionCases(partitionOf);

/**
 * Newsletter (SPEC §5: fifteen scenarios, three bugs): one email address. Quoted addresses are not supported,
 * domains are letters only and first-level only; the two registered addresses answer 'Re-subscription is not
 * possible', any other valid one 'You are subscribed', anything else 'Invalid email'.
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
      'domainWithoutDot',
      'equivalencePartitioning',
      {
        en: 'a domain without a dot',
        ua: 'домен без крапки',
        ru: 'домен без точки',
        pl: 'domena bez kropki',
      },
      { first: 'john@example' },
    ),
    scenario(
      'domainDigits',
      'equivalencePartitioning',
      {
        en: 'digits in the domain',
        ua: 'цифри в домені',
        ru: 'цифры в домене',
        pl: 'cyfry w domenie',
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
      'spaces',
      'errorGuessing',
      {
        en: 'a space inside the address',
        ua: 'пробіл усередині адреси',
        ru: 'пробел внутри адреса',
        pl: 'spacja wewnątrz adresu',
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
    scenario(
      'strayDot',
      'boundaryValues',
      {
        en: 'dots in a row or at the edge before the @ are accepted',
        ua: 'крапки поспіль або на краю перед @ приймаються',
        ru: 'точки подряд или на краю перед @ принимаются',
        pl: 'kropki obok siebie lub na brzegu przed @ są akceptowane',
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
