import type { Language } from '@qa/shared/catalogue';
import type { FastifySchemaValidationError } from 'fastify';
import type { Localized } from './localized';

/**
 * A refused request's problems as sentences in the request's language: a learner who meets one (a value the page
 * could not have sent, a tester's own client) reads what is wrong, never the validator's English.
 */

type Words = Readonly<Record<Language, (value: string) => string>>;

/** Where a problem is, as the subject of a sentence (nominative), and as what it belongs to (genitive). */
const FIELD: { nominative: Words; genitive: Words } = {
  nominative: {
    en: (name) => `the field "${name}"`,
    ua: (name) => `поле «${name}»`,
    ru: (name) => `поле «${name}»`,
    pl: (name) => `pole „${name}”`,
  },
  genitive: {
    en: (name) => `the field "${name}"`,
    ua: (name) => `поля «${name}»`,
    ru: (name) => `поля «${name}»`,
    pl: (name) => `pola „${name}”`,
  },
};
const ITEM: { nominative: Words; genitive: Words } = {
  nominative: {
    en: (n) => `item ${n}`,
    ua: (n) => `елемент ${n}`,
    ru: (n) => `элемент ${n}`,
    pl: (n) => `element ${n}`,
  },
  genitive: {
    en: (n) => `item ${n}`,
    ua: (n) => `елемента ${n}`,
    ru: (n) => `элемента ${n}`,
    pl: (n) => `elementu ${n}`,
  },
};
const BODY: Localized = {
  en: 'the request body',
  ua: 'тіло запиту',
  ru: 'тело запроса',
  pl: 'treść żądania',
};
/** Query string, path parameters and headers are not the body. */
const REQUEST: Localized = { en: 'the request', ua: 'запит', ru: 'запрос', pl: 'żądanie' };
const OF: Localized = { en: ' of ', ua: ' ', ru: ' ', pl: ' ' };

const TYPES: Readonly<Record<string, Localized>> = {
  string: { en: 'text', ua: 'текстом', ru: 'текстом', pl: 'tekstem' },
  integer: { en: 'a whole number', ua: 'цілим числом', ru: 'целым числом', pl: 'liczbą całkowitą' },
  number: { en: 'a number', ua: 'числом', ru: 'числом', pl: 'liczbą' },
  object: { en: 'a JSON object', ua: 'об’єктом JSON', ru: 'объектом JSON', pl: 'obiektem JSON' },
  array: { en: 'a list', ua: 'списком', ru: 'списком', pl: 'listą' },
  boolean: {
    en: 'true or false',
    ua: 'true або false',
    ru: 'true или false',
    pl: 'wartością true lub false',
  },
};

const BOUNDS: Readonly<Record<string, Words>> = {
  '>=': {
    en: (n) => `at least ${n}`,
    ua: (n) => `щонайменше ${n}`,
    ru: (n) => `не меньше ${n}`,
    pl: (n) => `co najmniej ${n}`,
  },
  '<=': {
    en: (n) => `at most ${n}`,
    ua: (n) => `щонайбільше ${n}`,
    ru: (n) => `не больше ${n}`,
    pl: (n) => `co najwyżej ${n}`,
  },
  '>': {
    en: (n) => `greater than ${n}`,
    ua: (n) => `більшим за ${n}`,
    ru: (n) => `больше ${n}`,
    pl: (n) => `więcej niż ${n}`,
  },
  '<': {
    en: (n) => `less than ${n}`,
    ua: (n) => `меншим за ${n}`,
    ru: (n) => `меньше ${n}`,
    pl: (n) => `mniej niż ${n}`,
  },
};

/** The sentences, each about one place; `detail` is what the keyword's parameters add. */
const SENTENCES = {
  required: {
    en: '{place} is required.',
    ua: '{place} є обов’язковим.',
    ru: '{place} обязательно.',
    pl: '{place} jest wymagane.',
  },
  unknown: {
    en: '{place} is not expected here.',
    ua: '{place} тут не передбачене.',
    ru: '{place} здесь не предусмотрено.',
    pl: '{place} nie jest tu przewidziane.',
  },
  type: {
    en: '{place} must be {detail}.',
    ua: '{place} має бути {detail}.',
    ru: '{place} должно быть {detail}.',
    pl: '{place} musi być {detail}.',
  },
  range: {
    en: '{place} must be {detail}.',
    ua: '{place} має бути {detail}.',
    ru: '{place} должно быть {detail}.',
    pl: '{place} musi wynosić {detail}.',
  },
  tooLong: {
    en: '{place} is too long (at most {detail} characters).',
    ua: '{place} задовге (максимум символів: {detail}).',
    ru: '{place} слишком длинное (максимум символов: {detail}).',
    pl: '{place} jest za długie (maksymalna liczba znaków: {detail}).',
  },
  tooShort: {
    en: '{place} is too short (at least {detail} characters).',
    ua: '{place} закоротке (мінімум символів: {detail}).',
    ru: '{place} слишком короткое (минимум символов: {detail}).',
    pl: '{place} jest za krótkie (minimalna liczba znaków: {detail}).',
  },
  tooManyItems: {
    en: '{place} has too many items (at most {detail}).',
    ua: '{place} містить забагато елементів (максимум: {detail}).',
    ru: '{place} содержит слишком много элементов (максимум: {detail}).',
    pl: '{place} zawiera za dużo elementów (maksymalnie: {detail}).',
  },
  tooFewItems: {
    en: '{place} has too few items (at least {detail}).',
    ua: '{place} містить замало елементів (мінімум: {detail}).',
    ru: '{place} содержит слишком мало элементов (минимум: {detail}).',
    pl: '{place} zawiera za mało elementów (minimalnie: {detail}).',
  },
  repeated: {
    en: '{place} has an item twice.',
    ua: '{place} містить повтори.',
    ru: '{place} содержит повторы.',
    pl: '{place} zawiera powtórzenia.',
  },
  notAllowed: {
    en: '{place} is not one of the allowed values.',
    ua: '{place} не має жодного з допустимих значень.',
    ru: '{place} не входит в число допустимых значений.',
    pl: '{place} nie ma żadnej z dozwolonych wartości.',
  },
  format: {
    en: '{place} has the wrong format.',
    ua: '{place} має неправильний формат.',
    ru: '{place} имеет неверный формат.',
    pl: '{place} ma niepoprawny format.',
  },
  invalid: {
    en: '{place} has an invalid value.',
    ua: '{place} має недопустиме значення.',
    ru: '{place} имеет недопустимое значение.',
    pl: '{place} ma niedozwoloną wartość.',
  },
} as const satisfies Record<string, Localized>;

