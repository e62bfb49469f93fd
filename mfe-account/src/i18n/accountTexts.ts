import type { Texts } from '@qa/shared';

/** Texts of the account remote (namespace 'account'); the screens themselves come in a later issue. */
export const accountTexts: Texts = {
  en: {
    title: { login: 'Login', register: 'Register', restore: 'Restore password', dashboard: 'Dashboard' },
    comingSoon: 'Account screens are being built. Challenges work without an account.',
    unknownAction: 'The page you are looking for does not exist.',
  },
  ua: {
    title: {
      login: 'Вхід',
      register: 'Реєстрація',
      restore: 'Відновлення пароля',
      dashboard: 'Особистий кабінет',
    },
    comingSoon: 'Сторінки облікового запису ще в розробці. Завдання працюють і без облікового запису.',
    unknownAction: 'Сторінка, яку ви шукаєте, не існує.',
  },
  ru: {
    title: {
      login: 'Вход',
      register: 'Регистрация',
      restore: 'Восстановление пароля',
      dashboard: 'Личный кабинет',
    },
    comingSoon: 'Страницы учётной записи ещё в разработке. Задания работают и без учётной записи.',
    unknownAction: 'Страница, которую вы ищете, не существует.',
  },
  pl: {
    title: {
      login: 'Logowanie',
      register: 'Rejestracja',
      restore: 'Przywracanie hasła',
      dashboard: 'Panel konta',
    },
    comingSoon: 'Ekrany konta są w przygotowaniu. Wyzwania działają bez konta.',
    unknownAction: 'Strona, której szukasz, nie istnieje.',
  },
};
