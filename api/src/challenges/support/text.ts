/** Characters, not UTF-16 units: 'Zoë', 'Ольга' and '😀' count as people count them. */
export const characterCount = (value: string): number => [...value].length;
