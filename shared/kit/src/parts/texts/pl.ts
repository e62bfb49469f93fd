import type { PartTexts } from './en';

export const pl: PartTexts = {
  validate: 'Sprawdź',
  emptyOption: '(puste pole)',
  completedForm: 'To wyzwanie jest ukończone',
  resetOverlayText:
    'To wyzwanie jest już ukończone. Naciśnij „Resetuj” pod formularzem, aby przejść je ponownie.',
  testCasesHeading: 'Twoje przypadki testowe',
  scenariosHeading: 'Twoje scenariusze',
  testCaseNumber: 'Przypadek testowy {{n}}',
  scenarioNumber: 'Scenariusz {{n}}',
  expectedResultColumn: 'Oczekiwany wynik',
  noTestCases: 'Nie ma jeszcze przypadków testowych: zbuduj pierwszy za pomocą formularza.',
  noScenarios: 'Nie ma jeszcze scenariuszy: zbuduj pierwszy za pomocą formularza.',
  checklistHeading: 'Lista kontrolna',
  givenLine: 'Zakładając, że {{field}} to {{value}}',
  andLine: 'Oraz {{field}} to {{value}}',
  whenLine: 'Gdy formularz zostanie wysłany',
  thenLine: 'Wtedy {{result}}',
  thenValueLine: 'Wtedy {{result}}: „{{value}}”',
  sandboxHeading: 'Twoja piaskownica API',
  sandboxText:
    'Wywołuj API z curl, Postmana lub własnego kodu z tym kluczem: każdy przypadek testowy i błąd znaleziony w ten sposób też liczy się tutaj.',
  testerKey: 'Klucz testera',
  baseUrl: 'Adres bazowy',
  apiDocs: 'Dokumentacja API',
  curlExample: 'Wypróbuj',
  copy: 'Kopiuj',
  copied: 'Skopiowano',
};
