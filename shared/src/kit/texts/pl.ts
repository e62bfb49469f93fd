import type { KitTexts } from './en';

export const pl: KitTexts = {
  casesHeading: 'Przypadki testowe',
  casesCounterLabel: 'Znalezione przypadki testowe',
  outOf: '{{found}} z {{total}}',
  allFound: 'Wszystkie znalezione',
  noneFound: 'Nie znaleziono jeszcze żadnych przypadków testowych.',
  instructionHeading: 'Twoje zadanie',
  step: 'Krok {{step}} z {{total}}',
  foundAllCases: 'Znaleziono wszystkie przypadki!',
  submit: 'Wyślij',
  choose: 'Wybierz…',
  invalidField: 'Ta wartość nie odpowiada instrukcji.',
  resultLabel: 'Wynik',
  followInstructions: 'Postępuj zgodnie z instrukcjami',
  emptyValue: '(puste)',
  loadError: 'Nie udało się wczytać zadania. Spróbuj ponownie później.',
  networkError: 'Brak połączenia z serwerem. Sprawdź połączenie i spróbuj ponownie.',
};
