import type { ScriptedTexts } from './en';

export const pl: ScriptedTexts = {
  modeDescription:
    'Na liście „Przypadki testowe” znajdziesz przypadki testowe do wykonania. Wykonuj je w dowolnej kolejności: przypadek zostaje oznaczony, gdy tylko pokryje go któraś z twoich prób.',
  multiplier: {
    description: [
      'Ten formularz mnoży dwie liczby.',
      'Wpisz pierwszą i drugą liczbę, naciśnij „Wyślij” i odczytaj ich iloczyn w wierszu wyniku.',
    ],
    hint: 'Oprócz zwykłych liczb pomyśl, co jeszcze użytkownik może wpisać w pole liczbowe.',
    fields: {
      first: { label: 'Pierwsza liczba', placeholder: 'Wpisz pierwszą liczbę' },
      second: { label: 'Druga liczba', placeholder: 'Wpisz drugą liczbę' },
    },
  },
  divide: {
    description: [
      'Ten formularz dzieli pierwszą liczbę przez drugą.',
      'Wpisz obie liczby, naciśnij „Wyślij” i odczytaj iloraz w wierszu wyniku.',
    ],
    hint: 'Pomyśl, które liczby dzielenie musi traktować inaczej niż mnożenie.',
    fields: {
      first: { label: 'Pierwsza liczba', placeholder: 'Wpisz pierwszą liczbę' },
      second: { label: 'Druga liczba', placeholder: 'Wpisz drugą liczbę' },
    },
  },
  passwordValidation: {
    description: [
      'Ten formularz sprawdza, czy hasło spełnia zasady.',
      'Poprawne hasło ma od 5 do 15 znaków i zawiera co najmniej jedną małą literę łacińską, jedną wielką literę łacińską, jedną cyfrę i jeden znak specjalny (na przykład ! lub #). Nie może być takie samo jak poprzednie hasło, Qwerty1!. Spacje na początku lub na końcu nie czynią hasła innym.',
    ],
    hint: 'Łam jedną zasadę naraz, a wszystkie pozostałe spełniaj — wtedy odpowiedź pokaże, którą zasadę sprawdził formularz.',
    fields: {
      password: { label: 'Hasło', placeholder: 'Wpisz hasło' },
    },
  },
  createProfile: {
    description: [
      'Ten formularz tworzy profil z pseudonimu, nazwiska i roku urodzenia.',
      'Pseudonim: od 5 do 8 znaków, każdy to mała litera łacińska (a–z), cyfra lub podkreślenie (_). Nazwisko: od 2 do 32 znaków, nie same spacje; spacje na początku i na końcu nie są liczone. Rok urodzenia: od 2000 do 2005.',
    ],
    hint: 'Sprawdzaj jedno pole naraz, a pozostałe zostawiaj poprawne — wtedy każda odpowiedź powie ci coś o jednej zasadzie.',
    fields: {
      nickname: { label: 'Pseudonim', placeholder: 'Wpisz pseudonim', template: 'qa_anna' },
      lastName: { label: 'Nazwisko', placeholder: 'Wpisz swoje nazwisko', template: 'Kowalska' },
      birthYear: { label: 'Rok urodzenia', placeholder: 'Wybierz rok' },
    },
  },
  currencyConverter: {
    description: [
      'Ten formularz przelicza kwotę pieniędzy z jednej waluty na drugą.',
      'Wpisz kwotę, wybierz walutę, z której przeliczasz, i walutę, na którą przeliczasz, naciśnij „Wyślij” i odczytaj przeliczoną kwotę w wierszu wyniku.',
      'Kursy wymiany: GBP na EUR 1 : 1,2, EUR na USD 1 : 1,1, GBP na USD 1 : 1,3.',
    ],
    hint: 'Wypróbuj każdą parę walut i zastanów się, jakie kwoty pieniędzy nie mają sensu.',
    fields: {
      amount: { label: 'Kwota', placeholder: 'Wpisz kwotę' },
      from: { label: 'Z waluty', placeholder: 'Wybierz walutę' },
      to: { label: 'Na walutę', placeholder: 'Wybierz walutę' },
    },
  },
};
