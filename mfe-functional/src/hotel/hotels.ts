import { isPlainObject, type Hotel } from '@qa/shared';

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
