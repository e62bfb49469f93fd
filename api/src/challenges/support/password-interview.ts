// Over 300 lines because both password forms share their interview's texts: the rules and a report spec per fault,
// in four languages, written once for either form's limits.
import type { FieldValues } from '../engine/definition';
import { PREVIOUS_PASSWORD, type PasswordLength } from './password';
import { inEveryLanguage, type Localized } from '../../i18n/localized';
import type { Build, TestDesign } from '../../test-design/test-design';
import type { Priority, Severity } from '@qa/shared/bug-reports';
import type { BugReportSpec } from '../../bug-reports/bug-report';
import type { LocalizedWords } from '../../bug-reports/words';
import type { InterviewSpec } from '../../interview/families';
import type { PasswordOutcome } from './password-design';

/** A valid password of `count` characters; under four, the start of the shortest one ('Ab1'). */
const passwordOf = (count: number): string => 'Ab1#cdefghijklmnopqrstuvwxyz'.slice(0, count);

/** What a good report of a fault says but the answers, which the reference and the fault's build give. */
interface FaultReport {
  feature: LocalizedWords;
  behaviour: LocalizedWords;
  severities: readonly Severity[];
  title: Localized;
  step: string;
  severity: Severity;
  priority: Priority;
}

const joined = (...lists: LocalizedWords[]): LocalizedWords => ({
  en: lists.flatMap((words) => words.en),
  ua: lists.flatMap((words) => words.ua),
  ru: lists.flatMap((words) => words.ru),
  pl: lists.flatMap((words) => words.pl),
});

/** A password that should be refused goes through. */
const ACCEPTED: LocalizedWords = {
  en: [
    ...[
      'accept',
      'allowed',
      'passes',
      'passed',
      'not refused',
      'not rejected',
      'no error',
      'saved',
      'succeeds',
    ],
    ...['treated as valid', 'considered valid', 'is valid', 'is changed', 'gets changed'],
  ],
  ua: [
    ...['прийма', 'пропуска', 'дозволя', 'не відхиля', 'проходить', 'без помилки', 'зберіга', 'успішно'],
    ...['вважається коректн', 'пароль коректний', 'змінюється', 'змінено'],
  ],
  ru: [
    ...['принима', 'пропуска', 'допуска', 'не отклоня', 'проходит', 'без ошибки', 'сохраня', 'успешно'],
    ...['считается корректн', 'пароль корректный', 'меняется', 'изменяется', 'изменён', 'изменен'],
  ],
  pl: [
    ...[
      'akceptowan',
      'przyjmowan',
      'przepuszcz',
      'nie jest odrzucan',
      'przechodzi',
      'bez błędu',
      'zapisywan',
    ],
    ...['pomyślnie', 'uznawan', 'hasło jest poprawne', 'zmieniane', 'zostaje zmienione', 'zostało zmienione'],
  ],
};
const UNCHECKED: LocalizedWords = joined(ACCEPTED, {
  en: ['not checked', 'not required', 'ignored'],
  ua: ['не перевіря', 'не вимага', 'ігнору'],
  ru: ['не проверя', 'не требу', 'игнориру'],
  pl: ['nie jest sprawdzan', 'nie jest wymagan', 'ignorowan'],
});
/** A password that meets the rules is refused. */
const REFUSED: LocalizedWords = {
  en: ['refused', 'rejected', 'not accepted', 'declined'],
  ua: ['відхиля', 'відхилен', 'не прийма'],
  ru: ['отклоня', 'отклонен', 'не принима'],
  pl: ['odrzuca', 'odrzucon', 'nie jest akceptowan'],
};
const TOO_LONG: LocalizedWords = joined(REFUSED, {
  en: ['too long'],
  ua: ['задовг', 'надто довг', 'занадто довг'],
  ru: ['слишком длинн'],
  pl: ['za długi', 'zbyt długi'],
});
/** The form answers with another rule's message. */
const WRONG_MESSAGE: LocalizedWords = {
  en: ['instead of', 'wrong message', 'wrong error', 'misleading'],
  ua: ['замість', 'неправильне повідомлення', 'хибне повідомлення', 'оманлив'],
  ru: ['вместо', 'неправильное сообщение', 'неверное сообщение', 'вводит в заблуждение'],
  pl: ['zamiast', 'zły komunikat', 'błędny komunikat', 'mylący'],
};

