import { type ChallengeEntry } from '@qa/shared';
import { LearnChallenge, usePageTitle, useChallengeTexts, type ModeChallengeDefinition } from '@qa/kit';
import { LEARN_NAMESPACE } from '../i18n/learnTexts';

export interface BuiltChallengeProps {
  entry: ChallengeEntry;
  definition: ModeChallengeDefinition;
}

/** A learn challenge: its definition's texts in the current language, handed to the kit's page. */
export const BuiltChallenge = ({ entry, definition }: BuiltChallengeProps) => {
  const { title, description, hint, fields } = useChallengeTexts(LEARN_NAMESPACE, definition);
  usePageTitle(title);
  return (
    <LearnChallenge challenge={entry} title={title} description={description} hint={hint} fields={fields} />
  );
};
