import { isStringArray, useTranslation } from '@qa/shared';
import type { ChallengeField } from '../components/form/challengeField';
import { challengeTitleKeys } from './challengeTitle';
import type { ModeChallengeDefinition } from './modeDefinition';

/** A challenge's texts in the current language (SPEC §3 "Challenge text entry"). */
export interface ChallengeTexts {
  title: string;
  /** The challenge's own paragraphs (the first one short), then the remote's `modeDescription`. */
  description: string[];
  /** '' when the challenge has none. */
  hint: string;
  fields: ChallengeField[];
}

/** Localizes a mode remote's definition from the remote's own namespace. */
export const useChallengeTexts = (
  namespace: string,
  { key, fields }: ModeChallengeDefinition,
  /** A remote of two modes words each in `modeDescription.{type}`; one of a single mode in `modeDescription`. */
  type?: string,
): ChallengeTexts => {
  const { t } = useTranslation(namespace);
  // Hint and templates are optional per challenge: a missing key reads as ''.
  const optional = (textKey: string): string => t(textKey, { defaultValue: '' });
  const paragraphs: unknown = t(`${key}.description`, { returnObjects: true });
  return {
    title: t(challengeTitleKeys(key)),
    description: [
      ...(isStringArray(paragraphs) ? paragraphs : [String(paragraphs)]),
      t(type ? [`modeDescription.${type}`, 'modeDescription'] : 'modeDescription'),
    ],
    hint: optional(`${key}.hint`),
    fields: fields.map(({ text, ...field }) => {
      const template = optional(`${text}.template`);
      const placeholder = optional(`${text}.placeholder`);
      return {
        ...field,
        label: t(`${text}.label`),
        ...(placeholder !== '' && { placeholder }),
        ...(template !== '' && { template }),
      };
    }),
  };
};