const SMALL_LETTER: LocalizedWords = {
  en: ['small letter', 'small latin', 'lowercase', 'lower case', 'small'],
  ua: ['мал', 'рядков', 'нижньому регістр'],
  ru: ['строчн', 'маленьк', 'нижнем регистр', 'нижнего регистр'],
  pl: ['mał', 'małe liter'],
};
const CAPITAL_LETTER: LocalizedWords = {
  en: ['capital', 'uppercase', 'upper case'],
  ua: ['велик', 'прописн', 'верхньому регістр'],
  ru: ['заглавн', 'прописн', 'верхнем регистр', 'верхнего регистр'],
  pl: ['wielk', 'duż'],
};
const PREVIOUS: LocalizedWords = {
  en: ['previous', 'old password', 'current password', PREVIOUS_PASSWORD, 'same password'],
  ua: ['попередн', 'старий пароль', 'старого пароля', 'той самий пароль'],
  ru: ['предыдущ', 'старый пароль', 'старого пароля', 'тот же пароль'],
  pl: ['poprzedni', 'stare hasło', 'starego hasła', 'to samo hasło'],
};

/** The title of a character rule unchecked; "без" right before the verb would read as its negation. */
const withoutIsAccepted = (what: Localized): Localized => ({
  en: `A password without ${what.en} is accepted`,
  ua: `Форма приймає пароль без ${what.ua}`,
  ru: `Форма принимает пароль без ${what.ru}`,
  pl: `Hasło bez ${what.pl} jest akceptowane`,
});

