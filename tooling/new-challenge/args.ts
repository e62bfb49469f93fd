/** The options new:challenge takes a value for. */
export const CHALLENGE_FLAGS = [
  'group',
  'key',
  'fields',
  'cases',
  'bugs',
  'language',
  'title',
  'description',
] as const;

export interface ParsedArgs<Name extends string> {
  raw: Partial<Record<Name, string>>;
  yes: boolean;
  help: boolean;
  problems: string[];
}

/**
 * `--name value` or `--name=value` for each of `valued`; `--yes`/`-y` and `--help`/`-h` take none. Unknown flags
 * are problems.
 */
export function parseArgs<Name extends string>(
  argv: readonly string[],
  valued: readonly Name[],
): ParsedArgs<Name> {
  const isValued = (name: string): name is Name => (valued as readonly string[]).includes(name);
  const parsed: ParsedArgs<Name> = { raw: {}, yes: false, help: false, problems: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    // pnpm passes a lone `--` through when the trainer writes `pnpm new:challenge -- --key ...`.
    if (argument === '--') continue;
    if (argument === '--yes' || argument === '-y') parsed.yes = true;
    else if (argument === '--help' || argument === '-h') parsed.help = true;
    else {
      const match = /^--([a-z]+)(?:=(.*))?$/s.exec(argument);
      const name = match?.[1] ?? '';
      if (!match || !isValued(name)) {
        parsed.problems.push(`Unknown argument "${argument}".`);
        continue;
      }
      const value = match[2] ?? argv[index + 1];
      if (match[2] === undefined) index += 1;
      if (value === undefined) parsed.problems.push(`--${name} needs a value.`);
      else parsed.raw[name] = value;
    }
  }
  return parsed;
}

export const USAGE = `Adds a scripted or exploratory challenge (a form of 1 to 3 text fields):

  pnpm new:challenge --group exploratory --key leapYear --fields "Year" --cases 2 --bugs 1 \\
    --language en --title "Leap year" --description "Tells whether a year is a leap year." --yes

  --group        scripted or exploratory
  --key          lowerCamelCase letters, new to the catalogue (leapYear)
  --fields       the field labels, comma-separated, 1 to 3 ("Amount,Currency")
  --cases        placeholder cases to write (default 1)
  --bugs         placeholder bugs to write (default 1; 0 for none)
  --language     the language of your texts: en, ua, ru or pl (default en); the others are marked to translate
  --title        the page title and the catalogue name
  --description  the page description
  --yes          write without asking for confirmation

Missing arguments are asked for.`;
