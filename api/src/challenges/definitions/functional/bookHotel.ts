import { describeHotelSearch } from '@qa/shared/app-actions';
import type { Localized } from '../../../i18n/localized';
import type { Examples, HiddenDefinition, OpenCase, Predicate } from '../../engine/definition';
import type { Technique } from '../../engine/techniques';
import {
  FILTERS,
  plannedSearch,
  searchOf,
  SORTS,
  type Filter,
  type HotelFlaw,
  type Sort,
} from '../../support/hotel-search';

const INDEXES = (list: readonly string[]) => list.map((_, index) => String(index));

/** A search of `sort` with `filter`; 'any' is any choice of that dropdown but its first (the default). */
const searched =
  (sort: Sort | 'any', filter: Filter | 'any'): Predicate =>
  (values) => {
    const search = searchOf(values);
    const sortMatches =
      sort === 'any' ? search.sort !== undefined && search.sort !== 'recommended' : search.sort === sort;
    const filterMatches =
      filter === 'any' ? search.filter !== undefined && search.filter !== 'none' : search.filter === filter;
    return sortMatches && filterMatches;
  };

const flawed =
  (flaw: HotelFlaw): Predicate =>
  (values) => {
    const { sort, filter } = searchOf(values);
    return sort !== undefined && filter !== undefined && plannedSearch(sort, filter).flaws.includes(flaw);
  };

const finding = (
  technique: Technique,
  text: Localized,
  matches: Predicate,
  ...examples: Examples
): OpenCase => ({
  technique,
  text,
  matches,
  examples,
});

const index = (list: readonly string[], value: string) => String(list.indexOf(value));

/**
 * The hotel app (SPEC §2 "Hotel app"): sort and filter a list of places to stay. Ten cases: each sort alone, each
 * filter alone, and a sort with a filter (a decision-table row). Three planted bugs a careful tester sees in the
 * table: one place out of order, one that slips through a filter, one rating shown wrongly.
 */