/** How a good report of each fault reads, for a form of these limits. */
const faultReports = ({ min, max }: PasswordLength): Record<string, FaultReport> => ({
  lengthMinRaised: {
    feature: {
      en: ['minimum', 'min length', 'shortest', `${min} character`, 'lower bound', 'lower limit'],
      ua: ['мінімальн', 'мінімум', 'найкоротш', `${min} символ`, 'нижн'],
      ru: ['минимальн', 'минимум', 'самый короткий', 'самого короткого', `${min} символ`, 'нижн'],
      pl: ['minimaln', 'minimum', 'najkrótsz', `${min} znak`, 'dolna granica', 'dolnej granicy'],
    },
    behaviour: joined(REFUSED, {
      en: ['too short'],
      ua: ['закоротк', 'надто коротк', 'занадто коротк'],
      ru: ['слишком коротк'],
      pl: ['za krótk', 'zbyt krótk'],
    }),
    severities: ['major', 'minor'],
    title: {
      en: `The shortest valid password, of ${min} characters, is refused as too short`,
      ua: `Найкоротший коректний пароль із ${min} символів відхиляється як закороткий`,
      ru: `Самый короткий корректный пароль из ${min} символов отклоняется как слишком короткий`,
      pl: `Najkrótsze poprawne hasło, o długości ${min} znaków, jest odrzucane jako za krótkie`,
    },
    step: passwordOf(min),
    severity: 'minor',
    priority: 'medium',
  },
  lengthMinLowered: {
    feature: {
      en: ['minimum', 'min length', 'short', `${min - 1} character`, 'lower bound', 'lower limit'],
      ua: ['мінімальн', 'мінімум', 'коротш', 'закоротк', `${min - 1} символ`, 'нижн'],
      ru: ['минимальн', 'минимум', 'короче', 'коротк', `${min - 1} символ`, 'нижн'],
      pl: ['minimaln', 'minimum', 'krótsz', 'za krótk', `${min - 1} znak`, 'dolna granica'],
    },
    behaviour: ACCEPTED,
    severities: ['critical', 'major'],
    title: {
      en: `A password of ${min - 1} characters, under the minimum of ${min}, passes the length check`,
      ua: `Пароль із ${min - 1} символів, коротший за мінімум ${min}, проходить перевірку довжини`,
      ru: `Пароль из ${min - 1} символов, короче минимума ${min}, проходит проверку длины`,
      pl: `Hasło o długości ${min - 1} znaków, poniżej minimum ${min}, przechodzi sprawdzenie długości`,
    },
    step: passwordOf(min - 1),
    severity: 'major',
    priority: 'high',
  },
  lengthMaxLowered: {
    feature: {
      en: ['maximum', 'max length', 'longest', `${max} character`, 'upper bound', 'upper limit'],
      ua: ['максимальн', 'максимум', 'найдовш', `${max} символ`, 'верхн'],
      ru: ['максимальн', 'максимум', 'самый длинный', 'самого длинного', `${max} символ`, 'верхн'],
      pl: ['maksymaln', 'maksimum', 'najdłuższ', `${max} znak`, 'górna granica', 'górnej granicy'],
    },
    behaviour: TOO_LONG,
    severities: ['major', 'minor'],
    title: {
      en: `The longest valid password, of ${max} characters, is refused as too long`,
      ua: `Найдовший коректний пароль із ${max} символів відхиляється як задовгий`,
      ru: `Самый длинный корректный пароль из ${max} символов отклоняется как слишком длинный`,
      pl: `Najdłuższe poprawne hasło, o długości ${max} znaków, jest odrzucane jako za długie`,
    },
    step: passwordOf(max),
    severity: 'minor',
    priority: 'medium',
  },
  lengthMaxRaised: {
    feature: {
      en: ['maximum', 'max length', 'long', `${max + 1} character`, 'upper bound', 'upper limit'],
      ua: ['максимальн', 'максимум', 'довш', `${max + 1} символ`, 'верхн'],
      ru: ['максимальн', 'максимум', 'длиннее', `${max + 1} символ`, 'верхн'],
      pl: ['maksymaln', 'maksimum', 'dłuższ', `${max + 1} znak`, 'górna granica'],
    },
    behaviour: ACCEPTED,
    severities: ['major', 'minor'],
    title: {
      en: `A password of ${max + 1} characters, over the maximum of ${max}, passes the length check`,
      ua: `Пароль із ${max + 1} символів, довший за максимум ${max}, проходить перевірку довжини`,
      ru: `Пароль из ${max + 1} символов, длиннее максимума ${max}, проходит проверку длины`,
      pl: `Hasło o długości ${max + 1} znaków, powyżej maksimum ${max}, przechodzi sprawdzenie długości`,
    },
    step: passwordOf(max + 1),
    severity: 'minor',
    priority: 'medium',
  },
  smallLetterUnchecked: {
    feature: SMALL_LETTER,
    behaviour: UNCHECKED,
    severities: ['critical', 'major'],
    title: withoutIsAccepted({
      en: 'a small Latin letter',
      ua: 'малої латинської літери',
      ru: 'строчной латинской буквы',
      pl: 'małej litery łacińskiej',
    }),
    step: 'ABCD1#',
    severity: 'major',
    priority: 'high',
  },
  capitalLetterUnchecked: {
    feature: CAPITAL_LETTER,
    behaviour: UNCHECKED,
    severities: ['critical', 'major'],
    title: withoutIsAccepted({
      en: 'a capital Latin letter',
      ua: 'великої латинської літери',
      ru: 'заглавной латинской буквы',
      pl: 'wielkiej litery łacińskiej',
    }),
    step: 'abcd1#',
    severity: 'major',
    priority: 'high',
  },
  numberUnchecked: {
    feature: {
      en: ['number', 'digit', 'numeric'],
      ua: ['цифр', 'числ'],
      ru: ['цифр', 'числ'],
      pl: ['cyfr', 'liczb'],
    },
    behaviour: UNCHECKED,
    severities: ['critical', 'major'],
    title: withoutIsAccepted({ en: 'a number', ua: 'цифри', ru: 'цифры', pl: 'cyfry' }),
    step: 'Abcd#e',
    severity: 'major',
    priority: 'high',
  },
  symbolUnchecked: {
    feature: {
      en: ['special', 'symbol', 'punctuation'],
      ua: ['спецсимвол', 'спеціальн'],
      ru: ['спецсимвол', 'специальн'],
      pl: ['specjaln', 'symbol'],
    },
    behaviour: UNCHECKED,
    severities: ['critical', 'major'],
    title: withoutIsAccepted({
      en: 'a special character',
      ua: 'спецсимволу',
      ru: 'спецсимвола',
      pl: 'znaku specjalnego',
    }),
    step: 'Abcd1e',
    severity: 'major',
    priority: 'high',
  },
  anyAlphabet: {
    feature: {
      en: ['cyrillic', 'non-latin', 'alphabet', 'other script'],
      ua: ['кирилиц', 'кириличн', 'нелатинськ', 'алфавіт'],
      ru: ['кириллиц', 'кириллическ', 'нелатинск', 'алфавит'],
      pl: ['cyrylic', 'niełacińsk', 'alfabet'],
    },
    behaviour: joined(ACCEPTED, {
      en: ['count', 'treated as', 'instead of latin'],
      ua: ['зарахову', 'враховуються', 'вважаються', 'замість латинськ'],
      ru: ['засчитыва', 'учитыва', 'считаются', 'вместо латинск'],
      pl: ['liczon', 'zaliczan', 'zamiast łacińsk'],
    }),
    severities: ['major', 'minor'],
    title: {
      en: 'Cyrillic letters are accepted instead of Latin ones',
      ua: 'Кириличні літери приймаються замість латинських',
      ru: 'Кириллические буквы принимаются вместо латинских',
      pl: 'Litery cyrylicy są akceptowane zamiast łacińskich',
    },
    step: 'ABCабв1#',
    severity: 'major',
    priority: 'medium',
  },
  previousUntrimmed: {
    feature: PREVIOUS,
    behaviour: joined(ACCEPTED, {
      en: ['reused', 'spaces'],
      ua: ['повторно', 'пробіл'],
      ru: ['повторно', 'пробел'],
      pl: ['ponownie', 'spacj'],
    }),
    severities: ['critical', 'major'],
    title: {
      en: `The previous password ${PREVIOUS_PASSWORD} with spaces around it is accepted as a new one`,
      ua: `Попередній пароль ${PREVIOUS_PASSWORD} із пробілами навколо приймається як новий`,
      ru: `Предыдущий пароль ${PREVIOUS_PASSWORD} с пробелами вокруг принимается как новый`,
      pl: `Poprzednie hasło ${PREVIOUS_PASSWORD} ze spacjami wokół jest akceptowane jako nowe`,
    },
    step: ` ${PREVIOUS_PASSWORD} `,
    severity: 'major',
    priority: 'high',
  },
  lengthUntrimmed: {
    feature: {
      en: ['spaces', 'space', 'whitespace', 'leading', 'trailing'],
      ua: ['пробіл'],
      ru: ['пробел'],
      pl: ['spacj'],
    },
    // Counted, the spaces make a valid password too long or a short one long enough.
    behaviour: joined(TOO_LONG, ACCEPTED, {
      en: ['counted', 'count', 'included'],
      ua: ['враховуються', 'враховано', 'зарахову', 'рахуються'],
      ru: ['учитыва', 'считаются', 'засчитыва'],
      pl: ['liczon', 'wliczan', 'uwzględnian'],
    }),
    severities: ['major', 'minor'],
    title: {
      en: 'Spaces around a valid password are counted in its length, so it is refused as too long',
      ua: 'Пробіли навколо коректного пароля враховуються в довжині, і він відхиляється як задовгий',
      ru: 'Пробелы вокруг корректного пароля учитываются в длине, и он отклоняется как слишком длинный',
      pl: 'Spacje wokół poprawnego hasła są wliczane do długości, więc jest odrzucane jako za długie',
    },
    step: `  ${passwordOf(max - 1)}  `,
    severity: 'minor',
    priority: 'medium',
  },
  previousUnchecked: {
    feature: PREVIOUS,
    behaviour: joined(UNCHECKED, {
      en: ['reused', 'set again'],
      ua: ['повторно'],
      ru: ['повторно'],
      pl: ['ponownie'],
    }),
    severities: ['critical', 'major'],
    title: {
      en: `The previous password ${PREVIOUS_PASSWORD} is accepted as a new one`,
      ua: `Попередній пароль ${PREVIOUS_PASSWORD} приймається як новий`,
      ru: `Предыдущий пароль ${PREVIOUS_PASSWORD} принимается как новый`,
      pl: `Poprzednie hasło ${PREVIOUS_PASSWORD} jest akceptowane jako nowe`,
    },
    step: PREVIOUS_PASSWORD,
    severity: 'major',
    priority: 'high',
  },
  blankNotEmpty: {
    feature: {
      en: ['only spaces', 'spaces only', 'blank', 'whitespace', 'empty', 'spaces'],
      ua: ['пробіл', 'порожн'],
      ru: ['пробел', 'пуст'],
      pl: ['spacj', 'pust'],
    },
    behaviour: joined(WRONG_MESSAGE, {
      en: ['length error', 'length message', 'not treated as empty', 'not seen as empty'],
      ua: ['помилку довжини', 'повідомлення про довжину', 'не вважається порожн'],
      ru: ['ошибку длины', 'сообщение о длине', 'не считается пуст'],
      pl: ['błąd długości', 'komunikat o długości', 'nie jest traktowan'],
    }),
    severities: ['minor', 'trivial'],
    title: {
      en: 'A password of only spaces gets the length error instead of the empty-password message',
      ua: 'На пароль лише з пробілів форма показує помилку довжини замість повідомлення про порожній пароль',
      ru: 'На пароль только из пробелов форма показывает ошибку длины вместо сообщения о пустом пароле',
      pl: 'Dla hasła z samych spacji formularz pokazuje błąd długości zamiast komunikatu o pustym haśle',
    },
    step: '   ',
    severity: 'minor',
    priority: 'low',
  },
  lengthLast: {
    feature: {
      en: ['short', 'one character', '1 character', 'single character', 'rule order', 'order of'],
      ua: ['коротк', 'один символ', 'одного символ', '1 символ', 'порядок', 'порядку'],
      ru: ['коротк', 'один символ', 'одного символ', '1 символ', 'порядок', 'порядке'],
      pl: ['krótk', 'jeden znak', 'jednego znak', '1 znak', 'kolejnoś'],
    },
    behaviour: joined(WRONG_MESSAGE, {
      en: ['another rule', 'other rule', 'checked after', 'checked last', 'wrong order'],
      ua: ['іншого правила', 'перевіряється після', 'перевіряється останн', 'неправильному порядку'],
      ru: ['другого правила', 'проверяется после', 'проверяется последн', 'неправильном порядке'],
      pl: ['innej zasady', 'sprawdzana po', 'sprawdzana na końcu', 'złej kolejności'],
    }),
    severities: ['major', 'minor'],
    title: {
      en: 'A one-character password gets another rule’s error instead of the length error',
      ua: 'На пароль з одного символу форма показує помилку іншого правила замість помилки довжини',
      ru: 'На пароль из одного символа форма показывает ошибку другого правила вместо ошибки длины',
      pl: 'Dla hasła z jednego znaku formularz pokazuje błąd innej zasady zamiast błędu długości',
    },
    step: 'a',
    severity: 'minor',
    priority: 'medium',
  },
  capitalAsSmall: {
    feature: CAPITAL_LETTER,
    behaviour: joined(WRONG_MESSAGE, {
      en: ['small letter', 'small-letter', 'lowercase'],
      ua: ['малої', 'малу'],
      ru: ['строчн'],
      pl: ['małej', 'małą'],
    }),
    severities: ['major', 'minor'],
    title: {
      en: 'A password without a capital letter gets the small-letter error instead of the capital-letter one',
      ua: 'На пароль без великої літери форма показує помилку про малу літеру замість помилки про велику',
      ru: 'На пароль без заглавной буквы форма показывает ошибку о строчной букве вместо ошибки о заглавной',
      pl: 'Dla hasła bez wielkiej litery formularz pokazuje błąd o małej literze zamiast błędu o wielkiej',
    },
    step: 'abcd1#',
    severity: 'major',
    priority: 'high',
  },
  truncatedToMax: {
    feature: {
      en: ['maximum', 'max length', 'long', `${max + 1} character`],
      ua: ['максимальн', 'максимум', 'довш', 'довг', `${max + 1} символ`],
      ru: ['максимальн', 'максимум', 'длиннее', 'длинн', `${max + 1} символ`],
      pl: ['maksymaln', 'maksimum', 'dłuższ', 'długi', `${max + 1} znak`],
    },
    behaviour: joined(ACCEPTED, {
      en: ['truncat', 'cut', 'shortened'],
      ua: ['обріза', 'обрізу', 'скорочу'],
      ru: ['обреза', 'усека', 'сокраща'],
      pl: ['obcina', 'obcięt', 'skraca'],
    }),
    severities: ['critical', 'major'],
    title: {
      en: `A password longer than the maximum is cut to its first ${max} characters and accepted`,
      ua: `Пароль, довший за максимум, обрізається до перших ${max} символів і приймається`,
      ru: `Пароль длиннее максимума обрезается до первых ${max} символов и принимается`,
      pl: `Hasło dłuższe niż maksimum jest obcinane do pierwszych ${max} znaków i akceptowane`,
    },
    step: passwordOf(max + 5),
    severity: 'major',
    priority: 'high',
  },
});

