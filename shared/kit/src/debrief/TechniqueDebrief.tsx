import { useId } from 'react';
import styled from 'styled-components';
import { DEFAULT_LANGUAGE, isLanguage, useTranslation } from '@qa/shared';
import { TECHNIQUES, type Technique } from '@qa/shared/progress';
import type { FoundKind, NewFind } from '../progress/progressState';
import { tokens } from '../theme/tokens';
import { DEBRIEF_NAMESPACE } from './debriefTexts';

export interface TechniqueDebriefProps {
  /** What the last answer found new (ChallengeProgress.foundWith). */
  finds: readonly NewFind[];
}

const Note = styled.aside<{ $bug: boolean }>`
  display: grid;
  gap: ${tokens.space.xs};
  padding: ${tokens.space.sm} ${tokens.space.md};
  background: ${tokens.colors.subtle};
  border-left: 4px solid ${({ $bug }) => ($bug ? tokens.colors.error : tokens.colors.success)};
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

const HEADINGS = { case: 'caseFoundWith', bug: 'bugFoundWith', both: 'bothFoundWith' } as const;

/** One debrief per technique, saying whether it found a test case, a bug or both. */
const byTechnique = (finds: readonly NewFind[]): [Technique, Set<FoundKind>][] => {
  const kinds = new Map<Technique, Set<FoundKind>>();
  for (const { kind, technique } of finds) {
    if (isTechnique(technique)) kinds.set(technique, (kinds.get(technique) ?? new Set()).add(kind));
  }
  return [...kinds];
};

/**
 * The debrief after a find: which technique found it, why that matters on a real project, and the
 * interview question it answers. Loaded lazily (FindDebrief); not a live region and takes no focus, so it does
 * not talk over the result line, which announces the find.
 */
export const TechniqueDebrief = ({ finds }: TechniqueDebriefProps) => {
  const { t, i18n } = useTranslation(DEBRIEF_NAMESPACE);
  const id = useId();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return byTechnique(finds).map(([technique, kinds]) => {
    const heading = HEADINGS[kinds.size > 1 ? 'both' : kinds.has('bug') ? 'bug' : 'case'];
    return (
      <Note key={technique} aria-labelledby={`${id}-${technique}`} $bug={kinds.has('bug')}>
        <Heading id={`${id}-${technique}`}>
          {t(heading, { technique: TECHNIQUES[technique][language] })}
        </Heading>
        <p>{t(`techniques.${technique}.why`)}</p>
        <p>
          <Label>{t('askedInInterviews')}</Label> {t(`techniques.${technique}.question`)}
        </p>
      </Note>
    );
  });
};
