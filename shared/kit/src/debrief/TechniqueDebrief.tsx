import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DEFAULT_LANGUAGE, isLanguage } from '@qa/shared';
import { TECHNIQUES, type Technique } from '@qa/shared/progress';
import { tokens } from '../theme/tokens';
import { DEBRIEF_NAMESPACE } from './debriefTexts';

export interface TechniqueDebriefProps {
  /** The techniques of what the last answer found new (ChallengeProgress.foundWith). */
  techniques: readonly string[];
}

const Note = styled.aside`
  display: grid;
  gap: ${tokens.space.xs};
  padding: ${tokens.space.sm} ${tokens.space.md};
  background: ${tokens.colors.subtle};
  border-left: 4px solid ${tokens.colors.success};
  border-radius: ${tokens.radius};

  p {
    margin: 0;
    line-height: 1.5;
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1rem;
  line-height: 1.4;
`;

const Label = styled.span`
  color: ${tokens.colors.muted};
`;

// A technique a newer API names and this kit has no texts for is left out rather than shown as a key.
const isTechnique = (name: string): name is Technique => Object.hasOwn(TECHNIQUES, name);

/**
 * The debrief after a find (issue 13): which technique found it, why that matters on a real project, and the
 * interview question it answers. Loaded lazily (FindDebrief); not a live region and takes no focus, so it does
 * not talk over the result line, which announces the find.
 */
export const TechniqueDebrief = ({ techniques }: TechniqueDebriefProps) => {
  const { t, i18n } = useTranslation(DEBRIEF_NAMESPACE);
  const id = useId();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  // A case and a bug found with one technique in one answer get one debrief.
  return [...new Set(techniques)].filter(isTechnique).map((technique) => (
    <Note key={technique} aria-labelledby={`${id}-${technique}`}>
      <Heading id={`${id}-${technique}`}>
        {t('foundWith', { technique: TECHNIQUES[technique][language] })}
      </Heading>
      <p>{t(`techniques.${technique}.why`)}</p>
      <p>
        <Label>{t('askedInInterviews')}</Label> {t(`techniques.${technique}.question`)}
      </p>
    </Note>
  ));
};
