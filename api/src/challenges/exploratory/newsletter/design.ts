import type { FieldValues } from '../../engine/definition';
import { NEWSLETTER_MESSAGES, REGISTERED_ADDRESSES, rules } from './rules';
import { formBuild, type TestDesign } from '../../../test-design/test-design';
import { formClasses } from '../../../test-design/expert-classes';
import { faultList, interviewOnly, switchOn } from '../../../test-design/faults';

export type NewsletterOutcome = keyof typeof NEWSLETTER_MESSAGES;

/** The faults a newsletter build may have; each variant switches one on, the reference none. */
interface Faults {
  /** A dot may stand anywhere before the @: first, last, two in a row (the planted app's bug). */
  dotAnywhere?: boolean;
  /** The domain is taken in small letters only (the planted app's bug). */
  smallDomainOnly?: boolean;
  /** A registered address in other capitals is taken for a new one (the planted app's bug). */
  registeredCaseSensitive?: boolean;
  /** Any number of domain labels: mail.example.com is let through. */
  subdomainAccepted?: boolean;
  /** The domain may hold digits and hyphens too. */
  domainDigitsAndHyphens?: boolean;
  /** Letters of any alphabet count as letters, ü and Cyrillic ones included. */
  anyAlphabet?: boolean;
  /** Nothing is needed before the @. */
  emptyLocalAccepted?: boolean;
  /** The plus sign is not among the characters allowed before the @. */
  plusRefused?: boolean;
  /** The underscore is not among the characters allowed before the @. */
  underscoreRefused?: boolean;
  /** Each part of the domain needs two letters at least ({2,} in the pattern), so b.co is refused. */
  shortLabelRefused?: boolean;
  /** Interview only: a quoted part before the @ ("john doe"@example.com) is let through, as the RFC allows. */
  quotedAccepted?: boolean;
  /** Interview only: empty parts of the domain are skipped (split, then filtered), so example..com passes. */
  emptyDomainPartSkipped?: boolean;
  /** Interview only: digits are not among the characters allowed before the @. */
  digitsLocalRefused?: boolean;
  /** Interview only: an address over 64 characters is refused, the length of the column behind the check. */
  longAddressRefused?: boolean;
}

/** The longest address the faulty build stores. */
const STORED_LENGTH = 64;

/** Before the @, one character: a Latin letter, a digit, a dot, _, - or +. Linear, one character at a time. */
const localCharacterAllowed = (character: string, faults: Faults): boolean => {
  if (character === '+') return !faults.plusRefused;
  if (character === '_') return !faults.underscoreRefused;
  if (/^\d$/.test(character)) return !faults.digitsLocalRefused;
  if (/^[A-Za-z0-9.-]$/.test(character)) return true;
  return Boolean(faults.anyAlphabet) && /^\p{L}$/u.test(character);
};

/**
 * In the domain, one character: a Latin letter in any capitals. Each fault widens or narrows one kind of character,
 * so that two of them on together each still show (capitals refused beside other alphabets let through).
 */
const domainCharacterAllowed = (character: string, faults: Faults): boolean => {
  if (/^[a-z]$/.test(character)) return true;
  if (/^[A-Z]$/.test(character)) return !faults.smallDomainOnly;
  if (/^[0-9-]$/.test(character)) return Boolean(faults.domainDigitsAndHyphens);
  return Boolean(faults.anyAlphabet) && /^\p{L}$/u.test(character);
};

const domainLabelAllowed = (label: string, faults: Faults): boolean =>
  label !== '' && [...label].every((character) => domainCharacterAllowed(character, faults));

/** A quoted part before the @, as the faulty build lets it through: anything but a quote between two quotes. */
const QUOTED = /^"[^"]+"$/;

const dotsInPlace = (local: string): boolean =>
  !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');

