/**
 * pnpm new:remote: a new mode remote with its first challenge, in one command (docs/adding-a-remote.md). The plan
 * is computed first (newRemote.ts); files are written only when every edit found its place.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from '../new-challenge/args';
import { writeFormatted } from '../new-challenge/writeFormatted';
import { broughtChallenges } from '../new-challenge/edits';
import { BROUGHT_CHALLENGES_PATH } from '../new-challenge/names';
import { takenKeys, type Repository } from '../new-challenge/newChallenge';
import { nextRemoteSteps, planRemote, PORTS_PATH, SERVICE_PORTS_PATH } from './newRemote';
import { REMOTE_FLAGS, validateRemoteOptions, type Taken } from './remoteOptions';

const ROOT = join(__dirname, '..', '..');

const repository: Repository = {
  read: (path) => readFileSync(join(ROOT, path), 'utf8'),
  exists: (path) => existsSync(join(ROOT, path)),
};

const USAGE = `Adds a mode remote that brings a group of its own, with its first challenge (a form of 1 to 3 text fields
that the server evaluates as an exploratory one):

  pnpm new:remote --group accessibility --name "Accessibility" --key altText --fields "Image,Alt text" \\
    --cases 2 --bugs 1 --language en --title "Alt text" --description "Describe an image for a screen reader." --yes

  --group        the group: lowerCamelCase letters, not a built-in one (accessibility, mobileApps)
  --name         the group's name, as the list's series heading shows it
  --port         the remote's port (default: the next after the apps' highest in tooling/webpack/ports.json)
  --key, --fields, --cases, --bugs, --language, --title, --description: the first challenge, as new:challenge takes them
  --yes          write without asking for confirmation

It writes mfe-<group>/, the challenge's server definition and tests, and runs pnpm install for the new package.`;

/** What the repository has already, read from its files. */
function taken(): Taken {
  const added = broughtChallenges(repository.read(BROUGHT_CHALLENGES_PATH));
  const services = Object.values(JSON.parse(repository.read(SERVICE_PORTS_PATH)) as Record<string, number>);
  const appPorts = Object.values(JSON.parse(repository.read(PORTS_PATH)) as Record<string, number>);
  return {
    keys: takenKeys(repository),
    groups: added.map(([group]) => group),
    folders: readdirSync(ROOT).filter((name) => name.startsWith('mfe-')),
    ports: [...services, ...appPorts],
    appPorts,
  };
}

function main(): number | Promise<number> {
  const args = parseArgs(process.argv.slice(2), REMOTE_FLAGS);
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const validated = validateRemoteOptions(args.raw, taken());
  const problems = [...args.problems, ...('problems' in validated ? validated.problems : [])];
  if (problems.length > 0 || 'problems' in validated) {
    console.error([...problems, '', USAGE].join('\n'));
    return 2;
  }
  if (!args.yes) {
    console.error('Add --yes to write the files (every option is given on the command line).');
    return 2;
  }
  const { options } = validated;
  const plan = planRemote(options, repository);
  return (async () => {
    for (const write of [...plan.created, ...plan.changed]) await writeFormatted(ROOT, write);
    console.log(['Written:', ...plan.created.map(({ path }) => `  + ${path}`)].join('\n'));
    console.log(['Changed:', ...plan.changed.map(({ path }) => `  ~ ${path}`)].join('\n'));
    // The new package joins the workspace: its dependencies are linked and the lockfile names it (even where CI
    // is set, which makes pnpm keep the lockfile as it is by default).
    const install = spawnSync('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (install.status !== 0)
      console.error(`${install.stdout}${install.stderr}\npnpm install failed: run it again.`);
    console.log(['', 'Next steps:', ...nextRemoteSteps(options, plan)].join('\n'));
    return install.status === 0 ? 0 : 1;
  })();
}

Promise.resolve()
  .then(main)
  .then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
