import type { FieldValues } from '../../engine/definition';
import { rules } from './rules';
import { NAME_LENGTH, NICKNAME_LENGTH, PROFILE_MESSAGES } from '../../support/profile';
import { characterCount } from '../../support/text';
import { formBuild, type TestDesign } from '../../../test-design/test-design';
import { formClasses } from '../../../test-design/expert-classes';
import { faultList, interviewOnly, limitsOffByOne, switchOn } from '../../../test-design/faults';

export type CreateProfileOutcome = 'created' | 'invalidNickname' | 'invalidLastName';

/** The faults a create-profile build may have; each variant switches one on, the reference none. */
interface Faults {
  /** The Nickname length limits the build checks, where one is off by one. */
  nicknameMin?: number;
  nicknameMax?: number;
  /** Only the Nickname's length is checked, not its characters. */
  nicknameCharactersUnchecked?: boolean;
  /** Any lowercase letter passes, Cyrillic ones included (\p{Ll} instead of a-z). */
  nicknameAnyAlphabet?: boolean;
  /** The Last Name length limits the build checks, where one is off by one. */
  lastNameMin?: number;
  lastNameMax?: number;
  /** Spaces around the Last Name are counted, so " S " passes as 3 characters. */
  lastNameSpacesCounted?: boolean;
  /** A Last Name of several words (de la Cruz) is refused. */
  lastNameOneWordOnly?: boolean;
  /** Interview only: the underscore is missing from the allowed characters, so qa_anna is refused. */
  nicknameUnderscoreRefused?: boolean;
  /** Interview only: spaces are stripped before the Nickname is checked, so "qa anna" passes as qaanna. */
  nicknameSpacesStripped?: boolean;
  /** Interview only: only the letters A to Z pass in the Last Name, so Шевченко is refused. */
  lastNameLatinOnly?: boolean;
  /** Interview only: the Last Name is checked only when filled in, so an empty one passes. */
  lastNameOptional?: boolean;
}

/** Lowercase Latin letters, digits and underscores, as the description says. */
const NICKNAME_CHARACTERS = /^[a-z0-9_]*$/;
const ANY_LOWERCASE = /^[\p{Ll}0-9_]*$/u;

/** A letter outside A to Z: what a Latin-only Last Name check refuses. */
const NOT_LATIN_LETTER = /[^\P{L}A-Za-z]/u;

const nicknameHolds = (typed: string, faults: Faults): boolean => {
  const nickname = faults.nicknameSpacesStripped ? typed.replace(/\s/g, '') : typed;
  const count = characterCount(nickname);
  const characters = faults.nicknameCharactersUnchecked
    ? true
    : (faults.nicknameAnyAlphabet ? ANY_LOWERCASE : NICKNAME_CHARACTERS).test(nickname) &&
      !(faults.nicknameUnderscoreRefused && nickname.includes('_'));
  return (
    characters &&
    count >= (faults.nicknameMin ?? NICKNAME_LENGTH.min) &&
    count <= (faults.nicknameMax ?? NICKNAME_LENGTH.max)
  );
};

const lastNameHolds = (lastName: string, faults: Faults): boolean => {
  if (faults.lastNameOptional && lastName === '') return true;
  if (faults.lastNameLatinOnly && NOT_LATIN_LETTER.test(lastName)) return false;
  const counted = faults.lastNameSpacesCounted ? lastName : lastName.trim();
  if (faults.lastNameOneWordOnly && /\s/.test(lastName.trim())) return false;
  const count = characterCount(counted);
  // "Not only spaces": a blank Last Name is refused whatever its length as typed.
  return (
    lastName.trim() !== '' &&
    count >= (faults.lastNameMin ?? NAME_LENGTH.min) &&
    count <= (faults.lastNameMax ?? NAME_LENGTH.max)
  );
};

/**
 * The form reports the first field that breaks its rule. Birth Year is a dropdown of exactly 2000 to 2005, so
 * nothing else can be chosen and the form has no message for it.
 */
