/**
 * The hotel app's call (SPEC §7 book-hotel), shared by the server and the page so they cannot drift: the
 * dropdowns in SPEC §9's order (the page sends the chosen index) and one place to stay (SPEC §3 "Hotel").
 */
export const HOTEL_SORTS = ['recommended', 'priceAsc', 'priceDesc', 'distanceMin'] as const;
export const HOTEL_FILTERS = ['none', 'sevenStars', 'nineStars', 'hotel', 'house', 'camping'] as const;

export type HotelSort = (typeof HOTEL_SORTS)[number];
export type HotelFilter = (typeof HOTEL_FILTERS)[number];

export interface Hotel {
  name: string;
  type: 'hotel' | 'house' | 'camping';
  place: string;
  /** Out of 10. */
  rating: number;
  reviewNumber: number;
  /** Kilometres from the city centre. */
  distance: number;
  /** US dollars per night. */
  price: number;
}
