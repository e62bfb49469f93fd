// Over 300 lines because each of its sixteen faults needs a report spec whose words are in four languages.
import type { LocalizedWords } from '../../../bug-reports/words';
import type { BugReportSpec, ModelReport } from '../../../bug-reports/bug-report';
import type { Localized } from '../../../i18n/localized';
import type { InterviewSpec } from '../../../interview/families';
import { PROFILE_MESSAGES } from '../../support/profile';

const M = PROFILE_MESSAGES;

const join = (...lists: LocalizedWords[]): LocalizedWords => ({
  en: lists.flatMap((list) => list.en),
  ua: lists.flatMap((list) => list.ua),
  ru: lists.flatMap((list) => list.ru),
  pl: lists.flatMap((list) => list.pl),
});

const NICKNAME: LocalizedWords = { en: ['nickname'], ua: ['нікнейм'], ru: ['никнейм'], pl: ['pseudonim'] };
const LAST_NAME: LocalizedWords = {
  en: ['last name', 'surname', 'lastname'],
  ua: ['прізвищ'],
  ru: ['фамили'],
  pl: ['nazwisk'],
};

/** Words a title uses for a valid value refused. */
const REFUSED: LocalizedWords = {
  en: ['refus', 'reject', 'not accepted', 'invalid', 'error'],
  ua: ['відхиля', 'не прийма', 'помилк', 'некорект'],
  ru: ['отклоня', 'не принима', 'ошибк', 'некоррект'],
  pl: ['odrzuc', 'nie jest akceptow', 'błąd', 'niepoprawn'],
};

/** Words a title uses for a value the form should refuse but takes. */
const ACCEPTED: LocalizedWords = {
  en: ['accept', 'creat', 'not refused', 'not rejected', 'no error', 'allowed'],
  ua: ['прийма', 'створ', 'не відхил', 'немає помилки'],
  ru: ['принима', 'созда', 'не отклон', 'нет ошибки'],
  pl: ['akceptow', 'przyjmow', 'utworz', 'nie odrzuc', 'brak błędu'],
};

/** The step a model report takes: one submission, the year in the middle of the dropdown. */
const step = (first: string, second: string) => [{ first, second, third: '2002' }];

/** A spec of a fault whose model step submits `first` and `second`: the reference answers `expected`. */
const spec = (
  field: LocalizedWords,
  feature: LocalizedWords,
  behaviour: LocalizedWords,
  severities: BugReportSpec['severities'],
  title: Localized,
  [first, second]: readonly [string, string],
  [expected, actual]: readonly [Localized, Localized],
  [severity, priority]: readonly [ModelReport['severity'], ModelReport['priority']],
): BugReportSpec => ({
  feature: join(field, feature),
  behaviour,
  severities,
  model: { title, steps: step(first, second), expected, actual, severity, priority },
});

const THIRTY_TWO = 'Abcdefghijklmnopqrstuvwxyzabcdef';

/**
 * What a good report of each fault of the profile form says, by fault id. Each model step changes one field,
 * the other valid under every fault a draw may put beside it, and is answered wrong by its own fault alone.
 */