const answer = ({ first, second }: FieldValues, faults: Faults = {}): CreateProfileOutcome => {
  if (!nicknameHolds(first, faults)) return 'invalidNickname';
  if (!lastNameHolds(second, faults)) return 'invalidLastName';
  return 'created';
};

/** Build 2 raises the Nickname's maximum length: its release note names the new limit. */
const NICKNAME_BUILD2_MAX = 12;

/**
 * Create Profile: the first field that breaks its rule, or the profile created, and twelve builds that each get one
 * rule wrong, with four more faults only an interview draws. Build 2 takes a longer Nickname and ships a refusal
 * of a Last Name of several words.
 */
export const design: TestDesign<CreateProfileOutcome> = {
  fields: rules.fields,
  outcomes: {
    created: PROFILE_MESSAGES.created,
    invalidNickname: PROFILE_MESSAGES.invalidNickname,
    invalidLastName: PROFILE_MESSAGES.invalidLastName,
  },
  reference: formBuild((values) => answer(values)),
  faults: faultList<Faults, CreateProfileOutcome>(
    (faults) => formBuild((values) => answer(values, faults)),
    [
      ...limitsOffByOne<Faults>('nickname', 'first', NICKNAME_LENGTH, {
        min: 'nicknameMin',
        max: 'nicknameMax',
      }),
      switchOn('nicknameCharactersUnchecked', 'equivalencePartitioning', 'first'),
      switchOn('nicknameAnyAlphabet', 'errorGuessing', 'first'),
      ...limitsOffByOne<Faults>('lastName', 'second', NAME_LENGTH, {
        min: 'lastNameMin',
        max: 'lastNameMax',
      }),
      switchOn('lastNameSpacesCounted', 'errorGuessing', 'second'),
      switchOn('lastNameOneWordOnly', 'equivalencePartitioning', 'second'),
      interviewOnly(switchOn('nicknameUnderscoreRefused', 'equivalencePartitioning', 'first')),
      interviewOnly(switchOn('nicknameSpacesStripped', 'equivalencePartitioning', 'first')),
      interviewOnly(switchOn('lastNameLatinOnly', 'equivalencePartitioning', 'second')),
      interviewOnly(switchOn('lastNameOptional', 'errorGuessing', 'second')),
    ],
    // A build that never checks the Nickname's characters hides every other fault in them.
    [
      ['nicknameCharactersUnchecked', 'nicknameAnyAlphabet'],
      ['nicknameCharactersUnchecked', 'nicknameUnderscoreRefused'],
      ['nicknameCharactersUnchecked', 'nicknameSpacesStripped'],
    ],
  ),
  ...formClasses(rules),
  build2: {
    releaseNote: {
      en: `Build 2: a Nickname may now be up to ${NICKNAME_BUILD2_MAX} characters long instead of ${NICKNAME_LENGTH.max}. Its other rules stay as they were.`,
      ua: `Збірка 2: нікнейм тепер може містити до ${NICKNAME_BUILD2_MAX} символів замість ${NICKNAME_LENGTH.max}. Решта правил для нього не змінилася.`,
      ru: `Сборка 2: никнейм теперь может содержать до ${NICKNAME_BUILD2_MAX} символов вместо ${NICKNAME_LENGTH.max}. Остальные правила для него не изменились.`,
      pl: `Build 2: pseudonim może mieć teraz do ${NICKNAME_BUILD2_MAX} znaków zamiast ${NICKNAME_LENGTH.max}. Pozostałe reguły dla niego się nie zmieniły.`,
    },
    reference: formBuild((values) => answer(values, { nicknameMax: NICKNAME_BUILD2_MAX })),
    shipped: formBuild((values) =>
      answer(values, { nicknameMax: NICKNAME_BUILD2_MAX, lastNameOneWordOnly: true }),
    ),
  },
};
