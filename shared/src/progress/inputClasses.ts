/**
 * The classes of input a careful tester tries on any form (the progress page's "Input classes tried"). The server names
 * the classes of what it receives; the browser keeps which ones each challenge has seen.
 */
export const INPUT_CLASSES = [
  'empty',
  'blanksAround',
  'zero',
  'negative',
  'boundaries',
  'veryLong',
  'nonLatin',
  'symbols',
  'markup',
  'wrongFormat',
] as const;

export type InputClass = (typeof INPUT_CLASSES)[number];

export const isInputClass = (value: unknown): value is InputClass =>
  (INPUT_CLASSES as readonly unknown[]).includes(value);

/** The classes in their canonical order, each once: how records keep them, so equal sets compare equal. */
export const orderedClasses = (classes: Iterable<string>): InputClass[] => {
  const seen = new Set(classes);
  return INPUT_CLASSES.filter((name) => seen.has(name));
};
