import { randomInt } from 'node:crypto';
import type { ChallengeGroup } from '@qa/shared/catalogue';
import type { GameChallenge } from '@qa/shared/game';
import { Compile, type Validator } from 'typebox/compile';
import type { ChallengeDefinition } from '../challenges/engine/definition';
import type { PureDefinition } from '../challenges/engine/evaluate';
import { payloadSchema } from '../challenges/engine/payload-schema';
import { REGISTERED_BY_STORE_NAME, type RegisteredChallenge } from '../challenges/registry';

/** How many challenges a round draws. */
export const CHALLENGES_PER_ROUND = 3;

/**
 * The groups a round draws from; never a group a remote brings, which the Game page cannot show. Not scripted:
 * its page lists its test cases as the steps to follow (its route gives that list to anyone), so in a round its
 * points would be free. Hiding the list in a round would not help: the practice page, open in another tab,
 * shows the same list and costs the round nothing.
 */
const GAME_GROUPS: readonly ChallengeGroup[] = ['generator', 'exploratory'];

const isGameGroup = (type: string): type is ChallengeGroup =>
  (GAME_GROUPS as readonly string[]).includes(type);

/** A challenge a round can draw. */
export interface GameChallengeDefinition {
  challenge: GameChallenge;
  definition: PureDefinition;
  /** The challenge route's own body schema, compiled: a round's payload must be one its form can send. */
  payload: Validator;
}

/** A form judged on what it is sent alone, whose cases are not listed on its page (scripted mode's are). */
const isFreeSubmission = (definition: ChallengeDefinition): definition is PureDefinition =>
  definition.evaluator === 'exploratory' || definition.evaluator === 'builder';

const publicCounts = (
  storeName: string,
  type: ChallengeGroup,
  { entry, definition }: RegisteredChallenge,
): GameChallenge => ({
  storeName,
  type,
  key: entry.key,
  fieldCount: entry.fieldCount,
  cases: definition.cases.length,
  bugs: definition.bugs.length,
});

/**
 * The challenges a round can draw, by store name. Left out: guided (learn-mode) definitions, such as the
 * generator group's multiplexer intro: their evaluator finds case n only for a payload naming step n
 * (`caseNumber`) and following that step's public instruction, so a free submission finds nothing and a round
 * would be a recital of the steps. API-testing definitions are outside these groups and need a sandbox. A
 * generator form's `expectedResult` is part of its own route's body, so attractor stays.
 */
export const GAME_CHALLENGES: ReadonlyMap<string, GameChallengeDefinition> = new Map(
  [...REGISTERED_BY_STORE_NAME].flatMap(([storeName, registered]): [string, GameChallengeDefinition][] => {
    const { entry, definition } = registered;
    if (!isGameGroup(entry.group) || !isFreeSubmission(definition)) return [];
    return [
      [
        storeName,
        {
          challenge: publicCounts(storeName, entry.group, registered),
          definition,
          payload: Compile(payloadSchema(definition)),
        },
      ],
    ];
  }),
);

/**
 * The store names a pool setting stands for: each entry a drawable challenge's store name or a group's name
 * (all its drawable challenges). Throws for an entry that is neither, so a mistyped setting stops the start.
 */
export const resolvePool = (entries?: readonly string[]): string[] => {
  if (!entries || entries.length === 0) return [...GAME_CHALLENGES.keys()];
  const names = entries.flatMap((entry) => {
    const matched = [...GAME_CHALLENGES.values()]
      .map(({ challenge }) => challenge)
      .filter((challenge) => challenge.storeName === entry || challenge.type === entry)
      .map((challenge) => challenge.storeName);
    if (matched.length === 0) {
      throw new Error(`GAME_POOL: "${entry}" is neither a challenge nor a group the Game can draw`);
    }
    return matched;
  });
  return [...new Set(names)];
};

/** `count` distinct store names of the pool, each set as likely as any other (a partial Fisher-Yates shuffle). */
export const drawChallenges = (
  pool: readonly string[] = [...GAME_CHALLENGES.keys()],
  count = CHALLENGES_PER_ROUND,
): string[] => {
  const names = [...pool];
  const drawn = Math.min(count, names.length);
  for (let index = 0; index < drawn; index += 1) {
    const other = randomInt(index, names.length);
    [names[index], names[other]] = [names[other]!, names[index]!];
  }
  return names.slice(0, drawn);
};

/** The public description of drawn challenges, in the round's order. */
export const describeDrawn = (storeNames: readonly string[]): GameChallenge[] =>
  storeNames.flatMap((storeName) => {
    const found = GAME_CHALLENGES.get(storeName);
    return found ? [found.challenge] : [];
  });