const FAULT_SPECS: Readonly<Record<string, BugReportSpec>> = {
  nicknameMinRaised: spec(
    NICKNAME,
    {
      en: ['minimum', 'shortest', '5 characters', 'five characters', 'lower bound', 'lower limit'],
      ua: ['мінімальн', 'найкоротш', '5 символ', 'нижня меж'],
      ru: ['минимальн', 'самый коротк', '5 символ', 'нижняя границ', 'нижней границ'],
      pl: ['minimaln', 'najkrótsz', '5 znak', 'dolna granic', 'dolnej granic'],
    },
    REFUSED,
    ['major', 'minor'],
    {
      en: 'A Nickname of 5 characters, the minimum length, is refused',
      ua: 'Нікнейм із 5 символів, мінімальної довжини, відхиляється',
      ru: 'Никнейм из 5 символов, минимальной длины, отклоняется',
      pl: 'Pseudonim z 5 znaków, o minimalnej długości, jest odrzucany',
    },
    ['anna5', 'Smith'],
    [M.created, M.invalidNickname],
    ['major', 'high'],
  ),
  nicknameMinLowered: spec(
    NICKNAME,
    {
      en: ['minimum', '4 characters', 'four characters', 'too short', 'shorter', 'lower bound'],
      ua: ['мінімум', '4 символ', 'чотирьох символ', 'закоротк', 'коротш', 'нижня меж'],
      ru: ['минимум', '4 символ', 'четырёх символ', 'короче', 'слишком коротк', 'нижняя границ'],
      pl: ['minimum', '4 znak', 'czterech znak', 'krótsz', 'za krótk', 'dolna granic'],
    },
    ACCEPTED,
    ['major', 'minor'],
    {
      en: 'A Nickname of 4 characters, shorter than the minimum, is accepted',
      ua: 'Нікнейм із 4 символів, коротший за мінімум, приймається',
      ru: 'Никнейм из 4 символов, короче минимума, принимается',
      pl: 'Pseudonim z 4 znaków, krótszy niż minimum, jest akceptowany',
    },
    ['anna', 'Smith'],
    [M.invalidNickname, M.created],
    ['minor', 'medium'],
  ),
  nicknameMaxLowered: spec(
    NICKNAME,
    {
      en: ['maximum', 'longest', '8 characters', 'eight characters', 'upper bound', 'upper limit'],
      ua: ['максимальн', 'найдовш', '8 символ', 'верхня меж'],
      ru: ['максимальн', 'самый длинн', '8 символ', 'верхняя границ', 'верхней границ'],
      pl: ['maksymaln', 'najdłuższ', '8 znak', 'górna granic', 'górnej granic'],
    },
    REFUSED,
    ['major', 'minor'],
    {
      en: 'A Nickname of 8 characters, the maximum length, is refused',
      ua: 'Нікнейм із 8 символів, максимальної довжини, відхиляється',
      ru: 'Никнейм из 8 символов, максимальной длины, отклоняется',
      pl: 'Pseudonim z 8 znaków, o maksymalnej długości, jest odrzucany',
    },
    ['anna1234', 'Smith'],
    [M.created, M.invalidNickname],
    ['major', 'high'],
  ),
  nicknameMaxRaised: spec(
    NICKNAME,
    {
      en: ['maximum', '9 characters', 'nine characters', 'too long', 'longer', 'upper bound'],
      ua: ['максимум', '9 символ', 'дев’яти символ', 'задовг', 'довш', 'верхня меж'],
      ru: ['максимум', '9 символ', 'девяти символ', 'длиннее', 'слишком длинн', 'верхняя границ'],
      pl: ['maksimum', '9 znak', 'dziewięciu znak', 'dłuższ', 'za dług', 'górna granic'],
    },
    ACCEPTED,
    ['major', 'minor'],
    {
      en: 'A Nickname of 9 characters, longer than the maximum, is accepted',
      ua: 'Нікнейм із 9 символів, довший за максимум, приймається',
      ru: 'Никнейм из 9 символов, длиннее максимума, принимается',
      pl: 'Pseudonim z 9 znaków, dłuższy niż maksimum, jest akceptowany',
    },
    ['qatester1', 'Smith'],
    [M.invalidNickname, M.created],
    ['minor', 'medium'],
  ),
  nicknameCharactersUnchecked: spec(
    NICKNAME,
    {
      en: ['capital', 'uppercase', 'upper case', 'special character', 'symbol', 'invalid character'],
      ua: ['велик', 'спецсимвол', 'спеціальн', 'недопустим', 'заборонен'],
      ru: ['заглавн', 'прописн', 'спецсимвол', 'специальн', 'недопустим', 'запрещённ'],
      pl: ['wielk', 'specjaln', 'niedozwolon'],
    },
    join(ACCEPTED, {
      en: ['not validated', 'not checked'],
      ua: ['не перевіря'],
      ru: ['не проверя'],
      pl: ['nie jest sprawdzan'],
    }),
    ['major', 'minor'],
    {
      en: 'A Nickname with capital letters and special characters, QaTest!, is accepted',
      ua: 'Нікнейм із великими літерами та спецсимволами, QaTest!, приймається',
      ru: 'Никнейм с заглавными буквами и спецсимволами, QaTest!, принимается',
      pl: 'Pseudonim z wielkimi literami i znakami specjalnymi, QaTest!, jest akceptowany',
    },
    ['QaTest!', 'Smith'],
    [M.invalidNickname, M.created],
    ['major', 'high'],
  ),
  nicknameAnyAlphabet: spec(
    NICKNAME,
    {
      en: ['cyrillic', 'non-latin', 'latin', 'alphabet', 'тестер'],
      ua: ['кирилиц', 'нелатинськ', 'латинськ', 'алфавіт', 'тестер'],
      ru: ['кирилл', 'нелатинск', 'латинск', 'алфавит', 'тестер'],
      pl: ['cyrylic', 'niełacińsk', 'łacińsk', 'alfabet', 'тестер'],
    },
    ACCEPTED,
    ['major', 'minor'],
    {
      en: 'A Nickname in Cyrillic letters, such as тестер, is accepted',
      ua: 'Нікнейм кирилицею, наприклад тестер, приймається',
      ru: 'Никнейм кириллицей, например тестер, принимается',
      pl: 'Pseudonim zapisany cyrylicą, np. тестер, jest akceptowany',
    },
    ['тестер', 'Smith'],
    [M.invalidNickname, M.created],
    ['minor', 'medium'],
  ),
  lastNameMinRaised: spec(
    LAST_NAME,
    {
      en: ['minimum', 'shortest', '2 characters', 'two characters', 'lower bound', 'lower limit'],
      ua: ['мінімальн', 'найкоротш', '2 символ', 'двох символ', 'нижня меж'],
      ru: ['минимальн', 'самая коротк', '2 символ', 'двух символ', 'нижняя границ', 'нижней границ'],
      pl: ['minimaln', 'najkrótsz', '2 znak', 'dwóch znak', 'dolna granic', 'dolnej granic'],
    },
    REFUSED,
    ['major', 'minor'],
    {
      en: 'A Last Name of 2 characters, the minimum length, is refused',
      ua: 'Прізвище з 2 символів, мінімальної довжини, відхиляється',
      ru: 'Фамилия из 2 символов, минимальной длины, отклоняется',
      pl: 'Nazwisko z 2 znaków, o minimalnej długości, jest odrzucane',
    },
    ['tester', 'Li'],
    [M.created, M.invalidLastName],
    ['major', 'high'],
  ),
  lastNameMinLowered: spec(
    LAST_NAME,
    {
      en: ['minimum', '1 character', 'one character', 'single character', 'single letter', 'too short'],
      ua: ['мінімум', '1 символ', 'одного символ', 'один символ', 'закоротк', 'коротш'],
      ru: ['минимум', '1 символ', 'одного символ', 'один символ', 'короче', 'слишком коротк'],
      pl: ['minimum', '1 znak', 'jednego znak', 'jeden znak', 'krótsz', 'za krótk'],
    },
    ACCEPTED,
    ['major', 'minor'],
    {
      en: 'A Last Name of 1 character, shorter than the minimum, is accepted',
      ua: 'Прізвище з 1 символу, коротше за мінімум, приймається',
      ru: 'Фамилия из 1 символа, короче минимума, принимается',
      pl: 'Nazwisko z 1 znaku, krótsze niż minimum, jest akceptowane',
    },
    ['tester', 'S'],
    [M.invalidLastName, M.created],
    ['minor', 'medium'],
  ),
  lastNameMaxLowered: spec(
    LAST_NAME,
    {
      en: ['maximum', 'longest', '32 characters', 'upper bound', 'upper limit'],
      ua: ['максимальн', 'найдовш', '32 символ', 'верхня меж'],
      ru: ['максимальн', 'самая длинн', '32 символ', 'верхняя границ', 'верхней границ'],
      pl: ['maksymaln', 'najdłuższ', '32 znak', 'górna granic', 'górnej granic'],
    },
    REFUSED,
    ['major', 'minor'],
    {
      en: 'A Last Name of 32 characters, the maximum length, is refused',
      ua: 'Прізвище з 32 символів, максимальної довжини, відхиляється',
      ru: 'Фамилия из 32 символов, максимальной длины, отклоняется',
      pl: 'Nazwisko z 32 znaków, o maksymalnej długości, jest odrzucane',
    },
    ['tester', THIRTY_TWO],
    [M.created, M.invalidLastName],
    ['minor', 'medium'],
  ),
  lastNameMaxRaised: spec(
    LAST_NAME,
    {
      en: ['maximum', '33 characters', 'too long', 'longer', 'upper bound'],
      ua: ['максимум', '33 символ', 'задовг', 'довш', 'верхня меж'],
      ru: ['максимум', '33 символ', 'длиннее', 'слишком длинн', 'верхняя границ'],
      pl: ['maksimum', '33 znak', 'dłuższ', 'za dług', 'górna granic'],
    },
    ACCEPTED,
    ['major', 'minor'],
    {
      en: 'A Last Name of 33 characters, longer than the maximum, is accepted',
      ua: 'Прізвище з 33 символів, довше за максимум, приймається',
      ru: 'Фамилия из 33 символов, длиннее максимума, принимается',
      pl: 'Nazwisko z 33 znaków, dłuższe niż maksimum, jest akceptowane',
    },
    ['tester', `${THIRTY_TWO}g`],
    [M.invalidLastName, M.created],
    ['minor', 'low'],
  ),
  lastNameSpacesCounted: spec(
    LAST_NAME,
    {
      en: ['spaces', 'space', 'around', 'leading', 'trailing'],
      ua: ['пробіл', 'навколо', 'на початку', 'в кінці', 'у кінці'],
      ru: ['пробел', 'вокруг', 'в начале', 'в конце'],
      pl: ['spacj', 'wokół', 'na początku', 'na końcu'],
    },
    join(REFUSED, {
      en: ['counted', 'count', 'not trimmed', 'too long'],
      ua: ['враховую', 'рахую', 'зарахову', 'не обріза'],
      ru: ['учитыва', 'считаю', 'не обреза'],
      pl: ['liczon', 'wliczan', 'nie są obcinan'],
    }),
    ['major', 'minor'],
    {
      en: 'Spaces around the Last Name are counted: a 30-character name with spaces around it is refused',
      ua: 'Пробіли навколо прізвища враховуються: прізвище з 30 символів із пробілами навколо відхиляється',
      ru: 'Пробелы вокруг фамилии учитываются: фамилия из 30 символов с пробелами вокруг отклоняется',
      pl: 'Spacje wokół nazwiska są liczone: nazwisko z 30 znaków ze spacjami wokół jest odrzucane',
    },
    // 30 letters and 4 spaces: refused only where the spaces count, whatever limit a draw moves beside it.
    ['tester', '  Wolfeschlegelsteinhausenberger  '],
    [M.created, M.invalidLastName],
    ['minor', 'low'],
  ),
  lastNameOneWordOnly: spec(
    LAST_NAME,
    {
      en: ['several words', 'multiple words', 'two words', 'multi-word', 'compound', 'de la cruz'],
      ua: ['кількох слів', 'кілька слів', 'складен', 'de la cruz'],
      ru: ['нескольких слов', 'несколько слов', 'составн', 'de la cruz'],
      pl: ['kilku słów', 'kilka słów', 'wieloczłonow', 'złożon', 'de la cruz'],
    },
    REFUSED,
    ['critical', 'major'],
    {
      en: 'A Last Name of several words, such as de la Cruz, is refused',
      ua: 'Прізвище з кількох слів, наприклад de la Cruz, відхиляється',
      ru: 'Фамилия из нескольких слов, например de la Cruz, отклоняется',
      pl: 'Nazwisko z kilku słów, np. de la Cruz, jest odrzucane',
    },
    ['tester', 'de la Cruz'],
    [M.created, M.invalidLastName],
    ['major', 'high'],
  ),
  nicknameUnderscoreRefused: spec(
    NICKNAME,
    {
      en: ['underscore', 'underline'],
      ua: ['підкреслен'],
      ru: ['подчёркиван', 'подчеркиван'],
      pl: ['podkreśl'],
    },
    REFUSED,
    ['major', 'minor'],
    {
      en: 'A Nickname with an underscore, such as qa_anna, is refused',
      ua: 'Нікнейм із підкресленням, наприклад qa_anna, відхиляється',
      ru: 'Никнейм с подчёркиванием, например qa_anna, отклоняется',
      pl: 'Pseudonim z podkreśleniem, np. qa_anna, jest odrzucany',
    },
    ['qa_anna', 'Smith'],
    [M.created, M.invalidNickname],
    ['major', 'high'],
  ),
  nicknameSpacesStripped: spec(
    NICKNAME,
    {
      en: ['space', 'whitespace', 'blank', 'inside'],
      ua: ['пробіл', 'усередині', 'всередині'],
      ru: ['пробел', 'внутри'],
      pl: ['spacj', 'w środku', 'wewnątrz'],
    },
    join(ACCEPTED, {
      en: ['stripped', 'removed', 'ignored'],
      ua: ['ігнору', 'видаля'],
      ru: ['игнориру', 'удаля'],
      pl: ['ignorow', 'usuwan'],
    }),
    ['major', 'minor'],
    {
      en: 'A Nickname with a space inside, such as qa anna, is accepted',
      ua: 'Нікнейм із пробілом усередині, наприклад qa anna, приймається',
      ru: 'Никнейм с пробелом внутри, например qa anna, принимается',
      pl: 'Pseudonim ze spacją w środku, np. qa anna, jest akceptowany',
    },
    ['qa anna', 'Smith'],
    [M.invalidNickname, M.created],
    ['minor', 'medium'],
  ),
  lastNameLatinOnly: spec(
    LAST_NAME,
    {
      en: ['cyrillic', 'non-latin', 'latin', 'alphabet', 'шевченко'],
      ua: ['кирилиц', 'нелатинськ', 'латинськ', 'алфавіт', 'шевченко'],
      ru: ['кирилл', 'нелатинск', 'латинск', 'алфавит', 'шевченко'],
      pl: ['cyrylic', 'niełacińsk', 'łacińsk', 'alfabet', 'шевченко'],
    },
    REFUSED,
    ['critical', 'major'],
    {
      en: 'A Last Name in Cyrillic letters, such as Шевченко, is refused',
      ua: 'Прізвище кирилицею, наприклад Шевченко, відхиляється',
      ru: 'Фамилия кириллицей, например Шевченко, отклоняется',
      pl: 'Nazwisko zapisane cyrylicą, np. Шевченко, jest odrzucane',
    },
    ['tester', 'Шевченко'],
    [M.created, M.invalidLastName],
    ['critical', 'high'],
  ),
  lastNameOptional: spec(
    LAST_NAME,
    {
      en: ['empty', 'blank', 'missing', 'required', 'mandatory'],
      ua: ['порожн', 'обов’язков', "обов'язков", 'не заповнен'],
      ru: ['пуст', 'обязательн', 'не заполнен'],
      pl: ['pust', 'wymagan', 'obowiązkow', 'niewypełnion'],
    },
    join(ACCEPTED, {
      en: ['optional', 'not required', 'without'],
      ua: ['необов', 'без нього'],
      ru: ['необязательн', 'без неё'],
      pl: ['opcjonaln', 'bez niego'],
    }),
    ['critical', 'major'],
    {
      en: 'An empty Last Name is accepted and the profile is created without it',
      ua: 'Порожнє прізвище приймається, і профіль створюється без нього',
      ru: 'Пустая фамилия принимается, и профиль создаётся без неё',
      pl: 'Puste nazwisko jest akceptowane i profil zostaje utworzony bez niego',
    },
    ['tester', ''],
    [M.invalidLastName, M.created],
    ['major', 'high'],
  ),
};