export const bookHotel: HiddenDefinition = {
  mode: 'exploratory',
  describe: describeHotelSearch,
  fields: ['first', 'second'],
  dropdowns: { first: INDEXES(SORTS), second: INDEXES(FILTERS) },
  result: (values) => {
    const { sort = 'recommended', filter = 'none' } = searchOf(values);
    return JSON.stringify(plannedSearch(sort, filter).hotels);
  },
  initialResult: () => JSON.stringify(plannedSearch('recommended', 'none').hotels),
  cases: [
    finding(
      'equivalencePartitioning',
      {
        en: 'the recommended order without a filter lists every place',
        ua: 'рекомендований порядок без фільтра показує всі місця',
        ru: 'рекомендуемый порядок без фильтра показывает все места',
        pl: 'kolejność polecana bez filtra pokazuje wszystkie miejsca',
      },
      searched('recommended', 'none'),
      { first: '0', second: '0' },
    ),
    finding(
      'equivalencePartitioning',
      {
        en: '“Price: lowest first” puts the cheapest place first',
        ua: '«Ціна за зростанням» ставить найдешевше місце першим',
        ru: '«Цена по возрастанию» ставит самое дешёвое место первым',
        pl: '„Cena rosnąco” stawia najtańsze miejsce na początku',
      },
      searched('priceAsc', 'none'),
      { first: index(SORTS, 'priceAsc'), second: '0' },
    ),
    finding(
      'equivalencePartitioning',
      {
        en: '“Price: highest first” puts the dearest place first',
        ua: '«Ціна за спаданням» ставить найдорожче місце першим',
        ru: '«Цена по убыванию» ставит самое дорогое место первым',
        pl: '„Cena malejąco” stawia najdroższe miejsce na początku',
      },
      searched('priceDesc', 'none'),
      { first: index(SORTS, 'priceDesc'), second: '0' },
    ),
    finding(
      'equivalencePartitioning',
      {
        en: '“Distance: nearest first” puts the place nearest the centre first',
        ua: '«Найменша відстань» ставить найближче до центру місце першим',
        ru: '«Минимальное расстояние» ставит ближайшее к центру место первым',
        pl: '„Najmniejsza odległość” stawia miejsce najbliżej centrum na początku',
      },
      searched('distanceMin', 'none'),
      { first: index(SORTS, 'distanceMin'), second: '0' },
    ),
    finding(
      'boundaryValues',
      {
        en: '7 Stars keeps ratings of 7.0 and above',
        ua: '«7 зірок» залишає оцінки від 7.0',
        ru: '«7 звёзд» оставляет оценки от 7.0',
        pl: '„7 gwiazdek” zostawia oceny od 7.0 wzwyż',
      },
      searched('recommended', 'sevenStars'),
      { first: '0', second: index(FILTERS, 'sevenStars') },
    ),
    finding(
      'boundaryValues',
      {
        en: '9 Stars keeps ratings of 9.0 and above',
        ua: '«9 зірок» залишає оцінки від 9.0',
        ru: '«9 звёзд» оставляет оценки от 9.0',
        pl: '„9 gwiazdek” zostawia oceny od 9.0 wzwyż',
      },
      searched('recommended', 'nineStars'),
      { first: '0', second: index(FILTERS, 'nineStars') },
    ),
    finding(
      'equivalencePartitioning',
      {
        en: 'the Hotel filter shows hotels only',
        ua: 'фільтр «Готель» показує лише готелі',
        ru: 'фильтр «Отель» показывает только отели',
        pl: 'filtr „Hotel” pokazuje tylko hotele',
      },
      searched('recommended', 'hotel'),
      { first: '0', second: index(FILTERS, 'hotel') },
    ),
    finding(
      'equivalencePartitioning',
      {
        en: 'the House filter shows houses only',
        ua: 'фільтр «Будинок» показує лише будинки',
        ru: 'фильтр «Дом» показывает только дома',
        pl: 'filtr „Dom” pokazuje tylko domy',
      },
      searched('recommended', 'house'),
      { first: '0', second: index(FILTERS, 'house') },
    ),
    finding(
      'equivalencePartitioning',
      {
        en: 'the Camping filter shows campsites only',
        ua: 'фільтр «Кемпінг» показує лише кемпінги',
        ru: 'фильтр «Кемпинг» показывает только кемпинги',
        pl: 'filtr „Kemping” pokazuje tylko kempingi',
      },
      searched('recommended', 'camping'),
      { first: '0', second: index(FILTERS, 'camping') },
    ),
    finding(
      'decisionTable',
      {
        en: 'a sort and a filter together',
        ua: 'сортування й фільтр разом',
        ru: 'сортировка и фильтр вместе',
        pl: 'sortowanie i filtr razem',
      },
      searched('any', 'any'),
      { first: index(SORTS, 'distanceMin'), second: index(FILTERS, 'camping') },
    ),
  ],
  bugs: [
    finding(
      'boundaryValues',
      {
        en: '“Price: lowest first” puts the $1,050 suite first, as if it cost $1',
        ua: '«Ціна за зростанням» ставить номер за $1,050 першим, ніби він коштує $1',
        ru: '«Цена по возрастанию» ставит номер за $1,050 первым, будто он стоит $1',
        pl: '„Cena rosnąco” stawia apartament za $1,050 na początku, jakby kosztował $1',
      },
      flawed('priceReadAsText'),
      { first: index(SORTS, 'priceAsc'), second: '0' },
    ),
    finding(
      'boundaryValues',
      {
        en: '9 Stars lets a place rated 8.9 through',
        ua: '«9 зірок» пропускає місце з оцінкою 8.9',
        ru: '«9 звёзд» пропускает место с оценкой 8.9',
        pl: '„9 gwiazdek” przepuszcza miejsce z oceną 8.9',
      },
      flawed('nineStarsFromEightNine'),
      { first: '0', second: index(FILTERS, 'nineStars') },
    ),
    finding(
      'errorGuessing',
      {
        en: 'the House filter shows a house’s rating halved',
        ua: 'фільтр «Будинок» показує оцінку будинку вдвічі меншою',
        ru: 'фильтр «Дом» показывает оценку дома вдвое меньше',
        pl: 'filtr „Dom” pokazuje ocenę domu o połowę niższą',
      },
      flawed('houseRatingHalved'),
      { first: '0', second: index(FILTERS, 'house') },
    ),
  ],
};