const ALLOWED: Localized = {
  en: 'Allowed: {values}.',
  ua: 'Допустимі: {values}.',
  ru: 'Допустимые: {values}.',
  pl: 'Dozwolone: {values}.',
};
/** Public choices (a dropdown's options) are worth naming; a long list would only bury the sentence. */
const MAX_ALLOWED_SHOWN = 60;

const isIndex = (segment: string) => /^\d+$/.test(segment);

/** "the field "caseNumber" of item 2": the last segment, then what holds it (the body itself goes unsaid). */
const placeOf = (segments: readonly string[], root: string, language: Language): string => {
  const last = segments.at(-1);
  if (last === undefined) return root;
  const kind = isIndex(last) ? ITEM : FIELD;
  const name = isIndex(last) ? String(Number(last) + 1) : last;
  const own = kind.nominative[language](name);
  const holder = segments.at(-2);
  if (holder === undefined) return own;
  const holderKind = isIndex(holder) ? ITEM : FIELD;
  const holderName = isIndex(holder) ? String(Number(holder) + 1) : holder;
  return `${own}${OF[language]}${holderKind.genitive[language](holderName)}`;
};

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

const sentence = (template: string, values: Record<string, string>): string => {
  const text = fill(template, values);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const stringParam = (params: Record<string, unknown>, name: string): string => String(params[name] ?? '');

/** One problem as one or more sentences (a missing-fields problem names each field). */
const describe = (problem: FastifySchemaValidationError, root: string, language: Language): string[] => {
  const segments = problem.instancePath.split('/').slice(1);
  const place = placeOf(segments, root, language);
  const params = (problem.params ?? {}) as Record<string, unknown>;
  const say = (key: keyof typeof SENTENCES, detail = '') =>
    sentence(SENTENCES[key][language], { place, detail });
  switch (problem.keyword) {
    case 'required': {
      const missing = params.requiredProperties ?? params.missingProperty;
      const names = Array.isArray(missing) ? missing.map(String) : [String(missing)];
      return names.map((name) =>
        sentence(SENTENCES.required[language], { place: placeOf([...segments, name], root, language) }),
      );
    }
    // TypeBox reports each property that additionalProperties: false rejects as a match against a `false` schema.
    case 'boolean':
      return [say('unknown')];
    case 'type': {
      const type = TYPES[stringParam(params, 'type')];
      return [type ? say('type', type[language]) : say('invalid')];
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const bound = BOUNDS[stringParam(params, 'comparison')];
      return [bound ? say('range', bound[language](stringParam(params, 'limit'))) : say('invalid')];
    }
    case 'maxLength':
      return [say('tooLong', stringParam(params, 'limit'))];
    case 'minLength':
      return [say('tooShort', stringParam(params, 'limit'))];
    case 'maxItems':
    case 'maxProperties':
      return [say('tooManyItems', stringParam(params, 'limit'))];
    case 'minItems':
    case 'minProperties':
      return [say('tooFewItems', stringParam(params, 'limit'))];
    case 'uniqueItems':
      return [say('repeated')];
    case 'enum':
    case 'const': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : '';
      const shown = allowed !== '' && allowed.length <= MAX_ALLOWED_SHOWN;
      return [say('notAllowed') + (shown ? ` ${fill(ALLOWED[language], { values: allowed })}` : '')];
    }
    case 'pattern':
    case 'format':
      return [say('format')];
    default:
      return [say('invalid')];
  }
};

/** Enough to fix a request without echoing a whole hostile body back. */
export const MAX_PROBLEMS_SHOWN = 3;

/**
 * The problems of a refused request in `language`, at most MAX_PROBLEMS_SHOWN sentences. The additionalProperties
 * problem itself is left out: its unknown fields are already named one by one.
 */
export const describeValidation = (
  problems: readonly FastifySchemaValidationError[],
  context: string | undefined,
  language: Language,
): string => {
  const root = (context ?? 'body') === 'body' ? BODY[language] : REQUEST[language];
  const sentences = problems
    .filter((problem) => problem.keyword !== 'additionalProperties')
    .flatMap((problem) => describe(problem, root, language));
  return [...new Set(sentences)].slice(0, MAX_PROBLEMS_SHOWN).join(' ');
};