/** The requirements' rules of a password form, in the order it checks them, each with its message. */
const requirementRules = (
  { min, max }: PasswordLength,
  messages: Readonly<Record<string, Localized>>,
  accepted: Localized,
): Localized[] => {
  const say = (rule: Localized, message: Localized | undefined): Localized =>
    inEveryLanguage((language) =>
      rule[language].replace('{}', message?.[language] ?? '').replace('{previous}', PREVIOUS_PASSWORD),
    );
  return [
    say(
      {
        en: 'A password is required. An empty field, or one of only spaces: “{}”',
        ua: 'Пароль обов’язковий. Якщо поле порожнє або містить лише пробіли: «{}»',
        ru: 'Пароль обязателен. Если поле пустое или содержит только пробелы: «{}»',
        pl: 'Hasło jest wymagane. Jeśli pole jest puste lub zawiera same spacje: „{}”',
      },
      messages.empty,
    ),
    {
      en: 'Spaces before or after the password are not part of it: no rule counts them, and they do not make the previous password a different one.',
      ua: 'Пробіли на початку чи в кінці пароля не є його частиною: жодне правило їх не враховує, і попередній пароль із ними не стає іншим.',
      ru: 'Пробелы в начале или в конце пароля не являются его частью: ни одно правило их не учитывает, и предыдущий пароль с ними не становится другим.',
      pl: 'Spacje na początku lub na końcu hasła nie są jego częścią: żadna zasada ich nie liczy i nie czynią poprzedniego hasła innym.',
    },
    say(
      {
        en: `Length: ${min} to ${max} characters. Otherwise: “{}”`,
        ua: `Довжина: від ${min} до ${max} символів. Інакше: «{}»`,
        ru: `Длина: от ${min} до ${max} символов. Иначе: «{}»`,
        pl: `Długość: od ${min} do ${max} znaków. W przeciwnym razie: „{}”`,
      },
      messages.length,
    ),
    say(
      {
        en: 'At least one small Latin letter (a–z); letters of other alphabets do not count. Otherwise: “{}”',
        ua: 'Щонайменше одна мала латинська літера (a–z); літери інших алфавітів не зараховуються. Інакше: «{}»',
        ru: 'Хотя бы одна строчная латинская буква (a–z); буквы других алфавитов не засчитываются. Иначе: «{}»',
        pl: 'Co najmniej jedna mała litera łacińska (a–z); litery innych alfabetów się nie liczą. W przeciwnym razie: „{}”',
      },
      messages.smallLetter,
    ),
    say(
      {
        en: 'At least one capital Latin letter (A–Z); letters of other alphabets do not count. Otherwise: “{}”',
        ua: 'Щонайменше одна велика латинська літера (A–Z); літери інших алфавітів не зараховуються. Інакше: «{}»',
        ru: 'Хотя бы одна заглавная латинская буква (A–Z); буквы других алфавитов не засчитываются. Иначе: «{}»',
        pl: 'Co najmniej jedna wielka litera łacińska (A–Z); litery innych alfabetów się nie liczą. W przeciwnym razie: „{}”',
      },
      messages.capitalLetter,
    ),
    say(
      {
        en: 'At least one number (0–9). Otherwise: “{}”',
        ua: 'Щонайменше одна цифра (0–9). Інакше: «{}»',
        ru: 'Хотя бы одна цифра (0–9). Иначе: «{}»',
        pl: 'Co najmniej jedna cyfra (0–9). W przeciwnym razie: „{}”',
      },
      messages.number,
    ),
    say(
      {
        en: 'At least one special character: anything that is not a letter, a number or a space, such as ! # @ _. Otherwise: “{}”',
        ua: 'Щонайменше один спецсимвол: будь-який символ, що не є літерою, цифрою чи пробілом, наприклад ! # @ _. Інакше: «{}»',
        ru: 'Хотя бы один спецсимвол: любой символ, который не является буквой, цифрой или пробелом, например ! # @ _. Иначе: «{}»',
        pl: 'Co najmniej jeden znak specjalny: każdy znak, który nie jest literą, cyfrą ani spacją, np. ! # @ _. W przeciwnym razie: „{}”',
      },
      messages.symbol,
    ),
    say(
      {
        en: 'It must differ from the previous password, {previous}. Otherwise: “{}”',
        ua: 'Пароль має відрізнятися від попереднього, {previous}. Інакше: «{}»',
        ru: 'Пароль должен отличаться от предыдущего, {previous}. Иначе: «{}»',
        pl: 'Hasło musi różnić się od poprzedniego, {previous}. W przeciwnym razie: „{}”',
      },
      messages.previous,
    ),
    say(
      {
        en: 'The form checks the rules in this order and shows one message: that of the first rule the password breaks. A password that meets every rule: “{}”',
        ua: 'Форма перевіряє правила в цьому порядку й показує одне повідомлення — про перше правило, яке порушує пароль. Якщо пароль відповідає всім правилам: «{}»',
        ru: 'Форма проверяет правила в этом порядке и показывает одно сообщение — о первом правиле, которое нарушает пароль. Если пароль соответствует всем правилам: «{}»',
        pl: 'Formularz sprawdza zasady w tej kolejności i pokazuje jeden komunikat — o pierwszej zasadzie, którą hasło łamie. Hasło spełniające wszystkie zasady: „{}”',
      },
      accepted,
    ),
  ];
};

