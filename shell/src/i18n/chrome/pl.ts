import type { ChromeTexts } from './en';

export const pl: ChromeTexts = {
  appName: 'QA Practice Simulator',
  loading: 'Ładowanie…',
  skipToContent: 'Przejdź do treści głównej',
  remote: {
    unavailable: 'Nie udało się załadować tej części symulatora.',
    retry: 'Spróbuj ponownie',
    siteTooOld:
      'Ta część aplikacji wymaga nowszej wersji strony. Odśwież stronę; jeśli to nie pomoże, daj nam znać.',
    remoteTooOld:
      'Ta część aplikacji powstała dla wcześniejszej wersji strony i właśnie ją aktualizujemy. Spróbuj ponownie później; jeśli to nie pomoże, daj nam znać.',
    reload: 'Odśwież stronę',
  },
  menu: {
    label: 'Nawigacja główna',
    home: 'Strona główna',
    list: 'Lista wyzwań',
    progress: 'Moje postępy',
    assessment: 'Ocena dla subskrybentów',
    game: 'Gra',
    interview: 'Symulacja rozmowy kwalifikacyjnej',
    classroom: 'Klasy',
  },
  topBar: {
    menu: 'Menu',
    account: 'Konto',
    login: 'Zaloguj się',
    register: 'Zarejestruj się',
    dashboard: 'Panel',
    logout: 'Wyloguj się',
    language: 'Język',
  },
  footer: {
    label: 'Informacje o stronie',
    about: 'O symulatorze',
    terms: 'Regulamin',
    privacy: 'Polityka prywatności',
    feedback: 'Zostaw opinię',
    social: 'Media społecznościowe',
    copyright: '© {{year}} QA Practice Simulator',
  },
  home: {
    title: 'Ucz się testowania manualnego w praktyce',
    intro:
      'Każde wyzwanie to mały formularz z ukrytymi regułami. Wprowadzaj dane, czytaj wynik i odkrywaj przypadki testowe oraz błędy, tak jak w prawdziwym projekcie.',
    learn:
      'Dopiero zaczynasz przygodę z testowaniem? Rozpocznij od wyzwań z grupy „Nauka”: instrukcje krok po kroku pokażą, co sprawdzić i dlaczego.',
    start: 'Zacznij',
    more: 'Potem ćwicz we własnym tempie: testy skryptowe, generator przypadków testowych, Gherkin, testy funkcjonalne, API i eksploracyjne. Twoje postępy zostają w przeglądarce.',
    allChallenges: 'Zobacz wszystkie wyzwania',
  },
  notFound: {
    title: 'Nie znaleziono strony',
    text: 'Strona, której szukasz, nie istnieje.',
    home: 'Wróć na stronę główną',
  },
  assessment: {
    title: 'Ocena przed rozmową kwalifikacyjną',
    description:
      'Dla subskrybentów: instrukcja krok po kroku, jak samodzielnie przećwiczyć zadanie praktyczne z rozmowy kwalifikacyjnej na stanowisko QA na wyzwaniach symulatora i porównać swoje wyniki z odpowiedziami. Jeśli chcesz sesji z limitem czasu, którą ktoś oceni za ciebie, wybierz z menu bezpłatną „Symulację rozmowy kwalifikacyjnej”.',
    subscribersOnly: 'Ocena jest dostępna dla zarejestrowanych użytkowników z aktywną subskrypcją.',
  },
  cookies: {
    title: 'Pliki cookie i pamięć przeglądarki',
    text: 'Używamy plików cookie i pamięci przeglądarki, aby utrzymać twoją sesję logowania, zapamiętać twoje postępy i ustawienia oraz zrozumieć, jak korzysta się z symulatora.',
    privacy: 'Przeczytaj politykę prywatności',
    accept: 'Akceptuję',
  },
  notifications: {
    label: 'Powiadomienia (Alt+T)',
    close: 'Zamknij powiadomienie',
  },
};
