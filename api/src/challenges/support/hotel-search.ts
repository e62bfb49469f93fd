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

/** The hotel app's planted bugs, named where they fire. */
export type HotelFlaw =
  /** Price: lowest first reads $1,050 as "1,050" and parseFloat makes it 1: the dearest place comes first. */
  | 'priceReadAsText'
  /** 9 Stars keeps ratings from 8.9. */
  | 'nineStarsFromEightNine'
  /** Houses with under 100 reviews show their rating on a five-point scale. */
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

/** The app as it is, planted bugs included, and which of them showed in this list. */
export const plannedSearch = (sort: Sort, filter: Filter): { hotels: Hotel[]; flaws: HotelFlaw[] } => {
  const flaws: HotelFlaw[] = [];
  const keeps = filter === 'nineStars' ? (hotel: Hotel) => hotel.rating >= 8.9 : KEEPS[filter];
  let hotels = HOTELS.filter(keeps);
  if (filter === 'nineStars' && hotels.some((hotel) => !KEEPS.nineStars(hotel)))
    flaws.push('nineStarsFromEightNine');
  if (sort === 'priceAsc') {
    const shownPrice = (hotel: Hotel) => Number.parseFloat(hotel.price.toLocaleString('en-US'));
    hotels = [...hotels].sort((a, b) => shownPrice(a) - shownPrice(b));
    if (hotels.some((hotel) => shownPrice(hotel) !== hotel.price) && hotels.length > 1)
      flaws.push('priceReadAsText');
  } else {
    const order = SORT_ORDER[sort];
    if (order) hotels = [...hotels].sort(order);
  }
  if (filter === 'house') {
    hotels = hotels.map((hotel) =>
      hotel.reviewNumber < 100 ? { ...hotel, rating: hotel.rating / 2 } : hotel,
    );
    if (hotels.some((hotel, index) => hotel.rating !== referenceSearch(sort, filter)[index]?.rating)) {
      flaws.push('houseRatingHalved');
    }
  }
  return { hotels, flaws };
};
