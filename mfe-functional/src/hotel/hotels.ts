import { isPlainObject } from '@qa/shared';

/** SPEC §3 "Hotel", as the server sends it. */
export interface Hotel {
  name: string;
  type: 'hotel' | 'house' | 'camping';
  place: string;
  rating: number;
  reviewNumber: number;
  distance: number;
  price: number;
}

/** SPEC §9, in dropdown order: the index is what the page sends. */
export const SORT_KEYS = ['recommended', 'priceAsc', 'priceDesc', 'distanceMin'] as const;
export const FILTER_KEYS = ['none', 'sevenStars', 'nineStars', 'hotel', 'house', 'camping'] as const;

const isHotel = (value: unknown): value is Hotel =>
  isPlainObject(value) &&
  typeof value.name === 'string' &&
  (value.type === 'hotel' || value.type === 'house' || value.type === 'camping') &&
  typeof value.place === 'string' &&
  ['rating', 'reviewNumber', 'distance', 'price'].every((field) => typeof value[field] === 'number');

/** The list in a result message (SPEC §7: a JSON string); undefined when the message is not one. */
export const parseHotels = (message: string): Hotel[] | undefined => {
  try {
    const value: unknown = JSON.parse(message);
    return Array.isArray(value) && value.every(isHotel) ? value : undefined;
  } catch {
    return undefined;
  }
};
