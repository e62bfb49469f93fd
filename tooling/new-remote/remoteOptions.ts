import { CHALLENGE_GROUPS } from '../../shared/src/catalogue/types';
import { CHALLENGE_FLAGS } from '../new-challenge/args';
import { validateOptions, type ChallengeOptions, type RawOptions } from '../new-challenge/options';
import { kebabCase } from '../new-challenge/names';

/** The options new:remote takes a value for: the mode's, then its first challenge's (new:challenge's but the group). */
export const REMOTE_FLAGS = [
  'group',
  'name',
  'port',
  ...CHALLENGE_FLAGS.filter((flag): flag is Exclude<typeof flag, 'group'> => flag !== 'group'),
];

export type RawRemoteOptions = Partial<Record<(typeof REMOTE_FLAGS)[number], string>>;

/** A new mode: its group, its name in the trainer's language, its port, and its first challenge. */
export interface RemoteOptions {
  /** The group, lowerCamelCase letters (accessibility, mobileApps): route segment and text key. */
  group: string;
  /** The group's name in the trainer's language, as the list's series heading shows it. */
  name: string;
  port: number;
  /** Its first challenge, a form of text fields the server evaluates as an exploratory one. */
  challenge: ChallengeOptions;
}

/** A group is lowerCamelCase letters, as the built-in ones are (apiTesting). */
const GROUP_PATTERN = /^[a-z]+(?:[A-Z][a-z]*)*$/;

/** What the repository has already: a new mode must not take any of these. */
export interface Taken {
  /** Keys of the catalogue and of the modes remotes bring (catalogue texts name challenges by key alone). */
  keys: readonly string[];
  /** Groups of the modes remotes bring already. */
  groups: readonly string[];
  folders: readonly string[];
  /** Every port of the process list, the API's and the identity emulator's too. */
  ports: readonly number[];
  /** The ports of the shell and the remotes, which a new remote's follows. */
  appPorts: readonly number[];
}

/** mobileApps → mfe-mobile-apps and mfe_mobile_apps. */
export const remoteNames = (group: string) => ({
  folder: `mfe-${kebabCase(group)}`,
  remote: `mfe_${kebabCase(group).replace(/-/g, '_')}`,
});

/** Why a group cannot be used, or undefined. */
export function groupProblem(group: string, taken: Taken): string | undefined {
  if (!GROUP_PATTERN.test(group))
    return `The group "${group}" is not lowerCamelCase letters (like accessibility).`;
  if ((CHALLENGE_GROUPS as readonly string[]).includes(group)) {
    return `"${group}" is a built-in group: use pnpm new:challenge to add a challenge to it.`;
  }
  if (taken.groups.includes(group)) return `A remote brings the group "${group}" already.`;
  const { folder } = remoteNames(group);
  if (taken.folders.includes(folder)) return `The folder ${folder} exists already.`;
  return undefined;
}

/** The first free port after the remotes' highest, unless one is given. */
const portOf = (text: string | undefined, { ports, appPorts }: Taken): number | string => {
  if (text === undefined || text === '') {
    let port = Math.max(...appPorts) + 1;
    while (ports.includes(port)) port += 1;
    return port;
  }
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) {
    return `--port must be 1024 to 65535, not "${text}".`;
  }
  if (ports.includes(port)) return `Port ${port} is taken by another process of the product.`;
  // A second copy (QA_PORT_OFFSET, scripts/ports.mjs) moves every port by whole hundreds, so apps stay in one.
  const shell = Math.min(...appPorts);
  return port < shell || port >= shell + 100
    ? `--port must be from ${shell} to ${shell + 99}, the apps' hundred, not "${text}".`
    : port;
};

/** The options, or every problem found in them at once. */
export function validateRemoteOptions(
  raw: RawRemoteOptions,
  taken: Taken,
): { options: RemoteOptions } | { problems: string[] } {
  const problems: string[] = [];
  const group = raw.group?.trim() ?? '';
  const name = raw.name?.trim() ?? '';
  if (group === '') problems.push('--group is missing.');
  else {
    const issue = groupProblem(group, taken);
    if (issue) problems.push(issue);
  }
  if (name === '') problems.push('--name is missing: the group’s name, as the list shows it.');
  const port = portOf(raw.port?.trim(), taken);
  if (typeof port === 'string') problems.push(port);
  const { key, fields, cases, bugs, language, title, description } = raw;
  const challengeRaw: RawOptions = {
    group: 'exploratory',
    key,
    fields,
    cases,
    bugs,
    language,
    title,
    description,
  };
  const challenge = validateOptions(challengeRaw, taken.keys);
  if ('problems' in challenge) problems.push(...challenge.problems);
  if (problems.length > 0 || 'problems' in challenge || typeof port === 'string') return { problems };
  return { options: { group, name, port, challenge: challenge.options } };
}
