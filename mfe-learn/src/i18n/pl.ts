import type { LearnTexts } from './en';

export const pl: LearnTexts = {
  modeDescription:
    'W trybie nauki nie musisz zgadywać przypadków testowych. Wykonuj polecenie każdego kroku i wysyłaj wartości, o które prosi: na liście „Przypadki testowe” pojawi się przypadek testowy, który został właśnie sprawdzony, oraz technika, na której się opiera. Kolejny krok staje się dostępny, gdy bieżący zostanie wykonany poprawnie.',
  adder: {
    description: [
      'Ten formularz dodaje dwie liczby: wpisz pierwszą i drugą liczbę, naciśnij „Wyślij” i odczytaj ich sumę w wierszu wyniku.',
    ],
    hint: 'Oprócz zwykłych liczb pomyśl, co jeszcze użytkownik może wpisać w pole liczbowe.',
    fields: {
      first: { label: 'Pierwsza liczba', placeholder: 'Wpisz pierwszą liczbę' },
      second: { label: 'Druga liczba', placeholder: 'Wpisz drugą liczbę' },
    },
  },
  divider: {
    description: [
      'Ten formularz dzieli pierwszą liczbę przez drugą.',
      'Wpisz obie liczby, naciśnij „Wyślij” i odczytaj iloraz w wierszu wyniku.',
    ],
    hint: 'Pomyśl, które liczby dzielenie musi traktować inaczej niż dodawanie.',
    fields: {
      first: { label: 'Pierwsza liczba', placeholder: 'Wpisz pierwszą liczbę' },
      second: { label: 'Druga liczba', placeholder: 'Wpisz drugą liczbę' },
    },
  },
  passwordRestore: {
    description: [
      'Ten formularz ustawia nowe hasło do twojego konta.',
      'Nowe hasło musi mieć od 5 do 15 znaków i zawierać co najmniej jedną małą literę łacińską, jedną wielką literę łacińską, jedną cyfrę i jeden znak specjalny (na przykład ! lub #). Nie może być takie samo jak twoje poprzednie hasło, Qwerty1!. Spacje na początku lub na końcu nie czynią hasła innym.',
    ],
    hint: 'Łam jedną zasadę naraz, a wszystkie pozostałe spełniaj — wtedy odpowiedź pokaże, którą zasadę sprawdził formularz.',
    fields: {
      newPassword: { label: 'Nowe hasło', placeholder: 'Wpisz nowe hasło' },
    },
  },
  updateNickname: {
    description: [
      'Ten formularz aktualizuje twój pseudonim, imię i nazwisko.',
      'Pseudonim: od 5 do 8 znaków, każdy to mała litera łacińska (a–z), cyfra lub podkreślenie (_). Imię: od 2 do 32 znaków. Nazwisko: od 2 do 32 znaków.',
    ],
    hint: 'Sprawdzaj jedno pole naraz, a pozostałe dwa zostawiaj poprawne — wtedy każda odpowiedź powie ci coś o jednej zasadzie.',
    fields: {
      nickname: { label: 'Pseudonim', placeholder: 'Wpisz pseudonim', template: 'qa_anna' },
      firstName: { label: 'Imię', placeholder: 'Wpisz swoje imię', template: 'Anna' },
      lastName: { label: 'Nazwisko', placeholder: 'Wpisz swoje nazwisko', template: 'Kowalska' },
    },
  },
};