/** Create Profile as an interview hands it over: its requirements, its form, and a report spec per fault. */
export const interview: InterviewSpec = {
  requirements: {
    title: {
      en: 'Create profile form',
      ua: 'Форма створення профілю',
      ru: 'Форма создания профиля',
      pl: 'Formularz tworzenia profilu',
    },
    summary: {
      en: 'The form creates a user profile from a nickname, a last name and a birth year. It validates the fields in order, Nickname first, and shows the message of the first field that breaks its rule; when every field is valid, it creates the profile.',
      ua: 'Форма створює профіль користувача з нікнейма, прізвища та року народження. Вона перевіряє поля по черзі, починаючи з нікнейма, і показує повідомлення першого поля, яке порушує своє правило; якщо всі поля коректні, створює профіль.',
      ru: 'Форма создаёт профиль пользователя из никнейма, фамилии и года рождения. Она проверяет поля по очереди, начиная с никнейма, и показывает сообщение первого поля, которое нарушает своё правило; если все поля корректны, создаёт профиль.',
      pl: 'Formularz tworzy profil użytkownika z pseudonimu, nazwiska i roku urodzenia. Waliduje pola po kolei, zaczynając od pseudonimu, i pokazuje komunikat pierwszego pola, które narusza swoją regułę; gdy wszystkie pola są poprawne, tworzy profil.',
    },
    rules: [
      {
        en: `Nickname: 5 to 8 characters, each a lowercase Latin letter (a–z), a digit or an underscore (_); nothing else, so no capital letters, spaces, letters of other alphabets or other symbols. Otherwise: “${M.invalidNickname.en}”`,
        ua: `Нікнейм: від 5 до 8 символів, кожен — мала латинська літера (a–z), цифра або підкреслення (_); нічого іншого: жодних великих літер, пробілів, літер інших алфавітів чи інших символів. Інакше: «${M.invalidNickname.ua}»`,
        ru: `Никнейм: от 5 до 8 символов, каждый — строчная латинская буква (a–z), цифра или подчёркивание (_); ничего другого: никаких заглавных букв, пробелов, букв других алфавитов или других символов. Иначе: «${M.invalidNickname.ru}»`,
        pl: `Pseudonim: od 5 do 8 znaków, każdy to mała litera łacińska (a–z), cyfra lub podkreślenie (_); nic innego, czyli bez wielkich liter, spacji, liter innych alfabetów i innych symboli. W przeciwnym razie: „${M.invalidNickname.pl}”`,
      },
      {
        en: `Last Name is required: 2 to 32 characters, not only spaces. Letters of any alphabet, spaces between words and other characters are allowed; spaces before and after the name are not counted. Otherwise: “${M.invalidLastName.en}”`,
        ua: `Прізвище обов’язкове: від 2 до 32 символів, не лише пробіли. Дозволені літери будь-якого алфавіту, пробіли між словами та інші символи; пробіли на початку й у кінці не враховуються. Інакше: «${M.invalidLastName.ua}»`,
        ru: `Фамилия обязательна: от 2 до 32 символов, не только пробелы. Допустимы буквы любого алфавита, пробелы между словами и другие символы; пробелы в начале и в конце не учитываются. Иначе: «${M.invalidLastName.ru}»`,
        pl: `Nazwisko jest wymagane: od 2 do 32 znaków, nie same spacje. Dozwolone są litery dowolnego alfabetu, spacje między słowami i inne znaki; spacje na początku i na końcu nie są liczone. W przeciwnym razie: „${M.invalidLastName.pl}”`,
      },
      {
        en: 'Birth Year is chosen from a dropdown of 2000 to 2005; each of them is valid.',
        ua: 'Рік народження обирається зі списку від 2000 до 2005; кожен із них коректний.',
        ru: 'Год рождения выбирается из списка от 2000 до 2005; каждый из них корректен.',
        pl: 'Rok urodzenia wybiera się z listy od 2000 do 2005; każdy z nich jest poprawny.',
      },
      {
        en: 'Nickname is checked first: when both text fields break their rules, the Nickname’s message is shown.',
        ua: 'Нікнейм перевіряється першим: якщо обидва текстові поля порушують свої правила, показується повідомлення про нікнейм.',
        ru: 'Никнейм проверяется первым: если оба текстовых поля нарушают свои правила, показывается сообщение о никнейме.',
        pl: 'Pseudonim jest sprawdzany jako pierwszy: gdy oba pola tekstowe naruszają swoje reguły, wyświetla się komunikat o pseudonimie.',
      },
      {
        en: `When every field is valid: “${M.created.en}”`,
        ua: `Якщо всі поля коректні: «${M.created.ua}»`,
        ru: `Если все поля корректны: «${M.created.ru}»`,
        pl: `Gdy wszystkie pola są poprawne: „${M.created.pl}”`,
      },
    ],
  },
  labels: {
    first: { en: 'Nickname', ua: 'Нікнейм', ru: 'Никнейм', pl: 'Pseudonim' },
    second: { en: 'Last Name', ua: 'Прізвище', ru: 'Фамилия', pl: 'Nazwisko' },
    third: { en: 'Birth Year', ua: 'Рік народження', ru: 'Год рождения', pl: 'Rok urodzenia' },
  },
  messages: { created: M.created, invalidNickname: M.invalidNickname, invalidLastName: M.invalidLastName },
  specs: FAULT_SPECS,
};
