import type { ExploratoryApiTexts } from './en';

export const pl: ExploratoryApiTexts = {
  modeDescription: {
    exploratory:
      'W trybie eksploracyjnym nikt nie wypisuje za ciebie przypadków testowych: próbuj wartości, których spróbowałby uważny tester, i czytaj każdy wynik. Każdy odkryty przypadek testowy i błąd pojawia się na odpowiedniej liście.',
    apiTesting:
      'W trybie testowania API wywołujesz prawdziwe API: przez formularz na tej stronie albo z własnych narzędzi ze swoim kluczem testera. Każdy odkryty przypadek testowy i błąd pojawia się na odpowiedniej liście.',
  },
  plusser: {
    description: [
      'API dodawania dodaje dwie liczby. Wykonuj kroki: w każdym wysyłasz żądanie i dowiadujesz się, na co zwracać uwagę w odpowiedzi.',
      'Wysyłaj POST z treścią JSON zawierającą first i second, jako liczby albo ciągi znaków. Każda inna metoda jest odrzucana. Takie same żądania wysłane z curl lub Postmana z twoim kluczem testera też się tu liczą.',
    ],
    hint: 'Czytaj całą odpowiedź: najpierw kod statusu, potem treść. Czy zaakceptował(a)byś ją?',
    fields: {
      method: { label: 'Metoda HTTP', placeholder: 'Wybierz metodę' },
      body: {
        label: 'Treść JSON',
        placeholder: '{"first": 2, "second": 3}',
        template: '{"first": 2, "second": 3}',
      },
    },
  },
  userCrud: {
    description: [
      'API użytkowników (w dokumentacji API: User API) tworzy, odczytuje, zmienia i usuwa użytkowników. Użytkownicy od 1 do 10 istnieją od początku.',
      'Wyślij metodę, endpoint (/users albo /users/{id}) i, jeśli metoda ją przyjmuje, treść JSON z jedynym polem name. Każde żądanie działa w twojej własnej piaskownicy, a żądania wysłane z curla albo Postmana z twoim kluczem testera też się tu liczą. API zawiera dwadzieścia siedem przypadków testowych i cztery błędy.',
    ],
    hint: 'Wypróbuj każdą metodę na obu endpointach, identyfikatory istniejące i nieistniejące oraz treści łamiące po jednej regule. A gdy utworzysz, zmienisz albo usuniesz użytkownika, pobierz go ponownie.',
    fields: {
      method: { label: 'Metoda HTTP', placeholder: 'Wybierz metodę' },
      endpoint: { label: 'Endpoint', placeholder: '/users albo /users/{id}', template: '/users/1' },
      body: { label: 'Treść JSON', placeholder: '{"name": "Alex"}', template: '{"name": "Alex"}' },
    },
  },
  calculator: {
    description: [
      'Ten kalkulator oblicza procent z liczby: wpisz procent i liczbę, naciśnij „Wyślij” i odczytaj wynik.',
      'Liczby można zapisywać z kropką lub przecinkiem dziesiętnym (2.5 lub 2,5); inne zapisy, na przykład 1e3, nie są liczbami. Procent nie może być ujemny. Formularz zawiera trzynaście przypadków testowych.',
    ],
    hint: 'Które wartości procentowe zachowują się inaczej niż pozostałe? Szukaj wartości, przy których zmienia się charakter wyniku, sprawdzaj wartości po obu ich stronach i nie zapominaj o polu „Liczba”.',
    fields: {
      first: { label: 'Procent', placeholder: 'Wpisz procent' },
      second: { label: 'Liczba', placeholder: 'Wpisz liczbę' },
    },
  },
  restorePassword: {
    description: [
      'Ten formularz ustawia nowe hasło po prośbie o jego przywrócenie.',
      'Nowe hasło musi mieć od 4 do 12 znaków i zawierać co najmniej jedną małą literę łacińską, jedną wielką literę łacińską, jedną cyfrę i jeden znak specjalny (na przykład ! lub #). Musi różnić się od poprzedniego hasła, Qwerty1!. Spacje na początku lub na końcu nie czynią hasła innym. Formularz zawiera czternaście przypadków testowych.',
    ],
    hint: 'Sprawdzaj każdą zasadę osobno, a pozostałe spełniaj — wtedy odpowiedź pokaże, którą zasadę sprawdził formularz.',
    fields: {
      newPassword: { label: 'Nowe hasło', placeholder: 'Wpisz nowe hasło' },
    },
  },
  bookDesk: {
    description: [
      'Ten formularz rezerwuje biurko w coworkingu od jednej daty do drugiej.',
      'Wpisz daty w formacie MM-DD-YYYY. Rezerwacja może zacząć się najwcześniej dziś i skończyć najpóźniej pięć lat od dziś, przy czym „dziś” to bieżąca data według UTC. Nieistniejące daty są odrzucane.',
    ],
    hint: 'Daty mają wiele granic: dzisiejszy dzień, końce miesięcy, lata przestępne i ostatni dzień, który można zarezerwować.',
    fields: {
      from: { label: 'Od', placeholder: 'MM-DD-YYYY' },
      to: { label: 'Do', placeholder: 'MM-DD-YYYY' },
    },
  },
  division: {
    description: [
      'Ten formularz dzieli pierwszą liczbę przez drugą i pokazuje iloraz z dokładnością do dziesięciu miejsc po przecinku.',
      'Liczby można zapisywać z kropką lub przecinkiem dziesiętnym (2.5 lub 2,5); inne zapisy, na przykład 1e3, nie są liczbami. Dzielenie przez zero musi zostać obsłużone. Formularz zawiera dwanaście przypadków testowych.',
    ],
    hint: 'Pomyśl o znakach, o zerze po każdej stronie dzielenia, o liczbach dziesiętnych i o ilorazach, które potrzebują dziesięciu lub więcej miejsc po przecinku.',
    fields: {
      first: { label: 'Pierwsza liczba', placeholder: 'Wpisz pierwszą liczbę' },
      second: { label: 'Druga liczba', placeholder: 'Wpisz drugą liczbę' },
    },
  },
  newsletter: {
    description: [
      'Ten formularz zapisuje adres e-mail do naszego newslettera.',
      'Przed @ adres może zawierać litery łacińskie, cyfry, kropki, podkreślenia, łączniki i plusy, przy czym kropka stoi tylko między dwoma innymi znakami; adresy w cudzysłowie nie są obsługiwane. Domena może składać się tylko z liter łacińskich i musi być drugiego poziomu, jak example.com (subdomeny, np. mail.example.com, nie są obsługiwane). Litery łacińskie to tylko a–z, bez znaków diakrytycznych. Wielkie i małe litery nie są rozróżniane. anna.smith@example.com i qa.team@example.com są już zapisane. Formularz zawiera dwadzieścia scenariuszy i trzy błędy.',
    ],
    hint: 'Rozłóż adres na części: to, co przed @, sam znak @ i domenę. Zmieniaj jedną część naraz.',
    fields: {
      email: { label: 'E-mail', placeholder: 'Wpisz swój adres e-mail' },
    },
  },
  triangle: {
    description: [
      'Ten formularz określa, jaki trójkąt tworzą trzy boki: równoboczny, równoramienny czy różnoboczny.',
      'Wpisz długości boków A, B i C, a potem naciśnij „Wyślij”. Boki, które nie mogą utworzyć trójkąta, i wszystko, co nie jest długością, muszą zostać odrzucone. Formularz zawiera dwanaście przypadków testowych i cztery błędy.',
    ],
    hint: 'Pomyśl o każdym rodzaju trójkąta, o bokach, które nie mogą się spotkać, i o wartościach, które w ogóle nie są długościami. Wypróbuj każdy pomysł w każdym polu.',
    fields: {
      a: { label: 'Bok A', placeholder: 'Wpisz długość boku A' },
      b: { label: 'Bok B', placeholder: 'Wpisz długość boku B' },
      c: { label: 'Bok C', placeholder: 'Wpisz długość boku C' },
    },
  },
};
