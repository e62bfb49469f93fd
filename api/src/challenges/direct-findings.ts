import {
  MAX_VALUE_LENGTH,
  type ChallengePayload,
  type Language,
  type SandboxFinding,
} from '@qa/shared/catalogue';
import type { RecordedFinding, Sandbox } from '../sandbox/sandbox';
import { seedUsers } from '../sandbox/sandbox';
import type { Exchange } from '../tester-apis/exchange';
import { HTTP_METHODS } from '../tester-apis/http-methods';
import { rules as userCrud } from './api-testing/userCrud/rules';
import { rules as plusser } from './learn/plusser/rules';
import type { FieldValues } from './engine/definition';
import { setupOf } from './engine/api';
import { firstMatch } from './engine/findings';
import { followsStep } from './engine/learn';
import { findingText } from './engine/techniques';

export type TesterApiName = 'users' | 'calculator';

/** What one request found, as the challenge's form would have sent it. */
type Judge = (exchange: Exchange, bodyText: string) => RecordedFinding | undefined;

interface CountingChallenge {
  path: string;
  judge: Judge;
  /** Case and bug texts, for the page. */
  caseText: (index: number, language: Language) => string | undefined;
  bugText: (index: number, language: Language) => string | undefined;
  /** What Reset on the challenge page also starts over in the sandbox. */
  reset: (sandbox: Sandbox) => void;
}

const textOf =
  (items: readonly Parameters<typeof findingText>[0][]) =>
  (index: number, language: Language): string | undefined => {
    const item = items[index - 1];
    return item && findingText(item, language);
  };

const judgeUsers: Judge = (exchange, bodyText) => {
  const { method, path } = exchange.request;
  const caseIndex = firstMatch(userCrud.cases, [exchange])?.[0];
  const bugIndex = firstMatch(userCrud.bugs, [exchange])?.[0];
  if (caseIndex === undefined && bugIndex === undefined) return undefined;
  const before = setupOf(userCrud, exchange, caseIndex);
  return {
    payload: { first: method, second: path, third: bodyText, ...(before && { before }) },
    caseIndex,
    bugIndex,
  };
};

/** Learn steps have no order here: the request finds the first step whose every field it follows. */
const judgeCalculator: Judge = (exchange, bodyText) => {
  const values: FieldValues = { first: exchange.request.method, second: bodyText, third: '' };
  const step = plusser.cases.findIndex((each) => followsStep(plusser.fields, each, values));
  if (step === -1) return undefined;
  const caseIndex = step + 1;
  const bugIndex = firstMatch(plusser.bugs, [values])?.[0];
  return { payload: { first: values.first, second: bodyText, caseNumber: caseIndex }, caseIndex, bugIndex };
};

/** Which challenge counts the requests testers send to each API from their own tools (DESIGN.md). */
export const COUNTING_CHALLENGES: Readonly<Record<TesterApiName, CountingChallenge>> = {
  users: {
    path: 'api/api-testing/v1/userCrud',
    judge: judgeUsers,
    caseText: textOf(userCrud.cases),
    bugText: textOf(userCrud.bugs),
    reset: (sandbox) => {
      sandbox.users = seedUsers();
      sandbox.nextId = sandbox.users.length + 1;
    },
  },
  calculator: {
    path: 'api/learn/v1/plusser',
    judge: judgeCalculator,
    caseText: textOf(plusser.cases),
    bugText: textOf(plusser.bugs),
    reset: () => undefined,
  },
};

/** Only what the page's batch call will take back: its methods and values of its length. */
const fitsForm = (payload: ChallengePayload): boolean =>
  (HTTP_METHODS as readonly string[]).includes(payload.first ?? '') &&
  [payload.second, payload.third].every((value) => (value ?? '').length <= MAX_VALUE_LENGTH);

/** Keeps in the sandbox what a direct request found, once per case and per bug. */
export function recordDirectFinding(
  sandbox: Sandbox,
  api: TesterApiName,
  exchange: Exchange,
  bodyText: string,
): void {
  // A body longer than the form could send finds nothing, so it is not judged at all: judging replays the
  // request against each step of the challenge.
  if (bodyText.length > MAX_VALUE_LENGTH) return;
  const { path, judge } = COUNTING_CHALLENGES[api];
  const finding = judge(exchange, bodyText);
  if (!finding || !fitsForm(finding.payload)) return;
  const kept = (sandbox.found[path] ??= []);
  const newCase =
    finding.caseIndex !== undefined && !kept.some((each) => each.caseIndex === finding.caseIndex);
  const newBug = finding.bugIndex !== undefined && !kept.some((each) => each.bugIndex === finding.bugIndex);
  if (newCase || newBug) kept.push(finding);
}

/** The sandbox's findings for one challenge, with their texts in the page's language. */
export const describeFindings = (
  sandbox: Sandbox,
  api: TesterApiName,
  language: Language,
): SandboxFinding[] => {
  const { path, caseText, bugText } = COUNTING_CHALLENGES[api];
  return (sandbox.found[path] ?? []).map(({ payload, caseIndex, bugIndex }) => ({
    payload,
    ...(caseIndex !== undefined && { caseIndex, caseText: caseText(caseIndex, language) }),
    ...(bugIndex !== undefined && { bugIndex, bugText: bugText(bugIndex, language) }),
  }));
};