const isValidAddress = (email: string, faults: Faults): boolean => {
  const parts = email.split('@');
  if (parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  const split = domain.split('.');
  const labels = faults.emptyDomainPartSkipped ? split.filter((label) => label !== '') : split;
  const quoted = Boolean(faults.quotedAccepted) && QUOTED.test(local);
  return (
    !(faults.longAddressRefused && [...email].length > STORED_LENGTH) &&
    (local !== '' || Boolean(faults.emptyLocalAccepted)) &&
    (quoted || [...local].every((character) => localCharacterAllowed(character, faults))) &&
    (quoted || faults.dotAnywhere || dotsInPlace(local)) &&
    (faults.subdomainAccepted ? labels.length >= 2 : labels.length === 2) &&
    labels.every((label) => domainLabelAllowed(label, faults)) &&
    (!faults.shortLabelRefused || labels.every((label) => label.length >= 2))
  );
};

const REGISTERED: readonly string[] = REGISTERED_ADDRESSES;

const answer = ({ first: email }: FieldValues, faults: Faults = {}): NewsletterOutcome => {
  if (!isValidAddress(email, faults)) return 'invalid';
  const known = faults.registeredCaseSensitive ? email : email.toLowerCase();
  return REGISTERED.includes(known) ? 'resubscription' : 'subscribed';
};

/**
 * Newsletter: an address subscribed, refused or known as the description says (a dot only between two other
 * characters, a second-level Latin domain in any capitals, registered addresses in any capitals), and ten builds
 * that each get one rule wrong; the first three are the planted app's bugs, and an interview draws from four more.
 * Build 2 accepts subdomains and ships a refusal of the plus sign before the @.
 */
export const design: TestDesign<NewsletterOutcome> = {
  fields: rules.fields,
  outcomes: {
    subscribed: NEWSLETTER_MESSAGES.subscribed,
    resubscription: NEWSLETTER_MESSAGES.resubscription,
    invalid: NEWSLETTER_MESSAGES.invalid,
  },
  reference: formBuild((values) => answer(values)),
  faults: faultList<Faults, NewsletterOutcome>(
    (faults) => formBuild((values) => answer(values, faults)),
    [
      switchOn('dotAnywhere', 'equivalencePartitioning', 'first'),
      switchOn('smallDomainOnly', 'equivalencePartitioning', 'first'),
      switchOn('registeredCaseSensitive', 'errorGuessing', 'first'),
      switchOn('subdomainAccepted', 'equivalencePartitioning', 'first'),
      switchOn('domainDigitsAndHyphens', 'equivalencePartitioning', 'first'),
      switchOn('anyAlphabet', 'errorGuessing', 'first'),
      switchOn('emptyLocalAccepted', 'boundaryValues', 'first'),
      switchOn('plusRefused', 'equivalencePartitioning', 'first'),
      switchOn('underscoreRefused', 'equivalencePartitioning', 'first'),
      switchOn('shortLabelRefused', 'boundaryValues', 'first'),
      interviewOnly(switchOn('quotedAccepted', 'errorGuessing', 'first')),
      interviewOnly(switchOn('emptyDomainPartSkipped', 'equivalencePartitioning', 'first')),
      interviewOnly(switchOn('digitsLocalRefused', 'equivalencePartitioning', 'first')),
      interviewOnly(switchOn('longAddressRefused', 'errorGuessing', 'first')),
    ],
  ),
  ...formClasses(rules),
  build2: {
    releaseNote: {
      en: 'Build 2: addresses on subdomains, such as john@mail.example.com, are now accepted. Every part of the domain still takes Latin letters only.',
      ua: 'Збірка 2: тепер приймаються адреси на піддоменах, наприклад john@mail.example.com. Кожна частина домену, як і раніше, може містити лише латинські літери.',
      ru: 'Сборка 2: теперь принимаются адреса на поддоменах, например john@mail.example.com. Каждая часть домена, как и раньше, может содержать только латинские буквы.',
      pl: 'Build 2: adresy w subdomenach, np. john@mail.example.com, są teraz akceptowane. Każda część domeny nadal może zawierać wyłącznie litery łacińskie.',
    },
    reference: formBuild((values) => answer(values, { subdomainAccepted: true })),
    shipped: formBuild((values) => answer(values, { subdomainAccepted: true, plusRefused: true })),
  },
};
