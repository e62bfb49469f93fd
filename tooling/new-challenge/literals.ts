/** A TypeScript string literal in the repository's style (single quotes); Prettier settles the rest. */
export const literal = (text: string): string =>
  `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\r?\n/g, '\\n')}'`;

/** Text safe inside a block comment: a trainer's "*\/" must not end it. */
export const commentSafe = (text: string): string => text.replace(/\*\//g, '* /').replace(/\s+/g, ' ').trim();
