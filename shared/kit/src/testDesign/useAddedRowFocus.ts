import { useEffect, useRef } from 'react';

/**
 * A row added by a button takes the keyboard at its first cell, where the tester goes on typing. `added(length)`
 * says how long the table will be once the row is in; a table that did not grow (full) leaves the focus alone.
 */
export const useAddedRowFocus = (length: number) => {
  const table = useRef<HTMLTableElement>(null);
  const focusAtLength = useRef<number | undefined>(undefined);
  useEffect(() => {
    const expected = focusAtLength.current;
    focusAtLength.current = undefined;
    if (expected !== length) return;
    table.current?.querySelector<HTMLElement>('tbody tr:last-child :is(input, select)')?.focus();
  }, [length]);
  return {
    table,
    added: (next: number) => {
      focusAtLength.current = next;
    },
  };
};
