import { literal } from './literals';
import type { ChallengeOptions } from './options';

/** An anchor an edit needs is not where it was expected: the file changed shape, so nothing is written. */
export class AnchorError extends Error {
  constructor(file: string, anchor: string) {
    super(`${file}: cannot find ${anchor}. The file changed shape; add the challenge there by hand.`);
    this.name = 'AnchorError';
  }
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The index of the last line matching, from `from` to `to` (exclusive), or throws naming the anchor. */
export function lastLine(
  lines: readonly string[],
  pattern: RegExp,
  file: string,
  anchor: string,
  from = 0,
  to = lines.length,
) {
  for (let index = to - 1; index >= from; index -= 1) if (pattern.test(lines[index] ?? '')) return index;
  throw new AnchorError(file, anchor);
}

function firstLine(lines: readonly string[], pattern: RegExp, file: string, anchor: string, from = 0) {
  for (let index = from; index < lines.length; index += 1) if (pattern.test(lines[index] ?? '')) return index;
  throw new AnchorError(file, anchor);
}

/** The source with `text` (whole lines, ending in a newline) put after line `index`. */
export const insertAfter = (source: string, index: number, text: string): string => {
  const lines = source.split('\n');
  return [
    ...lines.slice(0, index + 1),
    ...text.replace(/\n$/, '').split('\n'),
    ...lines.slice(index + 1),
  ].join('\n');
};

/** A catalogue call, `entry(` or `form(`, with its group and key, however Prettier wrapped it. */
const ENTRY = /\b(?:entry|form)\(\s*'(\w+)',\s*'(\w+)',/g;

interface CatalogueCall {
  group: string;
  key: string;
  /** The line the call starts on. */
  line: number;
}

const catalogueCalls = (catalogue: string): CatalogueCall[] =>
  [...catalogue.matchAll(ENTRY)].flatMap((match) =>
    match[1] && match[2]
      ? [{ group: match[1], key: match[2], line: catalogue.slice(0, match.index).split('\n').length - 1 }]
      : [],
  );

/** Every key of the catalogue, from its source (the file being edited is the truth, not a loaded copy). */
export const catalogueKeys = (catalogue: string): string[] => catalogueCalls(catalogue).map(({ key }) => key);

/** A `brought(` call with its group and key, however Prettier wrapped it (its fields make it long). */
const BROUGHT = /\bbrought\(\s*'(\w+)',\s*'(\w+)',/g;

/** [group, key] of each challenge of the groups remotes bring (shared/src/catalogue/broughtChallenges.ts). */
export const broughtChallenges = (source: string): [string, string][] =>
  [...source.matchAll(BROUGHT)].flatMap((match) =>
    match[1] && match[2] ? [[match[1], match[2]] as [string, string]] : [],
  );

const lastCallOfGroup = (catalogue: string, group: string, file: string): CatalogueCall => {
  const last = catalogueCalls(catalogue)
    .filter((call) => call.group === group)
    .at(-1);
  if (last === undefined)
    throw new AnchorError(file, `an entry('${group}', ...) or form('${group}', ...) call`);
  return last;
};

/** The group's last key in the catalogue: the neighbour every other file's new entry goes after. */
export const lastKeyOfGroup = (catalogue: string, group: string, file: string): string =>
  lastCallOfGroup(catalogue, group, file).key;

/**
 * `form('exploratory', 'leapYear', 'api/exploratory/v1/leap-year', textfield('year')),` after the group's last
 * entry: the fields the remote renders, their texts under `leapYear.fields`.
 */
export function addCatalogueEntry(
  catalogue: string,
  options: ChallengeOptions,
  names: readonly string[],
  apiPath: string,
  file: string,
): string {
  const lines = catalogue.split('\n');
  const { line: start } = lastCallOfGroup(catalogue, options.group, file);
  // A call Prettier wrapped ends at the first line that closes it.
  const end = /\),$/.test(lines[start] ?? '')
    ? start
    : firstLine(lines, /^\s*\),$/, file, "the end of the group's last entry", start);
  const fields = names.map((name) => `textfield(${literal(name)})`).join(', ');
  const line = `  form(${literal(options.group)}, ${literal(options.key)}, ${literal(apiPath)}, ${fields}),\n`;
  return insertAfter(catalogue, end, line);
}

/** The challenge's name in the catalogue texts' `challenges` block, after the group's last challenge. */
export function addCatalogueName(texts: string, lastKey: string, line: string, file: string): string {
  const lines = texts.split('\n');
  const block = firstLine(lines, /^\s+challenges: \{$/, file, 'the `challenges: {` block');
  const start = firstLine(
    lines,
    new RegExp(`^\\s+${escapeRegExp(lastKey)}:`),
    file,
    `the name of ${lastKey}`,
    block,
  );
  // A long name is wrapped onto the next line by Prettier: the entry ends at its first comma at the end of a line.
  const end = firstLine(lines, /,$/, file, `the end of the name of ${lastKey}`, start);
  return insertAfter(texts, end, line);
}

/** The challenge's texts block in a remote's language file, after the block of the group's last challenge. */
export function addRemoteTexts(texts: string, lastKey: string, block: string, file: string): string {
  const lines = texts.split('\n');
  const start = firstLine(
    lines,
    new RegExp(`^  ${escapeRegExp(lastKey)}: \\{$`),
    file,
    `the texts of ${lastKey}`,
  );
  // Top-level blocks are indented by two spaces: the first such closing brace ends the neighbour's block.
  const end = firstLine(lines, /^ {2}\},$/, file, `the end of the texts of ${lastKey}`, start);
  return insertAfter(texts, end, block);
}
