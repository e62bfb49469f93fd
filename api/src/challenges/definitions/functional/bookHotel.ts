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

/** A search of `sort` (or of any sort) with `filter`. */
const searched =
  (sort: Sort | 'any', filter: Filter): Predicate =>
  (values) => {
    const search = searchOf(values);
    return search.sort !== undefined && (sort === 'any' || search.sort === sort) && search.filter === filter;
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

/** The payload of a search, by the options' names. */
const search = (sort: Sort, filter: Filter) => ({
  first: String(SORTS.indexOf(sort)),
  second: String(FILTERS.indexOf(filter)),
});

/**
 * The hotel app (SPEC §2 "Hotel app"): sort and filter a list of places to stay. Nine cases, one a dropdown
 * option: the filter decides which places the list shows, so a search with a filter finds its filter's case
 * whatever the order (a rating filter is a boundary: places at its limit and just under it are in the data); a
 * search without a filter finds its order's case. The default search and each order alone are one choice of the
 * two dropdowns each, so those cases have one value. Three planted bugs, each credited only where the list the
 * page shows has it: a dearer place above a cheaper one, a place the filter should drop, a rating not the
 * place's own.
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
        en: 'the default search (recommended order, all places) lists every place as the site ranks them',
        ua: 'пошук за замовчуванням (рекомендований порядок, усі місця) показує всі місця в порядку, який рекомендує сайт',
        ru: 'поиск по умолчанию (рекомендуемый порядок, все места) показывает все места в порядке, который рекомендует сайт',
        pl: 'domyślne wyszukiwanie (kolejność polecana, wszystkie miejsca) pokazuje wszystkie miejsca w kolejności polecanej przez serwis',
      },
      searched('recommended', 'none'),
      search('recommended', 'none'),
    ),
    finding(
      'equivalencePartitioning',
      {
        en: '“Price: lowest first” without a filter lists every place from the cheapest up',
        ua: '«Ціна: спочатку найнижча» без фільтра показує всі місця від найдешевшого',
        ru: '«Цена: сначала самая низкая» без фильтра показывает все места начиная с самого дешёвого',
        pl: '„Cena: od najniższej” bez filtra pokazuje wszystkie miejsca od najtańszego',
      },
      searched('priceAsc', 'none'),
      search('priceAsc', 'none'),
    ),
    finding(
      'equivalencePartitioning',
      {
        en: '“Price: highest first” without a filter lists every place from the dearest down',
        ua: '«Ціна: спочатку найвища» без фільтра показує всі місця від найдорожчого',
        ru: '«Цена: сначала самая высокая» без фильтра показывает все места начиная с самого дорогого',
        pl: '„Cena: od najwyższej” bez filtra pokazuje wszystkie miejsca od najdroższego',
      },
      searched('priceDesc', 'none'),
      search('priceDesc', 'none'),
    ),
    finding(
      'equivalencePartitioning',
      {
        en: '“Distance: nearest first” without a filter lists every place from the one nearest the centre',
        ua: '«Відстань: спочатку найближчі» без фільтра показує всі місця від найближчого до центру',
        ru: '«Расстояние: сначала ближайшие» без фильтра показывает все места начиная с ближайшего к центру',
        pl: '„Odległość: od najbliższych” bez filtra pokazuje wszystkie miejsca od najbliższego centrum',
      },
      searched('distanceMin', 'none'),
      search('distanceMin', 'none'),
    ),
    finding(
      'boundaryValues',
      {
        en: '“Rating: 7.0 and above” keeps a place rated exactly 7.0 and drops those rated 6.9 and below, in any order',
        ua: '«Оцінка: 7,0 і вище» залишає місце з оцінкою рівно 7,0 і прибирає місця з оцінкою 6,9 і нижче, за будь-якого сортування',
        ru: '«Оценка: 7,0 и выше» оставляет место с оценкой ровно 7,0 и убирает места с оценкой 6,9 и ниже при любой сортировке',
        pl: '„Ocena: 7,0 i wyżej” zostawia miejsce z oceną dokładnie 7,0 i usuwa te z oceną 6,9 i niższą, przy każdym sortowaniu',
      },
      searched('any', 'sevenStars'),
      search('recommended', 'sevenStars'),
      search('distanceMin', 'sevenStars'),
      search('priceDesc', 'sevenStars'),
    ),
    finding(
      'boundaryValues',
      {
        en: '“Rating: 9.0 and above” keeps the places rated exactly 9.0, in any order',
        ua: '«Оцінка: 9,0 і вище» залишає місця з оцінкою рівно 9,0, за будь-якого сортування',
        ru: '«Оценка: 9,0 и выше» оставляет места с оценкой ровно 9,0 при любой сортировке',
        pl: '„Ocena: 9,0 i wyżej” zostawia miejsca z oceną dokładnie 9,0, przy każdym sortowaniu',
      },
      searched('any', 'nineStars'),
      search('recommended', 'nineStars'),
      search('priceAsc', 'nineStars'),
    ),
    finding(
      'equivalencePartitioning',
      {
        en: '“Hotels only” shows hotels and nothing else, in any order',
        ua: '«Лише готелі» показує тільки готелі, за будь-якого сортування',
        ru: '«Только отели» показывает только отели при любой сортировке',
        pl: '„Tylko hotele” pokazuje wyłącznie hotele, przy każdym sortowaniu',
      },
      searched('any', 'hotel'),
      search('recommended', 'hotel'),
      search('priceDesc', 'hotel'),
    ),
    finding(
      'equivalencePartitioning',
      {
        en: '“Houses only” shows houses and nothing else, in any order',
        ua: '«Лише будинки» показує тільки будинки, за будь-якого сортування',
        ru: '«Только дома» показывает только дома при любой сортировке',
        pl: '„Tylko domy” pokazuje wyłącznie domy, przy każdym sortowaniu',
      },
      searched('any', 'house'),
      search('recommended', 'house'),
      search('distanceMin', 'house'),
    ),
    finding(
      'equivalencePartitioning',
      {
        en: '“Campsites only” shows campsites and nothing else, in any order',
        ua: '«Лише кемпінги» показує тільки кемпінги, за будь-якого сортування',
        ru: '«Только кемпинги» показывает только кемпинги при любой сортировке',
        pl: '„Tylko kempingi” pokazuje wyłącznie kempingi, przy każdym sortowaniu',
      },
      searched('any', 'camping'),
      search('recommended', 'camping'),
      search('distanceMin', 'camping'),
    ),
  ],
  bugs: [
    finding(
      'errorGuessing',
      {
        en: '“Price: lowest first” puts the $1,050 place above cheaper ones: a price with a thousands separator is read as $1',
        ua: '«Ціна: спочатку найнижча» ставить місце за $1 050 вище за дешевші: ціну з роздільником тисяч прочитано як $1',
        ru: '«Цена: сначала самая низкая» ставит место за $1 050 выше более дешёвых: цену с разделителем тысяч прочитали как $1',
        pl: '„Cena: od najniższej” stawia miejsce za $1 050 nad tańszymi: cenę z separatorem tysięcy odczytano jako $1',
      },
      flawed('priceReadAsText'),
      search('priceAsc', 'none'),
      search('priceAsc', 'hotel'),
      search('priceAsc', 'sevenStars'),
    ),
    finding(
      'boundaryValues',
      {
        en: '“Rating: 9.0 and above” lets a place rated 8.9, just under the limit, into the list',
        ua: '«Оцінка: 9,0 і вище» пропускає до списку місце з оцінкою 8,9, трохи нижчою за межу',
        ru: '«Оценка: 9,0 и выше» пропускает в список место с оценкой 8,9, чуть ниже границы',
        pl: '„Ocena: 9,0 i wyżej” wpuszcza na listę miejsce z oceną 8,9, tuż poniżej granicy',
      },
      flawed('nineStarsFromEightNine'),
      search('recommended', 'nineStars'),
      search('distanceMin', 'nineStars'),
    ),
    finding(
      'errorGuessing',
      {
        en: '“Houses only” shows a house with few reviews at half its rating (4.2 instead of its 8.4)',
        ua: '«Лише будинки» показує будинок із малою кількістю відгуків з удвічі нижчою оцінкою (4,2 замість 8,4)',
        ru: '«Только дома» показывает дом с небольшим числом отзывов с вдвое меньшей оценкой (4,2 вместо 8,4)',
        pl: '„Tylko domy” pokazuje dom z niewielką liczbą opinii z oceną o połowę niższą (4,2 zamiast 8,4)',
      },
      flawed('houseRatingHalved'),
      search('recommended', 'house'),
      search('priceAsc', 'house'),
    ),
  ],
};
