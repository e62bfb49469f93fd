import type { GeneratorGherkinTexts } from './en';

export const pl: GeneratorGherkinTexts = {
  modeDescription: {
    generator:
      'W trybie generatora nie wpisujesz wartości, tylko budujesz przypadki testowe: wybierz wartość każdego pola i oczekiwany wynik, a potem naciśnij „Sprawdź”. Kombinacja, której wynik nie zgadza się z tym, co formularz naprawdę robi, nie jest przypadkiem testowym; poprawna trafia do twojej tabeli przypadków testowych. Znajdź wszystkie przypadki testowe, jakie ma ten formularz.',
    gherkin:
      'W trybie Gherkin piszesz scenariusze: „Zakładając” dwie wartości, „Gdy” formularz liczy, „Wtedy” oczekiwany wynik. Wybierz obie wartości i wynik, a potem naciśnij „Sprawdź”. Scenariusz, którego wynik nie zgadza się z tym, co formularz naprawdę robi, jest nieprawidłowy; poprawny trafia do twoich scenariuszy. Znajdź wszystkie scenariusze, jakie ma ten formularz.',
  },
  multiplexer: {
    description: [
      'Ten formularz mnoży dwie liczby. Tutaj ich nie wpisujesz: tworzysz przypadki testowe z wartości na listach i oczekiwanego wyniku.',
      'Wykonuj kroki nad formularzem: każdy podpowie, jakie wartości wybrać.',
    ],
    hint: 'Przypadek testowy to para wartości wejściowych i wynik, którego oczekujesz. Zdecyduj o wyniku przed sprawdzeniem.',
    fields: {
      first: { label: 'Pierwsza liczba', placeholder: 'Wybierz pierwszą liczbę' },
      second: { label: 'Druga liczba', placeholder: 'Wybierz drugą liczbę' },
      result: { label: 'Oczekiwany wynik', placeholder: 'Wybierz oczekiwany wynik' },
    },
  },
  attractor: {
    description: [
      'Bramka atrakcji w parku rozrywki sprawdza wzrost każdego gościa w centymetrach i wiek w latach.',
      'Goście niżsi niż 100 cm nie mogą jechać. Goście poniżej 8 lat mogą jechać tylko z osobą dorosłą. Wszyscy pozostali jadą sami.',
    ],
    hint: 'Narysuj tablicę decyzyjną dla obu reguł, a potem sprawdź wartości po obu stronach każdej granicy.',
    fields: {
      first: { label: 'Wzrost (cm)', placeholder: 'Wybierz wzrost' },
      second: { label: 'Wiek (w latach)', placeholder: 'Wybierz wiek' },
      result: { label: 'Oczekiwany wynik', placeholder: 'Wybierz oczekiwany wynik' },
    },
  },
  subtraction: {
    description: [
      'Ten formularz odejmuje drugą liczbę od pierwszej. Opisujesz jego zachowanie scenariuszami „Zakładając/Gdy/Wtedy” utworzonymi z wartości na listach.',
      'Wykonuj kroki nad formularzem: każdy podpowie, jakie wartości wybrać.',
    ],
    hint: 'W odejmowaniu kolejność liczb ma znaczenie. Zdecyduj o wyniku przed sprawdzeniem.',
    fields: {
      first: { label: 'Pierwsza liczba', placeholder: 'Wybierz pierwszą liczbę' },
      second: { label: 'Druga liczba', placeholder: 'Wybierz drugą liczbę' },
      result: { label: 'Oczekiwany wynik', placeholder: 'Wybierz oczekiwany wynik' },
    },
  },
  summation: {
    description: [
      'Ten formularz dodaje dwie liczby. Opisz, co robi, scenariuszami „Zakładając/Gdy/Wtedy”, wybierając wartości z list rozwijanych.',
      'Powinien dokładnie dodawać liczby całkowite (także zero), ujemne i dziesiętne oraz nie psuć się przy literach, pustym polu ani bardzo dużej liczbie.',
    ],
    hint: 'Każdy rodzaj wartości na listach zasługuje na własny scenariusz.',
    fields: {
      first: { label: 'Pierwsza liczba', placeholder: 'Wybierz pierwszą liczbę' },
      second: { label: 'Druga liczba', placeholder: 'Wybierz drugą liczbę' },
      result: { label: 'Oczekiwany wynik', placeholder: 'Wybierz oczekiwany wynik' },
    },
  },
};
