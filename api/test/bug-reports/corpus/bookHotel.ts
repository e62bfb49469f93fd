import { HOTEL_FILTERS, HOTEL_SORTS, type HotelFilter, type HotelSort } from '@qa/shared/catalogue';
import { ALL_PASS, type CorpusEntry } from './corpus';

/**
 * The hotel search (functional): first is the sort dropdown's index, second the filter's. Planted bugs:
 * 1. "Price: lowest first" reads $1,050 as $1 and puts Grand Palace Suites above cheaper places;
 * 2. "Rating: 9.0 and above" keeps Harbour View Hotel, rated 8.9;
 * 3. "Houses only" halves the rating of a house with under 100 reviews: Orchard Cottage 4.2 instead of 8.4.
 */

/** A search as the page sends it: the dropdowns' indexes. */
const search = (sort: HotelSort, filter: HotelFilter) => ({
  first: String(HOTEL_SORTS.indexOf(sort)),
  second: String(HOTEL_FILTERS.indexOf(filter)),
  third: '',
});

/** Every option and every kind of outcome the page can show, as a kitchen-sink writer pastes them. */
const EVERYTHING =
  'Recommended order, Price: lowest first, Price: highest first, Distance: nearest first. All places, ' +
  'Rating: 7.0 and above, Rating: 9.0 and above, Hotels only, Houses only, Campsites only. The places are sorted ' +
  'and not sorted, the filter keeps and drops places, the list is empty, the list shows all places, the ratings ' +
  'are 4.2, 8.4, 8.9 and 9.0, the prices are $19 and $1,050.';

