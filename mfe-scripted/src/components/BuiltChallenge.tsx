import { ScriptedChallenge, usePageTitle, type ChallengeEntry } from '@qa/shared';
import type { ScriptedChallengeDefinition } from '../challenges/definition';
import { useChallengeTexts } from './useChallengeTexts';

export interface BuiltChallengeProps {
  entry: ChallengeEntry;
  definition: ScriptedChallengeDefinition;
}

/** A scripted challenge: its definition's texts in the current language, handed to the kit's page. */
export const BuiltChallenge = ({ entry, definition }: BuiltChallengeProps) => {
  const { title, description, hint, fields } = useChallengeTexts(definition);
  usePageTitle(title);
  return (
    <ScriptedChallenge
      challenge={entry}
      title={title}
      description={description}
      hint={hint}
      fields={fields}
    />
  );
};
