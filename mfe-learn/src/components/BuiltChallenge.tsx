import {
  isStringArray,
  LearnChallenge,
  usePageTitle,
  type ChallengeEntry,
  type ChallengeField,
} from '@qa/shared';
import { useTranslation } from 'react-i18next';
import type { LearnChallengeDefinition } from '../challenges/definition';
import { LEARN_NAMESPACE } from '../i18n/learnTexts';

export interface BuiltChallengeProps {
  entry: ChallengeEntry;
  definition: LearnChallengeDefinition;
}

/** A built learn challenge: its definition's texts in the current language, handed to the kit's page. */
export const BuiltChallenge = ({ entry, definition }: BuiltChallengeProps) => {
  const { t } = useTranslation(LEARN_NAMESPACE);
  const title = t(`${definition.key}.pageTitle`);
  usePageTitle(title);
  const paragraphs: unknown = t(`${definition.key}.description`, { returnObjects: true });
  const fields: ChallengeField[] = definition.fields.map(({ type, text }) => ({
    type,
    label: t(`${text}.label`),
    placeholder: t(`${text}.placeholder`),
  }));
  return (
    <LearnChallenge
      challenge={entry}
      title={title}
      description={isStringArray(paragraphs) ? paragraphs : [String(paragraphs)]}
      fields={fields}
    />
  );
};