export const entries: readonly CorpusEntry[] = [
  {
    writer: 'terse',
    pageLanguage: 'en',
    report: {
      title: '9.0+ filter shows 8.9 hotel',
      steps: [search('recommended', 'nineStars')],
      expected: 'Only 9.0 and above',
      actual: 'Harbour View Hotel (8.9) shown',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'verbose',
    pageLanguage: 'en',
    report: {
      title:
        'Sorting "Price: lowest first" puts Grand Palace Suites ($1,050) at the top of the hotel list, above all cheaper hotels',
      steps: [search('priceAsc', 'hotel')],
      expected:
        'With "Hotels only" and "Price: lowest first" selected, the hotels should be ordered by the price per night in ' +
        'ascending order. The cheapest hotel, Hostel Kazimierz at $32, should be the first card, followed by City ' +
        'Budget Inn ($45) and Tram Depot Hotel ($53), and the most expensive one, Grand Palace Suites at $1,050, should ' +
        'be the very last card of the list.',
      actual:
        'The first card in the list is Grand Palace Suites at $1,050 a night, and only after it come Hostel Kazimierz ' +
        '($32), City Budget Inn ($45) and the rest, which are sorted correctly among themselves. It looks like the ' +
        'price with the thousands separator is read as 1 instead of 1050, so the most expensive hotel is treated as ' +
        'the cheapest one.',
      severity: 'major',
      priority: 'high',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'non-native English',
    pageLanguage: 'en',
    report: {
      title: 'In filter Houses only the Orchard Cottage have rating 4.2 instead 8.4',
      steps: [search('recommended', 'house')],
      expected: 'Orchard Cottage must to have same rating 8.4 like in list with all places.',
      actual: 'Orchard Cottage is showing rating 4.2, it is two times less.',
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: ALL_PASS,
  },
  {
    writer: 'typos',
    pageLanguage: 'en',
    report: {
      title: 'Price lowest frist: $1,050 hotell is on top of cheaper places',
      steps: [search('priceAsc', 'none')],
      expected:
        'Places sorted from cheapst: Mountain Medow Camping ($19) frist, Grand Palace Suits ($1,050) last',
      actual: 'Grand Palace Suits ($1,050) is showed frist, befor Mountain Medow Camping ($19)',
      severity: 'major',
      priority: 'high',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Ukrainian on an English page',
    pageLanguage: 'en',
    report: {
      title: 'Фільтр «Оцінка: 9,0 і вище» показує готель з оцінкою 8,9',
      steps: [search('distanceMin', 'nineStars')],
      expected: 'У списку лише місця з оцінкою 9,0 і вище, Harbour View Hotel (8,9) не показано.',
      actual: 'У списку є Harbour View Hotel з оцінкою 8,9 — п’ятий за відстанню.',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 2,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Polish on an English page',
    pageLanguage: 'en',
    report: {
      title: 'Filtr „Tylko domy” pokazuje ocenę Orchard Cottage o połowę niższą (4,2 zamiast 8,4)',
      steps: [search('priceDesc', 'house')],
      expected: 'Orchard Cottage ma swoją ocenę 8,4, taką samą jak na pełnej liście.',
      actual: 'Orchard Cottage ma ocenę 4,2.',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 3,
    verdicts: ALL_PASS,
  },
  {
    writer: 'Russian on a Ukrainian page',
    pageLanguage: 'ua',
    report: {
      title: 'Сортировка «Ціна: спочатку найнижча» ставит отель за $1 050 первым',
      steps: [search('priceAsc', 'hotel')],
      expected:
        'Ожидаемый результат: отели по возрастанию цены, первым Hostel Kazimierz ($32), Grand Palace Suites ($1 050) — последним.',
      actual:
        'Фактический результат: первым в списке стоит Grand Palace Suites за $1 050, выше всех более дешёвых отелей.',
      severity: 'major',
      priority: 'high',
    },
    bug: 1,
    verdicts: ALL_PASS,
  },
  {
    writer: 'English on a Ukrainian page',
    pageLanguage: 'ua',
    report: {
      title: 'Houses only filter shows Orchard Cottage rated 4.2 instead of 8.4',
      steps: [search('distanceMin', 'house')],
      expected: 'Orchard Cottage keeps its own rating, 8.4, as with «Усі місця».',
      actual: 'Orchard Cottage is shown with the rating 4,2.',
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: ALL_PASS,
  },
  {
    writer: 'wrong severity',
    pageLanguage: 'en',
    report: {
      title: 'Rating: 9.0 and above also lists Harbour View Hotel rated 8.9',
      steps: [search('recommended', 'nineStars')],
      expected: 'Harbour View Hotel is filtered out; only places rated 9.0 and above are listed.',
      actual: 'Harbour View Hotel (8.9) is in the list.',
      severity: 'blocker',
      priority: 'highest',
    },
    bug: 2,
    verdicts: { ...ALL_PASS, severity: false },
    why: 'One place a tenth under the limit slips into a filtered list; the search still works, so minor or major, never a blocker.',
  },
  {
    writer: 'extra steps',
    pageLanguage: 'en',
    report: {
      title: 'Price: lowest first shows the $1,050 Grand Palace Suites first',
      steps: [search('recommended', 'none'), search('priceAsc', 'none')],
      expected:
        'Cheapest first: Mountain Meadow Camping ($19) at the top, Grand Palace Suites ($1,050) at the bottom.',
      actual: 'Grand Palace Suites ($1,050) is the first card, above Mountain Meadow Camping ($19).',
      severity: 'major',
      priority: 'high',
    },
    bug: 1,
    verdicts: { ...ALL_PASS, minimalSteps: false },
    why: 'The default search first is not needed: each search is judged alone, and the second one shows the bug by itself.',
  },
  {
    writer: 'extra steps (a comparison search)',
    pageLanguage: 'en',
    report: {
      title: 'Orchard Cottage rating halves to 4.2 with the Houses only filter',
      steps: [search('recommended', 'none'), search('recommended', 'house')],
      expected: 'Orchard Cottage is rated 8.4, as in All places.',
      actual: 'Orchard Cottage is rated 4.2.',
      severity: 'minor',
      priority: 'medium',
    },
    bug: 3,
    verdicts: { ...ALL_PASS, minimalSteps: false },
    why: 'The first search only shows the true 8.4 for comparison; that belongs in the expected result (where it is), and the wrong 4.2 shows with the Houses only search alone.',
  },
  {
    writer: 'non-bug: dearest first in "Price: highest first"',
    pageLanguage: 'en',
    report: {
      title: 'Grand Palace Suites ($1,050) is shown at the top of the list',
      steps: [search('priceDesc', 'none')],
      expected: 'The cheapest place is first.',
      actual: 'Grand Palace Suites ($1,050) is first.',
      severity: 'major',
      priority: 'high',
    },
    bug: null,
    why: 'The sort is "Price: highest first", so the $1,050 place belongs at the top.',
  },
  {
    writer: 'non-bug: a place at the 7.0 limit',
    pageLanguage: 'en',
    report: {
      title: 'Rating 7.0 and above shows Tram Depot Hotel rated exactly 7.0',
      steps: [search('recommended', 'sevenStars')],
      expected: 'Only places rated above 7.0 are shown.',
      actual: 'Tram Depot Hotel with rating 7.0 is in the list.',
      severity: 'minor',
      priority: 'low',
    },
    bug: null,
    why: '"7.0 and above" keeps a place rated exactly 7.0; the learner misread the boundary.',
  },
  {
    writer: 'kitchen sink',
    pageLanguage: 'en',
    report: {
      title: 'Hotel search: sort and filter dropdowns',
      steps: [search('recommended', 'nineStars')],
      expected: EVERYTHING,
      actual: EVERYTHING,
      severity: 'minor',
      priority: 'medium',
    },
    bug: 2,
    verdicts: {
      minimalSteps: true,
      actualResult: false,
      expectedResult: false,
      title: false,
      severity: true,
    },
    why: 'Both results list every option and every kind of outcome, so neither says what was shown or should be; the title names only the page and its dropdowns.',
  },
  {
    writer: "another bug's title",
    pageLanguage: 'en',
    report: {
      title: 'Rating: 9.0 and above shows a place rated 8.9',
      steps: [search('priceAsc', 'house')],
      expected: 'Orchard Cottage has its own rating, 8.4.',
      actual: 'Orchard Cottage shows 4.2.',
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: { ...ALL_PASS, title: false },
    why: 'The steps are a Houses only search showing the halved rating; the title describes the 9.0 filter bug.',
  },
  {
    writer: 'opposite title',
    pageLanguage: 'en',
    report: {
      title: 'Price: lowest first sorts the places correctly',
      steps: [search('priceAsc', 'sevenStars')],
      expected: 'Forest Edge Campsite ($24) first, Grand Palace Suites ($1,050) last.',
      actual: 'Grand Palace Suites ($1,050) is first.',
      severity: 'major',
      priority: 'medium',
    },
    bug: 1,
    verdicts: { ...ALL_PASS, title: false },
    why: 'The title says the sort works, the opposite of what the results describe.',
  },
  {
    writer: 'precise long title (121-150 characters)',
    pageLanguage: 'en',
    report: {
      title:
        'With the "Houses only" filter, Orchard Cottage (93 reviews) shows a rating of 4.2, half of the real 8.4 it has under "All places"',
      steps: [search('recommended', 'house')],
      expected: 'Orchard Cottage shows its own rating, 8.4, as under "All places".',
      actual: 'Orchard Cottage shows 4.2.',
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: ALL_PASS,
    why: 'The title is 129 characters, within the 150 a title may have, and every word of it is precise.',
  },
  {
    writer: 'loose answers',
    pageLanguage: 'en',
    report: {
      title: 'Harbour View 8.9 sneaks past the 9.0+ filter',
      steps: [search('distanceMin', 'nineStars')],
      expected: 'only 9+ places',
      actual: 'the 8.9 one (Harbour View) is still there lol',
      severity: 'minor',
      priority: 'low',
    },
    bug: 2,
    verdicts: ALL_PASS,
    why: 'Casual, but the actual names the place and its 8.9 and the expected names the 9.0 limit.',
  },
  {
    writer: "loose answers: the value's key word",
    pageLanguage: 'en',
    report: {
      title: 'Houses only: Orchard Cottage rating 4.2',
      steps: [search('recommended', 'house')],
      expected: '8.4',
      actual: '4.2',
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: ALL_PASS,
    why: 'Bare numbers, but with the title they are the wrong rating shown and the right one.',
  },
  {
    writer: 'vague actual result',
    pageLanguage: 'en',
    report: {
      title: 'Price: lowest first puts the $1,050 hotel above cheaper ones',
      steps: [search('priceAsc', 'hotel')],
      expected: 'Hotels from the cheapest up, Hostel Kazimierz ($32) first.',
      actual: 'Sorting is broken.',
      severity: 'major',
      priority: 'high',
    },
    bug: 1,
    verdicts: { ...ALL_PASS, actualResult: false },
    why: 'A conclusion, not an observation: it names neither the place out of order nor its price.',
  },
  {
    writer: 'wrong expected value',
    pageLanguage: 'en',
    report: {
      title: 'Houses only shows a wrong rating for Orchard Cottage (4.2)',
      steps: [search('recommended', 'house')],
      expected: 'Orchard Cottage is rated 9.2.',
      actual: 'Orchard Cottage is rated 4.2.',
      severity: 'major',
      priority: 'medium',
    },
    bug: 3,
    verdicts: { ...ALL_PASS, expectedResult: false },
    why: "9.2 is Villa Aurora's rating; Orchard Cottage's own is 8.4.",
  },
];
