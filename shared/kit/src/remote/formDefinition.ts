import type { ChallengeEntry } from '@qa/shared';
import type { ModeChallengeDefinition } from './modeDefinition';

/**
 * The page of a challenge whose catalogue entry is a plain form: each field's texts are the remote's
 * `<key>.fields.<name>`, so a form challenge needs no code in its remote.
 */
export const formDefinition = ({ key, form }: ChallengeEntry<string>): ModeChallengeDefinition | undefined =>
  form && {
    key,
    fields: form.map(({ name, ...field }) => ({ ...field, text: `${key}.fields.${name}` })),
  };
