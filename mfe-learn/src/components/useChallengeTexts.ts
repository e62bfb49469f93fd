import { isStringArray, type ChallengeField } from '@qa/shared';
import { useTranslation } from 'react-i18next';
import type { LearnChallengeDefinition } from '../challenges/definition';
import { LEARN_NAMESPACE } from '../i18n/learnTexts';

/** A field with its texts in the current language. */
export interface LocalizedField extends ChallengeField {
  /** The sample value of the "fill with template" button (SPEC §2), where the texts give one. */
  template?: string;
}

/** A learn challenge's texts in the current language (SPEC §3 "Challenge text entry"). */
export interface ChallengeTexts {
  title: string;
  /** The challenge's own paragraphs (the first one short), then how learn mode works. */
  description: string[];
  /** '' when the challenge has none. */
  hint: string;
  fields: LocalizedField[];
}

export const useChallengeTexts = ({ key, fields }: LearnChallengeDefinition): ChallengeTexts => {
  const { t } = useTranslation(LEARN_NAMESPACE);
  // Hint and templates are optional per challenge: a missing key reads as ''.
  const optional = (textKey: string): string => t(textKey, { defaultValue: '' });
  const paragraphs: unknown = t(`${key}.description`, { returnObjects: true });
  return {
    title: t(`${key}.pageTitle`),
    description: [...(isStringArray(paragraphs) ? paragraphs : [String(paragraphs)]), t('learnMode')],
    hint: optional(`${key}.hint`),
    fields: fields.map(({ type, text }) => {
      const template = optional(`${text}.template`);
      return {
        type,
        label: t(`${text}.label`),
        placeholder: t(`${text}.placeholder`),
        ...(template !== '' && { template }),
      };
    }),
  };
};