/**
 * What a password form's interview hands over besides its name and page: the rules, the messages, and a report
 * spec per fault of its pool, whose expected and actual results are what the reference and the fault show.
 */
export const passwordInterview = <Accepted extends 'valid' | 'changed'>(
  design: Pick<TestDesign<PasswordOutcome<Accepted>>, 'outcomes' | 'reference' | 'faults'>,
  accepted: Accepted,
  length: PasswordLength,
): Pick<InterviewSpec, 'messages' | 'specs'> & { rules: Localized[] } => {
  const { outcomes, reference, faults } = design;
  const messages: Readonly<Record<string, Localized>> = outcomes;
  const reports = faultReports(length);
  const shown = (build: Build<PasswordOutcome<Accepted>>, step: FieldValues): Localized =>
    outcomes[build.outcomesOf([step])[0] ?? accepted];
  const specs = Object.fromEntries(
    faults.pool.ids.map((id): [string, BugReportSpec] => {
      const report = reports[id];
      if (!report) throw new Error(`The password fault ${id} has no report`);
      const step = { first: report.step, second: '', third: '' };
      const { feature, behaviour, severities, title, severity, priority } = report;
      return [
        id,
        {
          feature,
          behaviour,
          severities,
          model: {
            title,
            steps: [step],
            expected: shown(reference, step),
            actual: shown(faults.pool.buildWith([id]), step),
            severity,
            priority,
          },
        },
      ];
    }),
  );
  return { rules: requirementRules(length, messages, outcomes[accepted]), messages, specs };
};
