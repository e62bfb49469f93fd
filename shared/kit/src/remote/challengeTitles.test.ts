import { CHALLENGES, i18n, LANGUAGES, loadTexts, type Language } from '@qa/shared';
import { challengeTitleKeys } from './challengeTitle';

/** Each remote's namespace and the folder of its language files. */
const REMOTES = {
  learn: 'mfe-learn',
  scripted: 'mfe-scripted',
  generatorGherkin: 'mfe-generator-gherkin',
  functional: 'mfe-functional',
  exploratoryApi: 'mfe-exploratory-api',
} as const;

/** The namespace of each group's remote (REMOTE_BY_GROUP, by the remotes' text namespaces). */
const NAMESPACE_OF_GROUP = {
  learn: 'learn',
  scripted: 'scripted',
  generator: 'generatorGherkin',
  gherkin: 'generatorGherkin',
  functional: 'functional',
  apiTesting: 'exploratoryApi',
  exploratory: 'exploratoryApi',
} as const;

/**
 * Every challenge page's title as learners saw it when each remote still wrote its own copy of the name: the
 * catalogue's name is the title now, and no page may read differently for it.
 */
const TITLES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  adder: { en: 'Addition', ua: 'Додавання', ru: 'Сложение', pl: 'Dodawanie' },
  divider: { en: 'Division', ua: 'Ділення', ru: 'Деление', pl: 'Dzielenie' },
  passwordRestore: {
    en: 'Password Restore',
    ua: 'Відновлення пароля',
    ru: 'Восстановление пароля',
    pl: 'Odzyskiwanie hasła',
  },
  updateNickname: {
    en: 'Update Profile',
    ua: 'Оновлення профілю',
    ru: 'Обновление профиля',
    pl: 'Aktualizacja profilu',
  },
  multiplier: { en: 'Multiplication', ua: 'Множення', ru: 'Умножение', pl: 'Mnożenie' },
  divide: { en: 'Division', ua: 'Ділення', ru: 'Деление', pl: 'Dzielenie' },
  passwordValidation: {
    en: 'Password Validation',
    ua: 'Перевірка пароля',
    ru: 'Проверка пароля',
    pl: 'Walidacja hasła',
  },
  createProfile: {
    en: 'Create Profile',
    ua: 'Створення профілю',
    ru: 'Создание профиля',
    pl: 'Tworzenie profilu',
  },
  currencyConverter: {
    en: 'Currency Converter',
    ua: 'Конвертер валют',
    ru: 'Конвертер валют',
    pl: 'Przelicznik walut',
  },
  multiplexer: { en: 'Multiplication', ua: 'Множення', ru: 'Умножение', pl: 'Mnożenie' },
  attractor: { en: 'Attraction', ua: 'Атракціон', ru: 'Аттракцион', pl: 'Atrakcja' },
  subtraction: { en: 'Subtraction', ua: 'Віднімання', ru: 'Вычитание', pl: 'Odejmowanie' },
  summation: { en: 'Summation', ua: 'Підсумовування', ru: 'Суммирование', pl: 'Sumowanie' },
  bookHotel: {
    en: 'Book a Hotel',
    ua: 'Бронювання готелю',
    ru: 'Бронирование отеля',
    pl: 'Rezerwacja hotelu',
  },
  todoList: { en: 'To-do List', ua: 'Список справ', ru: 'Список дел', pl: 'Lista zadań' },
  plusser: { en: 'Addition API', ua: 'API додавання', ru: 'API сложения', pl: 'API dodawania' },
  userCrud: { en: 'User API', ua: 'API користувачів', ru: 'API пользователей', pl: 'API użytkowników' },
  calculator: { en: 'Calculator', ua: 'Калькулятор', ru: 'Калькулятор', pl: 'Kalkulator' },
  restorePassword: {
    en: 'Restore Password',
    ua: 'Відновити пароль',
    ru: 'Восстановить пароль',
    pl: 'Przywracanie hasła',
  },
  bookDesk: {
    en: 'Book a Desk',
    ua: 'Бронювання робочого місця',
    ru: 'Бронирование рабочего места',
    pl: 'Rezerwacja biurka',
  },
  division: { en: 'Division', ua: 'Ділення', ru: 'Деление', pl: 'Dzielenie' },
  newsletter: { en: 'Newsletter', ua: 'Розсилка', ru: 'Рассылка', pl: 'Newsletter' },
  triangle: { en: 'Triangle', ua: 'Трикутник', ru: 'Треугольник', pl: 'Trójkąt' },
};

beforeAll(async () => {
  for (const [namespace, folder] of Object.entries(REMOTES)) {
    for (const language of LANGUAGES) {
      const texts = ((await import(`../../../../${folder}/src/i18n/${language}`)) as Record<string, object>)[
        language
      ];
      i18n.addResourceBundle(language, namespace, texts ?? {}, true, true);
    }
  }
  await loadTexts(LANGUAGES);
});

describe.each(LANGUAGES)('challenge page titles in %s', (language) => {
  it('are the titles every page had before', () => {
    const titles = Object.fromEntries(
      CHALLENGES.map(({ key, group }) => [
        key,
        i18n.getFixedT(language, NAMESPACE_OF_GROUP[group])(challengeTitleKeys(key)),
      ]),
    );
    expect(titles).toEqual(
      Object.fromEntries(Object.entries(TITLES).map(([key, title]) => [key, title[language]])),
    );
  });
});
