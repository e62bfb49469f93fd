import type { SlavicTexts } from '@qa/shared';
import type { TestDesignTexts } from './en';

export const pl: SlavicTexts<TestDesignTexts> = {
  intro:
    'Zapisz przypadki testowe, które byś wykonał: wartość dla każdego pola i oczekiwany rezultat. Twoja tabela jest uruchamiana na poprawnym buildzie i na buildach z typowymi podłożonymi błędami.',
  firstRunsRule:
    'Przypadek testowy daje punkty tylko wtedy, gdy jego oczekiwany rezultat był poprawny przy pierwszym uruchomieniu z tymi wartościami. Gdy uruchomienie pokazało już poprawną odpowiedź, zmienione oczekiwanie nie daje punktów: sprawdź tę samą klasę danych wejściowych innymi wartościami.',
  runsInOrder:
    'Twoje przypadki testowe są uruchamiane po kolei na jednej świeżej kopii danych: każdy widzi to, co poprzednie utworzyły, zmieniły lub usunęły.',
  tableCaption: 'Twoje przypadki testowe',
  rowHeader: 'Nr',
  expected: 'Oczekiwany rezultat',
  verdict: 'Wynik',
  actions: 'Akcje',
  choose: 'Wybierz…',
  cellLabel: '{{field}}, przypadek testowy {{number}}',
  expectedLabel: 'Oczekiwany rezultat, przypadek testowy {{number}}',
  moveUp: 'Przesuń przypadek testowy {{number}} w górę',
  moveDown: 'Przesuń przypadek testowy {{number}} w dół',
  remove: 'Usuń przypadek testowy {{number}}',
  addRow: 'Dodaj przypadek testowy',
  addFormValues: 'Dodaj wartości z formularza',
  exportCsv: 'Eksportuj do CSV',
  pasteHint:
    'Do dowolnej komórki możesz wkleić wiersze z arkusza: najpierw wartości pól, potem oczekiwany rezultat.',
  emptyTable: 'Nie ma jeszcze przypadków testowych. Dodaj pierwszy albo wklej wiersze z arkusza.',
  rowLimit_one: 'Tabela mieści najwyżej {{count, number}} przypadek testowy; pominięte wiersze: {{left}}.',
  rowLimit_few: 'Tabela mieści najwyżej {{count, number}} przypadki testowe; pominięte wiersze: {{left}}.',
  rowLimit_many:
    'Tabela mieści najwyżej {{count, number}} przypadków testowych; pominięte wiersze: {{left}}.',
  rowLimit_other:
    'Tabela mieści najwyżej {{count, number}} przypadku testowego; pominięte wiersze: {{left}}.',
  unknownOutcomes: 'Tego nie ma wśród oczekiwanych rezultatów, więc wybierz samodzielnie: {{outcomes}}',
  run: 'Uruchom moje testy',
  chooseExpected: 'Wybierz oczekiwany rezultat każdego przypadku testowego, a potem uruchom testy.',
  passes: 'Przechodzi na poprawnym buildzie',
  wrongExpectation: 'Błędne oczekiwanie: poprawny build odpowiedział „{{outcome}}”',
  wrongRule: 'Klasa danych wejściowych tych wartości: {{rule}}',
  catchesAlone: 'Wykrywa wariant, którego nie wykrywa żaden inny przypadek testowy',
  catchesShared: 'Wykrywa tylko warianty, które wykrywają też inne przypadki testowe',
  catchesNothing: 'Nie wykrywa żadnego wariantu',
  answerSeen:
    'Nie daje punktów: te wartości były już uruchamiane z innym oczekiwanym rezultatem i pokazano poprawną odpowiedź. Sprawdź tę klasę danych wejściowych innymi wartościami.',
  overLimit_one:
    'Nie daje punktów: w tym wyzwaniu uruchomiono już {{count, number}} zestaw wartości i liczy się tylko on.',
  overLimit_few:
    'Nie daje punktów: w tym wyzwaniu uruchomiono już {{count, number}} różne zestawy wartości i liczą się tylko one.',
  overLimit_many:
    'Nie daje punktów: w tym wyzwaniu uruchomiono już {{count, number}} różnych zestawów wartości i liczą się tylko one.',
  overLimit_other:
    'Nie daje punktów: w tym wyzwaniu uruchomiono już {{count, number}} różnego zestawu wartości i liczą się tylko one.',
  redundantSee:
    'Nadmiarowy: wykrywane przez niego warianty i jego klasa danych wejściowych są już sprawdzone (zob. nr {{rows}})',
  redundantNothing: 'Nadmiarowy: nie wykrywa żadnego wariantu i nie pokrywa własnej klasy danych wejściowych',
  resultsHeading: 'Wyniki twoich testów',
  variantsCaught: 'Wykryte warianty: {{caught}} z {{total}}',
  missedHeading: 'Błędy, które twoje testy przeoczyły',
  missedInField: '{{technique}}, pole „{{field}}”',
  missedAcrossFields: '{{technique}}, kilka pól razem',
  uncovered: 'Niepokryte klasy danych wejściowych: {{count}}',
  uncoveredTechniques: 'Techniki dla niepokrytych klas danych wejściowych',
  score: 'Wynik punktowy: {{score}} na 100',
  technique: 'Technika (opcjonalnie)',
  techniqueLabel: 'Technika, przypadek testowy {{number}}',
  submissions: 'Wartości wysłane w tej karcie ({{count}}): dodaj dowolne jako przypadek testowy',
  addSubmission: 'Dodaj wysłane wartości {{values}} jako przypadek testowy',
  noSubmissions: 'Tu pojawią się wartości wysłane w tej karcie, gotowe do dodania jako przypadki testowe.',
  covered: 'Pokryte klasy danych wejściowych: {{covered}} z {{total}}',
  scoreRule:
    'Do 80 punktów za wykryte warianty z błędami i do 20 za pokryte klasy danych wejściowych, minus 10 za każde błędne oczekiwanie.',
  redundantCount: 'Nadmiarowe przypadki testowe: {{count}}',
  efficiency_one: 'Efektywność: {{count, number}} przypadek testowy na jeden wykryty wariant',
  efficiency_few: 'Efektywność: {{count, number}} przypadki testowe na jeden wykryty wariant',
  efficiency_many: 'Efektywność: {{count, number}} przypadków testowych na jeden wykryty wariant',
  efficiency_other: 'Efektywność: {{count, number}} przypadku testowego na jeden wykryty wariant',
  bestRun_one:
    'Twój najlepszy przebieg zapisano w postępach: wykryto {{caught}} z {{count}} wariantu, wynik {{score}} na 100.',
  bestRun_few:
    'Twój najlepszy przebieg zapisano w postępach: wykryto {{caught}} z {{count}} wariantów, wynik {{score}} na 100.',
  bestRun_many:
    'Twój najlepszy przebieg zapisano w postępach: wykryto {{caught}} z {{count}} wariantów, wynik {{score}} na 100.',
  bestRun_other:
    'Twój najlepszy przebieg zapisano w postępach: wykryto {{caught}} z {{count}} wariantu, wynik {{score}} na 100.',
  buildLegend: 'Testowany build',
  build1: 'Build 1',
  build2: 'Build 2 (nowe wydanie)',
  releaseNoteHeading: 'Informacje o wydaniu',
  build2Intro:
    'Uruchom swoje przypadki testowe na buildzie 2. Dla każdego, który nie przechodzi, wybierz werdykt: zamierzona zmiana (oczekiwany rezultat zostaje zaktualizowany do odpowiedzi buildu 2) albo regresja (błąd). Potem uruchom je ponownie, aby sprawdzić swoje werdykty.',
  markHeader: 'Twój werdykt',
  markLabel: 'Twój werdykt, przypadek testowy {{number}}',
  markNone: '—',
  markIntended: 'Zamierzona zmiana: zaktualizuj oczekiwany rezultat',
  markRegression: 'Regresja: błąd',
  passesBuild2: 'Przechodzi na buildzie 2',
  failsBuild2: 'Nie przechodzi na buildzie 2: odpowiedź to „{{outcome}}”',
  markRight: 'Twój werdykt jest trafny',
  markWrong: 'Twój werdykt jest błędny',
  markMissing: 'Nie przechodzi lub nie zgadza się już z wymaganiami: wybierz werdykt',
  build2ResultsHeading: 'Wyniki na buildzie 2',
  changeFound: 'Zamierzona zmiana znaleziona: jej przypadek testowy oczekuje teraz nowego zachowania.',
  changeNotFound: 'Żaden przypadek testowy nie jest jeszcze poprawnie oznaczony jako zamierzona zmiana.',
  regressionFound: 'Regresja znaleziona.',
  regressionNotFound: 'Żaden przypadek testowy nie jest jeszcze poprawnie oznaczony jako regresja.',
  passesReference: 'Wszystkie oczekiwane rezultaty zgadzają się ze zmienionymi wymaganiami.',
  notPassesReference: 'Niektóre oczekiwane rezultaty nie zgadzają się jeszcze ze zmienionymi wymaganiami.',
  loadError: 'Nie udało się wczytać ćwiczenia z projektowania testów. Spróbuj ponownie później.',
  ranUnderTest:
    'Uruchomiono na testowanym buildzie: porównaj to, co pokazał dla każdego wiersza, z oczekiwanym rezultatem. Tabela zostanie oceniona po zakończeniu sesji.',
  shownUnderTest: 'Build pokazał: {{shown}}',
  runError: 'Nie udało się uruchomić twoich testów. Spróbuj ponownie później.',
  networkError: 'Brak połączenia z serwerem. Sprawdź połączenie i spróbuj ponownie.',
  fileName: 'przypadki-testowe',
};
