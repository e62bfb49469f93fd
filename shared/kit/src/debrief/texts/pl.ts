import type { DebriefTexts } from './en';

export const pl: DebriefTexts = {
  caseFoundWith: 'Przypadek testowy znaleziony dzięki technice: {{technique}}',
  bugFoundWith: 'Błąd znaleziony dzięki technice: {{technique}}',
  bothFoundWith: 'Przypadek testowy i błąd znalezione dzięki technice: {{technique}}',
  askedInInterviews: 'Pytanie z rozmów rekrutacyjnych:',
  techniques: {
    equivalencePartitioning: {
      why: 'Wartości, które system obsługuje tak samo, tworzą jedną klasę, więc jedna wartość sprawdza je wszystkie. W prawdziwym projekcie dzięki temu kilka testów zamiast setek pokrywa cały formularz, a ty dostrzegasz klasę, dla której nikt jeszcze nie napisał testu. Właśnie tego w pierwszej kolejności szuka osoba, która przegląda twój projekt testów.',
      question: 'Jak zdecydować, które wartości sprawdzić, skoro nie da się sprawdzić wszystkich?',
    },
    boundaryValues: {
      why: 'Błędy gromadzą się na granicach: „<” tam, gdzie miało być „<=”, limit liczony od zera zamiast od jedynki. Sprawdzenie samej granicy oraz wartości tuż przed nią i tuż za nią wyłapuje je kilkoma przypadkami testowymi. W prawdziwym projekcie limity często się zmieniają (nowa maksymalna kwota, dłuższe imię), a zauważają to właśnie testy wartości brzegowych.',
      question: 'Hasło musi mieć od 8 do 16 znaków. Jakie długości sprawdzisz?',
    },
    decisionTable: {
      why: 'Gdy wynik zależy od kilku warunków naraz (rabat dla uczestników programu lojalnościowego w weekendy, ale nie na produkty w promocji), tablica decyzyjna ze wszystkimi kombinacjami pokazuje reguły, których nikt nie przemyślał. W prawdziwym projekcie zamienia mglisty wymóg w pytania do analityka, zanim powstanie kod, a każda kolumna staje się testem.',
      question: 'Jak przetestujesz funkcję, której wynik zależy od kombinacji trzech warunków?',
    },
    stateTransition: {
      why: 'Wiele błędów ujawnia się dopiero przy określonej kolejności działań: opłacenie anulowanego już zamówienia albo ponowne logowanie po zablokowaniu konta. Diagram stanów i przejść między nimi pokazuje, które przejścia są dozwolone, a które system powinien odrzucić. W prawdziwym projekcie defekty kryją się właśnie w przejściach zabronionych, bo nikt nie próbuje ich celowo.',
      question:
        'Jak przetestujesz zamówienie, które przechodzi przez stany „utworzone”, „opłacone”, „wysłane”, „dostarczone” i na każdym etapie może zostać anulowane?',
    },
    errorGuessing: {
      why: 'Doświadczenie podpowiada testerowi, gdzie programiści mylą się najczęściej: puste pole, spacje wokół wartości, zero, bardzo długi tekst, znaki specjalne, znaczniki HTML. Świadome sprawdzanie takich przypadków wyłapuje błędy, o których nie wspomina żadna specyfikacja. W prawdziwym projekcie ta technika uzupełnia techniki formalne, a nie je zastępuje, a własna lista kontrolna typowych słabych punktów sprawia, że da się ją powtarzać.',
      question: 'Co sprawdzisz w nowym polu formularza poza tym, co opisują wymagania, i dlaczego?',
    },
  },
};
