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

/** A search of `sort` (or of any sort) with one of `filters`. */
const searched =
  (sort: Sort | 'any', ...filters: Filter[]): Predicate =>
  (values) => {
    const search = searchOf(values);
    return (
      search.sort !== undefined &&
      (sort === 'any' || search.sort === sort) &&
      search.filter !== undefined &&
      filters.includes(search.filter)
    );
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
 * option, each found by two or more searches. A search is one order and one filter and finds one case, so the
 * orders' and the filters' cases share the 24 searches: an order with all places finds the order's case; any
 * other search finds its filter's case (a rating filter is a boundary: places at its limit and just under it are
 * in the data), except one search of a kind of place per order, which finds the order's case (Price: lowest
 * first with Houses only, highest first with Campsites only, Distance and the recommended order with Hotels
 * only). Hotels only in the recommended order is the one filter alone that finds another case: the default
 * search has no other search of its class. Three planted bugs, each credited only where the list the page shows
 * has it: a dearer place above a cheaper one, a place the filter should drop, a rating not the place's own.
 */
export const rules: HiddenDefinition = {
  evaluator: 'exploratory',
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
        en: 'the recommended order lists the places as the site ranks them',
        ua: 'рекомендований порядок показує місця так, як їх ранжує сайт',
        ru: 'рекомендуемый порядок показывает места так, как их ранжирует сайт',
        pl: 'kolejność polecana pokazuje miejsca tak, jak układa je serwis',
      },
      searched('recommended', 'none', 'hotel'),
      search('recommended', 'none'),
      search('recommended', 'hotel'),
    ),
    finding(
      'equivalencePartitioning',
      {
        en: '“Price: lowest first” lists the places from the cheapest up',
        ua: '«Ціна: спочатку найнижча» показує місця від найдешевшого',
        ru: '«Цена: сначала самая низкая» показывает места начиная с самого дешёвого',
        pl: '„Cena: od najniższej” pokazuje miejsca od najtańszego',
      },
      searched('priceAsc', 'none', 'house'),
      search('priceAsc', 'none'),
      search('priceAsc', 'house'),
    ),
    finding(
      'equivalencePartitioning',
      {
        en: '“Price: highest first” lists the places from the dearest down',
        ua: '«Ціна: спочатку найвища» показує місця від найдорожчого',
        ru: '«Цена: сначала самая высокая» показывает места начиная с самого дорогого',
        pl: '„Cena: od najwyższej” pokazuje miejsca od najdroższego',
      },
      searched('priceDesc', 'none', 'camping'),
      search('priceDesc', 'none'),
      search('priceDesc', 'camping'),
    ),
    finding(
      'equivalencePartitioning',
      {
        en: '“Distance: nearest first” lists the places from the one nearest the centre',
        ua: '«Відстань: спочатку найближчі» показує місця від найближчого до центру',
        ru: '«Расстояние: сначала ближайшие» показывает места начиная с ближайшего к центру',
        pl: '„Odległość: od najbliższych” pokazuje miejsca od najbliższego centrum',
      },
      searched('distanceMin', 'none', 'hotel'),
      search('distanceMin', 'none'),
      search('distanceMin', 'hotel'),
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
        en: '“Hotels only” shows hotels and nothing else',
        ua: '«Лише готелі» показує тільки готелі',
        ru: '«Только отели» показывает только отели',
        pl: '„Tylko hotele” pokazuje wyłącznie hotele',
      },
      searched('any', 'hotel'),
      search('priceDesc', 'hotel'),
      search('priceAsc', 'hotel'),
    ),
    finding(
      'equivalencePartitioning',
      {
        en: '“Houses only” shows houses and nothing else',
        ua: '«Лише будинки» показує тільки будинки',
        ru: '«Только дома» показывает только дома',
        pl: '„Tylko domy” pokazuje wyłącznie domy',
      },
      searched('any', 'house'),
      search('recommended', 'house'),
      search('distanceMin', 'house'),
    ),
    finding(
      'equivalencePartitioning',
      {
        en: '“Campsites only” shows campsites and nothing else',
        ua: '«Лише кемпінги» показує тільки кемпінги',
        ru: '«Только кемпинги» показывает только кемпинги',
        pl: '„Tylko kempingi” pokazuje wyłącznie kempingi',
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
        en: '“Houses only” shows the rating of a house with few reviews at half its value (4.2 instead of 8.4)',
        ua: '«Лише будинки» показує оцінку будинку з малою кількістю відгуків удвічі нижчою (4,2 замість 8,4)',
        ru: '«Только дома» показывает оценку дома с небольшим числом отзывов вдвое меньшей (4,2 вместо 8,4)',
        pl: '„Tylko domy” pokazuje ocenę domu z niewielką liczbą opinii o połowę niższą (4,2 zamiast 8,4)',
      },
      flawed('houseRatingHalved'),
      search('recommended', 'house'),
      search('priceAsc', 'house'),
    ),
  ],
};
