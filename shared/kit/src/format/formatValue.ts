/** SPEC §9: values are shown truncated to 32 characters plus an ellipsis. */
export const MAX_SHOWN_LENGTH = 32;

const NUMERIC = /^[+-]?(\d+(?:\.\d*)?|\.\d+)$/;

/** "007" shows as 7 and "1.50" as 1.5; numbers beyond exact integers stay as typed rather than be rounded. */
const normalise = (value: string): string => {
  if (!NUMERIC.test(value)) return value;
  const number = Number(value);
  return Math.abs(number) <= Number.MAX_SAFE_INTEGER ? String(number) : value;
};

/** A filled input value as the page displays it (SPEC §5 "Display"). */
export const formatValue = (value: string): string => {
  const characters = [...normalise(value)]; // by code point, so an emoji is never cut in half
  return characters.length > MAX_SHOWN_LENGTH
    ? `${characters.slice(0, MAX_SHOWN_LENGTH).join('')}…`
    : characters.join('');
};
