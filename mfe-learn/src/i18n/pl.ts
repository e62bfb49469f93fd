import type { LearnTexts } from './en';

export const pl: LearnTexts = {
  adder: {
    pageTitle: 'Dodawanie',
    description: [
      'Ten formularz dodaje dwie liczby: wpisz pierwszą i drugą liczbę, naciśnij „Wyślij” i odczytaj ich sumę w wierszu wyniku.',
      'W trybie nauki nie musisz zgadywać przypadków testowych. Wykonuj polecenie każdego kroku i wysyłaj wartości, o które prosi: lista z boku nazwie przypadek testowy, który właśnie sprawdziłeś, oraz technikę, która za nim stoi. Następny krok pojawia się, gdy bieżący zostanie wykonany poprawnie.',
    ],
    fields: {
      first: { label: 'Pierwsza liczba', placeholder: 'Wpisz pierwszą liczbę' },
      second: { label: 'Druga liczba', placeholder: 'Wpisz drugą liczbę' },
    },
  },
  comingSoon: {
    title: '{{name}}: wkrótce',
    text: 'To zadanie w trybie nauki jest jeszcze w przygotowaniu. W międzyczasie wypróbuj jedno z gotowych.',
    listHeading: 'Zadania w trybie nauki',
    badge: 'wkrótce',
  },
  notFound: {
    title: 'Nie znaleziono zadania',
    text: 'Nie ma zadania w trybie nauki o tej nazwie. Wybierz jedno z tych.',
  },
};
