import {
  HOTEL_FILTERS as FILTERS,
  HOTEL_SORTS as SORTS,
  type Hotel,
  type HotelFilter as Filter,
  type HotelSort as Sort,
} from '@qa/shared/catalogue';
import type { FieldValues } from '../engine/definition';
import { HOTELS } from './hotels';

export { FILTERS, SORTS, type Filter, type Sort };

/** The hotel app's planted bugs, named by what the learner sees wrong in the list the page shows. */
export type HotelFlaw =
  /** Price: lowest first reads $1,050 as "1,050" and parseFloat makes it 1: a dearer place sits above cheaper ones. */
  | 'priceReadAsText'
  /** Rating 9.0 and above keeps ratings from 8.9: a place rated under 9.0 is in the list. */
  | 'nineStarsFromEightNine'
  /** Houses only shows houses with under 100 reviews on a five-point scale: a rating differs from the place's own. */
  | 'houseRatingHalved';

const byPrice = (a: Hotel, b: Hotel) => a.price - b.price;

const SORT_ORDER: Readonly<Record<Sort, ((a: Hotel, b: Hotel) => number) | undefined>> = {
  recommended: undefined,
  priceAsc: byPrice,
  priceDesc: (a, b) => b.price - a.price,
  distanceMin: (a, b) => a.distance - b.distance,
};

const KEEPS: Readonly<Record<Filter, (hotel: Hotel) => boolean>> = {
  none: () => true,
  sevenStars: (hotel) => hotel.rating >= 7,
  nineStars: (hotel) => hotel.rating >= 9,
  hotel: (hotel) => hotel.type === 'hotel',
  house: (hotel) => hotel.type === 'house',
  camping: (hotel) => hotel.type === 'camping',
};

/** The chosen sort and filter; an index the dropdowns do not have is undefined. */
export const searchOf = ({ first, second }: FieldValues): { sort?: Sort; filter?: Filter } => ({
  sort: SORTS[Number(first)],
  filter: FILTERS[Number(second)],
});

/** What a correct app shows: the reference the planted bugs are measured against. */
export const referenceSearch = (sort: Sort, filter: Filter): Hotel[] => {
  const kept = HOTELS.filter(KEEPS[filter]);
  const order = SORT_ORDER[sort];
  return order ? [...kept].sort(order) : kept;
};

/** The app as it is, planted bugs and all. */
const shownSearch = (sort: Sort, filter: Filter): Hotel[] => {
  const keeps = filter === 'nineStars' ? (hotel: Hotel) => hotel.rating >= 8.9 : KEEPS[filter];
  let hotels = HOTELS.filter(keeps);
  if (sort === 'priceAsc') {
    const shownPrice = (hotel: Hotel) => Number.parseFloat(hotel.price.toLocaleString('en-US'));
    hotels = [...hotels].sort((a, b) => shownPrice(a) - shownPrice(b));
  } else {
    const order = SORT_ORDER[sort];
    if (order) hotels = [...hotels].sort(order);
  }
  if (filter === 'house')
    hotels = hotels.map((hotel) =>
      hotel.reviewNumber < 100 ? { ...hotel, rating: hotel.rating / 2 } : hotel,
    );
  return hotels;
};

const OWN = new Map(HOTELS.map((hotel) => [hotel.name, hotel]));

/**
 * The list the page shows and the planted bugs a learner can see in it. A bug counts only where the list itself
 * shows it wrong against the reference: a dearer place above a cheaper one, a place the filter should have
 * dropped, a rating that is not the place's own. Choosing the search alone credits nothing.
 */
export const plannedSearch = (sort: Sort, filter: Filter): { hotels: Hotel[]; flaws: HotelFlaw[] } => {
  const hotels = shownSearch(sort, filter);
  const kept = new Set(referenceSearch(sort, filter).map((hotel) => hotel.name));
  const flaws: HotelFlaw[] = [];
  if (
    sort === 'priceAsc' &&
    hotels.some((hotel, index) => index > 0 && hotels[index - 1]!.price > hotel.price)
  )
    flaws.push('priceReadAsText');
  if (filter === 'nineStars' && hotels.some((hotel) => !kept.has(hotel.name)))
    flaws.push('nineStarsFromEightNine');
  if (filter === 'house' && hotels.some((hotel) => OWN.get(hotel.name)?.rating !== hotel.rating))
    flaws.push('houseRatingHalved');
  return { hotels, flaws };
};
