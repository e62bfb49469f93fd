import { type ChallengeEntry } from '@qa/shared';
import { ScriptedChallenge, usePageTitle, useChallengeTexts, type ModeChallengeDefinition } from '@qa/kit';
import { SCRIPTED_NAMESPACE } from '../i18n/scriptedTexts';

export interface BuiltChallengeProps {
  entry: ChallengeEntry;
  definition: ModeChallengeDefinition;
}

/** A scripted challenge: its definition's texts in the current language, handed to the kit's page. */
export const BuiltChallenge = ({ entry, definition }: BuiltChallengeProps) => {
  const { title, description, hint, fields } = useChallengeTexts(SCRIPTED_NAMESPACE, definition);
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
