import { rules as bookHotel } from '../../../../src/challenges/functional/bookHotel/rules';
import { evaluate } from '../../../../src/challenges/engine/evaluate';
import {
  FILTERS,
  plannedSearch,
  referenceSearch,
  SORTS,
  type Filter,
  type Sort,
} from '../../../../src/challenges/support/hotel-search';
import type { Hotel } from '@qa/shared/catalogue';
import { HOTELS } from '../../../../src/challenges/support/hotels';

const SEARCHES = SORTS.flatMap((sort) => FILTERS.map((filter) => [sort, filter] as [Sort, Filter]));
const names = (hotels: readonly Hotel[]) => hotels.map((hotel) => hotel.name);

describe('the hotel list', () => {
  it('is a few dozen places a traveller would believe, each named once', () => {
    expect(HOTELS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(names(HOTELS)).size).toBe(HOTELS.length);
    for (const hotel of HOTELS) {
      expect(hotel.rating).toBeGreaterThan(0);
      expect(hotel.rating).toBeLessThanOrEqual(10);
      expect(hotel.price).toBeGreaterThan(0);
    }
  });

  it('has places of every type on both sides of each rating filter', () => {
    for (const type of ['hotel', 'house', 'camping'])
      expect(HOTELS.some((hotel) => hotel.type === type)).toBe(true);
    expect(HOTELS.some((hotel) => hotel.rating < 7)).toBe(true);
    expect(HOTELS.some((hotel) => hotel.rating === 9)).toBe(true);
  });

  it('has places at each rating filter’s limit and just under it, so its boundary shows in the table', () => {
    const ratings = new Set(HOTELS.map((hotel) => hotel.rating));
    for (const rating of [7, 6.9, 9, 8.9]) expect(ratings.has(rating)).toBe(true);
  });
});

describe('the reference search', () => {
  it.each(SEARCHES)('%s with %s keeps exactly the places of its filter, in its order', (sort, filter) => {
    const hotels = referenceSearch(sort, filter);
    const order: Record<Sort, (a: Hotel, b: Hotel) => boolean> = {
      recommended: (a, b) => HOTELS.indexOf(a) < HOTELS.indexOf(b),
      priceAsc: (a, b) => a.price <= b.price,
      priceDesc: (a, b) => a.price >= b.price,
      distanceMin: (a, b) => a.distance <= b.distance,
    };
    hotels.slice(1).forEach((hotel, index) => expect(order[sort](hotels[index]!, hotel)).toBe(true));
    expect(new Set(names(hotels))).toEqual(new Set(names(referenceSearch('recommended', filter))));
  });
});

describe('the app against the reference', () => {
  /** Where a bug is planted on purpose: Price: lowest first over a list holding the $1,050 suite, 9.0 and above, Houses only. */
  const isPlanted = (sort: Sort, filter: Filter) =>
    filter === 'nineStars' ||
    filter === 'house' ||
    (sort === 'priceAsc' && referenceSearch(sort, filter).some((hotel) => hotel.price === 1050));

  it.each(SEARCHES)('%s with %s shows the reference list unless a bug is planted there', (sort, filter) => {
    const { hotels, flaws } = plannedSearch(sort, filter);
    if (isPlanted(sort, filter)) {
      expect(flaws.length).toBeGreaterThan(0);
    } else {
      expect(flaws).toEqual([]);
      expect(hotels).toEqual(referenceSearch(sort, filter));
    }
  });

  it('puts the $1,050 suite first by “Price: lowest first”, and everything else in order', () => {
    const [first, ...rest] = plannedSearch('priceAsc', 'none').hotels;
    expect(first?.price).toBe(1050);
    expect(rest).toEqual(referenceSearch('priceAsc', 'none').filter((hotel) => hotel.price !== 1050));
  });

  it('lets exactly one place rated under 9 through “Rating: 9.0 and above”', () => {
    const leaked = plannedSearch('recommended', 'nineStars').hotels.filter((hotel) => hotel.rating < 9);
    expect(leaked.map((hotel) => hotel.rating)).toEqual([8.9]);
  });

  it('halves the rating of exactly one house', () => {
    const shown = plannedSearch('recommended', 'house').hotels;
    const reference = referenceSearch('recommended', 'house');
    const wrong = shown.filter((hotel, index) => hotel.rating !== reference[index]?.rating);
    expect(wrong).toHaveLength(1);
    expect(wrong[0]!.rating * 2).toBe(reference[shown.indexOf(wrong[0]!)]!.rating);
  });

  it('sends the list as a JSON string', () => {
    const { message } = evaluate(bookHotel, { first: '1', second: '3' }, 'en');
    expect(JSON.parse(message)).toEqual(plannedSearch('priceAsc', 'hotel').hotels);
  });

  it('lands every sort and filter on a case', () => {
    for (const [sortIndex] of SORTS.entries()) {
      for (const [filterIndex] of FILTERS.entries()) {
        const answer = evaluate(bookHotel, { first: String(sortIndex), second: String(filterIndex) }, 'en');
        expect(answer.caseIndex).toEqual(expect.any(Number));
      }
    }
  });
});

