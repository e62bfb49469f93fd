import { AnchorError, insertAfter, lastLine } from '../new-challenge/edits';

/** The remote's port, last in the ports table (tooling/webpack/ports.json) every build and process reads. */
export function addPort(ports: string, remote: string, port: number): string {
  const table = JSON.parse(ports) as Record<string, number>;
  return `${JSON.stringify({ ...table, [remote]: port }, null, 2)}\n`;
}

/** The remote's unit tests, after the last remote's in the root Jest projects. */
export function addJestProject(config: string, folder: string, file: string): string {
  const anchor = lastLine(
    config.split('\n'),
    /^\s+'<rootDir>\/mfe-[a-z-]+\/jest\.config\.cjs',$/,
    file,
    'a remote project line',
  );
  return insertAfter(config, anchor, `    '<rootDir>/${folder}/jest.config.cjs',\n`);
}

/**
 * `brought('accessibility', 'altText', 'api/accessibility/v1/alt-text', textfield('image')),` at the end of
 * BROUGHT_CHALLENGES.
 */
export function addBroughtChallenge(source: string, line: string, file: string): string {
  const lines = source.split('\n');
  const start = lines.findIndex((text) => /^export const BROUGHT_CHALLENGES\b.* = \[(\];)?$/.test(text));
  if (start === -1) throw new AnchorError(file, 'the BROUGHT_CHALLENGES list');
  // Prettier writes an empty list on one line.
  const opening = lines[start] ?? '';
  if (opening.endsWith('[];')) {
    lines[start] = opening.replace(/\[\];$/, `[\n${line}\n];`);
    return lines.join('\n');
  }
  const end = lines.findIndex((text, index) => index > start && text === '];');
  if (end === -1) throw new AnchorError(file, 'the end of the BROUGHT_CHALLENGES list');
  return insertAfter(source, end - 1, `${line}\n`);
}

/** The import of the field helper the entry is written with, once: the file imports only the type while empty. */
export function importTextfield(source: string, file: string): string {
  const lines = source.split('\n');
  const index = lines.findIndex((text) => /^import (?:type )?\{ [^}]+ \} from '\.\/formFields';$/.test(text));
  if (index === -1) throw new AnchorError(file, "the import from './formFields'");
  const line = lines[index] ?? '';
  const names = (/\{ ([^}]+) \}/.exec(line)?.[1] ?? '').split(', ');
  if (!line.startsWith('import type') && names.includes('textfield')) return source;
  // In `import type { ... }` every name is a type: each keeps its mark once the import brings a value too.
  const kept = line.startsWith('import type') ? names.map((name) => `type ${name}`) : names;
  lines[index] = `import { ${['textfield', ...kept].join(', ')} } from './formFields';`;
  return lines.join('\n');
}
