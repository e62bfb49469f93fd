import { CATALOGUE_NAMESPACE, SERIES, useTranslation, type ChallengeSeries } from '@qa/shared';
import styled from 'styled-components';
import { PAGES_NAMESPACE } from '../../i18n/pageTexts';
import { ChallengeTiles } from '../../layout/ChallengeTiles';
import { theme } from '../../theme/theme';
import { PageTitle } from '../common/PageTitle';
import { usePageTitle } from '../common/usePageTitle';
import { AnswerDialog } from './AnswerDialog';
import { useAnswer } from './useAnswer';

const Series = styled.section`
  margin-bottom: ${theme.space.lg};
`;

const SeriesTitle = styled.h2`
  margin: 0 0 ${theme.space.sm};
  font-size: 1.15rem;
`;

/** A button (it opens a dialog, it goes nowhere) in the look of the challenge list's tiles. */
const ChallengeButton = styled.button`
  width: 100%;
  height: 100%;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  color: ${theme.colors.primary};
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;

  &:hover {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.activeLink};
  }

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

interface SeriesAnswersProps {
  series: ChallengeSeries;
  onChoose: (challengeKey: string, answerUrl: string) => void;
}

const SeriesAnswers = ({ series, onChoose }: SeriesAnswersProps) => {
  const { t } = useTranslation(CATALOGUE_NAMESPACE);
  const headingId = `answers-series-${series.number}`;
  return (
    <Series aria-labelledby={headingId}>
      <SeriesTitle id={headingId}>
        {t('series.title', { number: series.number, group: t(`groups.${series.group}`) })}
      </SeriesTitle>
      <ChallengeTiles>
        {Object.entries(series.config).map(([key, answerUrl]) => (
          <li key={key}>
            <ChallengeButton type="button" onClick={() => onChoose(key, answerUrl)}>
              {t(`challenges.${key}`)}
            </ChallengeButton>
          </li>
        ))}
      </ChallengeTiles>
    </Series>
  );
};

/** The signed-in view of /app/about/answers: every challenge per series; choosing one shows its answers. */
export const AnswerCatalogue = () => {
  const { t } = useTranslation(PAGES_NAMESPACE);
  const { shown, show, close } = useAnswer();
  usePageTitle(t('answers.title'));
  return (
    <section>
      <PageTitle>{t('answers.title')}</PageTitle>
      <p>{t('answers.intro')}</p>
      {SERIES.map((series) => (
        <SeriesAnswers key={series.number} series={series} onChoose={(key, url) => void show(key, url)} />
      ))}
      <AnswerDialog shown={shown} onClose={close} />
    </section>
  );
};