const at = (sort: Sort, filter: Filter) => ({
  first: String(SORTS.indexOf(sort)),
  second: String(FILTERS.indexOf(filter)),
});
const judged = (sort: Sort, filter: Filter) => evaluate(bookHotel, at(sort, filter), 'en');
const caseNamed = (text: string) => bookHotel.cases.findIndex((item) => item.text.en.startsWith(text)) + 1;

describe('the cases: an order with all places, or with its one kind of place, finds the order; any other search its filter', () => {
  const FILTER_CASES: Record<Exclude<Filter, 'none'>, string> = {
    sevenStars: '“Rating: 7.0 and above” keeps a place rated exactly 7.0',
    nineStars: '“Rating: 9.0 and above” keeps the places rated exactly 9.0',
    hotel: '“Hotels only”',
    house: '“Houses only”',
    camping: '“Campsites only”',
  };
  const SORT_CASES: Record<Sort, string> = {
    recommended: 'the recommended order',
    priceAsc: '“Price: lowest first”',
    priceDesc: '“Price: highest first”',
    distanceMin: '“Distance: nearest first”',
  };
  /** The one search of a kind of place each order takes, so that every case has two searches. */
  const ORDER_KIND: Record<Sort, Filter> = {
    recommended: 'hotel',
    priceAsc: 'house',
    priceDesc: 'camping',
    distanceMin: 'hotel',
  };

  it.each(SEARCHES)('%s with %s finds its case', (sort, filter) => {
    const expected =
      filter === 'none' || ORDER_KIND[sort] === filter ? SORT_CASES[sort] : FILTER_CASES[filter];
    expect(caseNamed(expected)).toBeGreaterThan(0);
    expect(judged(sort, filter).caseIndex).toBe(caseNamed(expected));
  });

  it('names each rating filter a boundary and the others partitions', () => {
    for (const [filter, text] of Object.entries(FILTER_CASES)) {
      const technique = bookHotel.cases[caseNamed(text) - 1]!.technique;
      expect([filter, technique]).toEqual([
        filter,
        filter.endsWith('Stars') ? 'boundaryValues' : 'equivalencePartitioning',
      ]);
    }
  });

  it('finds every case with two or more searches, and lists two or more as examples', () => {
    const found = SEARCHES.map(([sort, filter]) => judged(sort, filter).caseIndex);
    bookHotel.cases.forEach((item, index) => {
      expect(found.filter((number) => number === index + 1).length).toBeGreaterThanOrEqual(2);
      expect(item.examples.length).toBeGreaterThanOrEqual(2);
    });
    for (const item of bookHotel.bugs) expect(item.examples.length).toBeGreaterThanOrEqual(2);
  });
});

describe('a bug is credited only where the list the page shows has it', () => {
  const own = new Map(HOTELS.map((hotel) => [hotel.name, hotel]));
  const shown = (sort: Sort, filter: Filter) => JSON.parse(judged(sort, filter).message) as Hotel[];
  const VISIBLE: Record<number, (hotels: Hotel[], sort: Sort, filter: Filter) => boolean> = {
    // A dearer place above a cheaper one in a list sorted by price, cheapest first.
    1: (hotels, sort) =>
      sort === 'priceAsc' &&
      hotels.some((hotel, index) => index > 0 && hotels[index - 1]!.price > hotel.price),
    // A place rated under 9.0 in the list of 9.0 and above.
    2: (hotels, _sort, filter) =>
      filter === 'nineStars' && hotels.some((hotel) => own.get(hotel.name)!.rating < 9),
    // A rating that is not the place's own.
    3: (hotels) => hotels.some((hotel) => own.get(hotel.name)!.rating !== hotel.rating),
  };

  it.each(SEARCHES)('%s with %s', (sort, filter) => {
    const hotels = shown(sort, filter);
    const { bugIndex } = judged(sort, filter);
    const visible = Object.entries(VISIBLE)
      .filter(([, shows]) => shows(hotels, sort, filter))
      .map(([number]) => Number(number));
    // A submission reports the first bug it shows (9.0 and above sorted by price up shows two).
    expect(bugIndex).toBe(visible[0]);
    const FLAWS = ['priceReadAsText', 'nineStarsFromEightNine', 'houseRatingHalved'];
    expect(plannedSearch(sort, filter).flaws.map((flaw) => FLAWS.indexOf(flaw) + 1)).toEqual(visible);
  });

  it('credits nothing where the planted code runs but the list looks right', () => {
    // Sorting campsites or houses by price up never meets the $1,050 suite, so the order is right.
    expect(judged('priceAsc', 'camping').bugIndex).toBeUndefined();
    expect(judged('priceAsc', 'house').bugIndex).toBe(3);
  });
});
