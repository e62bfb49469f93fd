import type { Language, Slot } from '@qa/shared/catalogue';
import type { Localized } from '../../i18n/localized';

/** One value per slot as the app sees it: '' where the field was left empty. */
export type FieldValues = Readonly<Record<Slot, string>>;

/**
 * An input that reaches a case or a bug: the answer shown to signed-in users, and a test fixture.
 * A learn case's step number is its position, so it is not repeated here.
 */
export type ExampleInput = Readonly<Partial<Record<Slot, string>>>;

export interface CaseDefinition {
  /** Names the testing technique the case teaches, e.g. "Boundary value analysis: zero in both fields". */
  text: Localized;
  example: ExampleInput;
}

/** A planted bug: what the tester reports, and an input that shows it. */
export interface BugDefinition {
  text: Localized;
  example: ExampleInput;
}

/** A learn step: the instruction the tester follows and, field by field, which values follow it. */
export interface LearnCase extends CaseDefinition {
  instruction: Localized;
  /** A field without a rule accepts any value. */
  accepts: Readonly<Partial<Record<Slot, (value: string) => boolean>>>;
}

/** A scripted case: found by any submission its predicate accepts, whatever the order (SPEC §4 "Scripted"). */
export interface ScriptedCase extends CaseDefinition {
  matches: (values: FieldValues) => boolean;
}

/** The form's dropdowns: the slots they fill and the options they all offer (GET caseOptions). */
interface Dropdowns {
  slots: readonly Slot[];
  options: readonly string[];
}

interface DefinitionBase<Case extends CaseDefinition> {
  /** The form's slots in order; their number matches the catalogue's fieldCount. */
  fields: readonly Slot[];
  /** A dropdown slot accepts only its options, so the app never sees a value the page cannot send. */
  dropdowns?: Dropdowns;
  cases: readonly Case[];
  bugs: readonly BugDefinition[];
  /** The app's visible answer to these values: the result line the tester reads. */
  result: (values: FieldValues, language: Language) => string;
}

/** Guided: case n is found by following instruction n (SPEC §4 "Learn"). */
export interface LearnDefinition extends DefinitionBase<LearnCase> {
  mode: 'learn';
}

/**
 * A fixed public list of cases, found in any order (SPEC §4 "Scripted"). A submission finds the first case that
 * matches it, so the list's order settles overlaps; the definitions keep their cases apart where they can.
 */
export interface ScriptedDefinition extends DefinitionBase<ScriptedCase> {
  mode: 'scripted';
}

/** Every kind of challenge the engine evaluates; generator/gherkin and exploratory join this union. */
export type ChallengeDefinition = LearnDefinition | ScriptedDefinition;
