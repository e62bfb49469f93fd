import type { SlavicTexts } from '@qa/shared';
import type { FunctionalTexts } from './en';

export const pl: SlavicTexts<FunctionalTexts> = {
  modeDescription:
    'W trybie funkcjonalnym testujesz nie formularz, lecz małą działającą aplikację. Korzystaj z niej najpierw jak użytkownik, a potem jak tester: każdy znaleziony przypadek testowy i błąd pojawia się na odpowiedniej liście.',
  bookHotel: {
    description: [
      'Znajdź nocleg: posortuj i przefiltruj listę, a potem sprawdź, co pokazuje tabela.',
      'Sortuj w kolejności polecanej, według ceny (od najniższej lub od najwyższej) albo odległości od centrum; filtruj według oceny (7,0 i wyżej lub 9,0 i wyżej) albo rodzaju noclegu. W aplikacji jest dziewięć przypadków testowych i trzy błędy do znalezienia.',
    ],
    hint: 'Porównuj tabelę z tym, co wybierasz, wiersz po wierszu: kolejność, które miejsca przepuszcza filtr, i każdą pokazaną liczbę.',
    fields: {
      sort: { label: 'Sortowanie', placeholder: 'Wybierz kolejność' },
      filter: { label: 'Filtr', placeholder: 'Wybierz filtr' },
    },
    app: {
      heading: 'Znajdź swój hotel',
      sortBy: 'Sortowanie',
      filterBy: 'Filtr',
      search: 'Szukaj',
      columns: {
        name: 'Nocleg',
        rating: 'Ocena',
        distance: 'Odległość od centrum',
        price: 'Cena za noc',
      },
      types: { hotel: 'Hotel', house: 'Dom', camping: 'Kemping' },
      reviews_one: '{{count, number}} opinia',
      reviews_few: '{{count, number}} opinie',
      reviews_many: '{{count, number}} opinii',
      reviews_other: '{{count, number}} opinii',
      km: '{{distance}} km',
      unreadable: 'Nie udało się odczytać listy hoteli: {{message}}',
      shown: 'Sortowanie: „{{sort}}”. Filtr: „{{filter}}”. Liczba wyświetlonych miejsc: {{shown}}.',
    },
  },
  todoList: {
    description: [
      'Lista zadań: twórz zadania, oznaczaj je jako wykonane lub znów aktywne, filtruj je i usuwaj.',
      'Nazwa zadania może zawierać litery, cyfry i spacje, najwyżej 255 znaków. Lista mieści najwyżej 5 zadań: gdy jest pełna, przycisk „Utwórz zadanie” jest wyłączony. W aplikacji jest dziewiętnaście przypadków testowych i trzy błędy do znalezienia.',
    ],
    hint: 'Każdy limit z opisu to granica do sprawdzenia z obu stron. Czy aplikacja dotrzymuje każdej obietnicy?',
    fields: {
      value: { label: 'Zadanie lub wybór' },
      count: { label: 'Zadań na liście' },
      action: { label: 'Czynność' },
    },
    app: {
      heading: 'Formularz, który testujesz',
      newTask: 'Nowe zadanie',
      placeholder: 'Co trzeba zrobić?',
      clearForm: 'Wyczyść formularz',
      createTask: 'Utwórz zadanie',
      listHeading: 'Lista zadań:',
      noTasks: 'Brak zadań',
      markCompleted: 'Oznacz jako wykonane',
      markActive: 'Oznacz jako aktywne',
      remove: 'Usuń zadanie',
      filters: 'Pokaż zadania',
      all: 'Wszystkie ({{count}})',
      active: 'Aktywne ({{count}}/{{total}})',
      completed: 'Wykonane ({{count}}/{{total}})',
      emptyName: 'Nazwa zadania nie może być pusta.',
      symbols: 'Używaj tylko liter, cyfr i spacji.',
      listFull_one: 'Lista mieści najwyżej {{count}} zadanie: najpierw usuń zadanie.',
      listFull_few: 'Lista mieści najwyżej {{count}} zadania: najpierw usuń zadanie.',
      listFull_many: 'Lista mieści najwyżej {{count}} zadań: najpierw usuń zadanie.',
      listFull_other: 'Lista mieści najwyżej {{count}} zadania: najpierw usuń zadanie.',
      emptyActive: 'Brak aktywnych zadań: wszystkie są wykonane.',
      emptyCompleted: 'Nie ma jeszcze wykonanych zadań.',
    },
  },
};
