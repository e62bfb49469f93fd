import type { AccountTexts } from './en';

export const pl: AccountTexts = {
  title: {
    login: 'Logowanie',
    register: 'Rejestracja',
    restore: 'Przywracanie hasła',
    dashboard: 'Panel konta',
    notFound: 'Nie znaleziono strony',
  },
  fields: {
    email: 'E-mail',
    password: 'Hasło',
    repeatPassword: 'Powtórz hasło',
    agreement: 'Akceptuję <terms>Regulamin</terms> i <privacy>Politykę prywatności</privacy>.',
  },
  validation: {
    emptyEmail: 'Wpisz adres e-mail.',
    shortPassword: 'Wpisz hasło o długości co najmniej 6 znaków.',
    longPassword: 'Wpisz hasło o długości najwyżej 32 znaków.',
    notMatch: 'Hasła nie są zgodne.',
  },
  notices: {
    errorCredentials: 'Nieprawidłowy e-mail lub hasło.',
    generic: 'Coś poszło nie tak. Spróbuj ponownie później.',
    errorWeakPassword: 'Hasło jest zbyt słabe.',
    emailExists: 'Konto z tym adresem e-mail już istnieje.',
    differentProvider: 'Ten adres e-mail jest już zarejestrowany u innego dostawcy logowania.',
    emailVerification: 'Wysłano e-mail weryfikacyjny!',
    emailVerificationLimit: 'E-mail weryfikacyjny został już wysłany. Poczekaj chwilę.',
    resetSent: 'Wysłano e-mail do resetowania hasła!',
    progressDeleted:
      'Postępy zapisane na Twoim koncie zostały usunięte. Postępy w tej przeglądarce pozostały bez zmian.',
    progressExportFailed: 'Nie udało się pobrać zapisanych postępów. Spróbuj ponownie później.',
    progressDeleteFailed:
      'Nie udało się usunąć zapisanych postępów, więc nic się nie zmieniło. Spróbuj ponownie później.',
  },
  ok: 'OK',
  busy: 'Proszę czekać…',
  login: {
    submit: 'Zaloguj się',
    forgotPassword: 'Nie pamiętasz hasła?',
    noAccount: 'Nie masz jeszcze konta?',
    register: 'Zarejestruj się',
    legal: 'Logując się, akceptujesz <terms>Regulamin</terms> i <privacy>Politykę prywatności</privacy>.',
  },
  register: {
    submit: 'Zarejestruj się',
    haveAccount: 'Masz już konto?',
    login: 'Zaloguj się',
  },
  restore: {
    intro: 'Podaj adres e-mail swojego konta, a wyślemy Ci link do ustawienia nowego hasła.',
    submit: 'Wyślij link',
    login: 'Wróć do logowania',
    register: 'Zarejestruj się',
  },
  dashboard: {
    signedOut: 'Zaloguj się lub zarejestruj, aby zobaczyć odpowiedzi do wyzwań.',
    login: 'Zaloguj się',
    register: 'Zarejestruj się',
    verifyRequest: 'Potwierdź swój adres e-mail: otwórz link z wiadomości, którą Ci wysłaliśmy.',
    resend: 'Wyślij e-mail ponownie',
    verifiedLogin: 'Już potwierdzone? <login>Zaloguj się ponownie</login>, aby odświeżyć stan konta.',
    verified: 'Twój adres e-mail jest potwierdzony.',
    answers: 'Zobacz odpowiedzi do wyzwań',
    logout: 'Wyloguj się',
    progress: 'Twoje postępy',
    storedHeading: 'Postępy zapisane na koncie',
    storedIntro:
      'Twoje postępy są zapisywane na koncie, dzięki czemu masz je także na innych urządzeniach. Możesz pobrać ich kopię albo je usunąć.',
    exportProgress: 'Eksportuj zapisane postępy',
    deleteProgress: 'Usuń zapisane postępy',
    deleteQuestion: 'Usunąć postępy zapisane na Twoim koncie?',
    deleteDetails:
      'Razem z nimi znikną twoje rundy Gry, rekord i nazwa w rankingu. Tej operacji nie można cofnąć. Postępy w tej przeglądarce pozostaną nietknięte i wrócą na konto przy następnym logowaniu lub wtedy, gdy znajdziesz tu coś nowego po zalogowaniu.',
    cancel: 'Anuluj',
    deleteConfirm: 'Usuń',
  },
  notFound: {
    text: 'Strona, której szukasz, nie istnieje.',
    home: 'Wróć na stronę główną',
  },
};
