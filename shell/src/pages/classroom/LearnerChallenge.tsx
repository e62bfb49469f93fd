import { selectLanguage, useAppSelector, useTranslation } from '@qa/shared';
import type { LearnerChallenge, LearnerFind, TechniqueMissed } from '@qa/shared/classroom';
import { TECHNIQUE_KEYS, TECHNIQUES } from '@qa/shared/progress';
import { TRACKER_NAMESPACE } from '@qa/kit/tracker-texts';
import { useId } from 'react';
import styled from 'styled-components';
import { Card, CardNote, CardTitle, FigureRows } from '../../layout/Card';
import { theme } from '../../theme/theme';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { useChallengeNameByStoreName } from '../common/useChallengeName';

const Section = styled.section`
  margin-top: ${theme.space.md};

  h3 {
    margin: 0 0 ${theme.space.xs};
    font-size: 1.05rem;
  }

  h4 {
    margin: ${theme.space.sm} 0 ${theme.space.xs};
    font-size: 1rem;
    font-weight: 600;
  }

  ul {
    margin: 0;
    padding-inline-start: ${theme.space.lg};
  }
`;

/** Reports are wide: the table scrolls within the card rather than the page. */
const Scroller = styled.div`
  overflow-x: auto;
`;

/** The finds grouped by technique, in the techniques' order; within one, cases first, by number (the API's order). */
const Found = ({ found }: { found: readonly LearnerFind[] }) => {
  const language = useAppSelector(selectLanguage);
  return (
    <>
      {TECHNIQUE_KEYS.map((technique) => {
        const finds = found.filter((find) => find.technique === technique);
        return (
          finds.length > 0 && (
            <div key={technique}>
              <h4>{TECHNIQUES[technique][language]}</h4>
              <ul>
                {finds.map(({ key, text }) => (
                  <li key={key}>{text}</li>
                ))}
              </ul>
            </div>
          )
        );
      })}
    </>
  );
};

/** What is still to find, counted by technique: never which cases or bugs (the page may be on a shared screen). */
export const MissedLines = ({ missed }: { missed: readonly TechniqueMissed[] }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const language = useAppSelector(selectLanguage);
  return (
    <ul>
      {missed.map(({ technique, field, cases, bugs }) => (
        <li key={`${technique} ${field ?? ''}`}>
          {field === undefined
            ? t('learner.missedLine', { technique: TECHNIQUES[technique][language], cases, bugs })
            : t('learner.missedLineInField', {
                technique: TECHNIQUES[technique][language],
                field,
                cases,
                bugs,
              })}
        </li>
      ))}
    </ul>
  );
};

const Reports = ({ challenge, reports }: { challenge: string; reports: LearnerChallenge['reports'] }) => {
  const { t } = useTranslation([CLASSROOM_PAGE_NAMESPACE, TRACKER_NAMESPACE]);
  const columns = [
    'bug',
    'reportTitle',
    'severity',
    'priority',
    'expected',
    'actual',
    'steps',
    'score',
  ] as const;
  return (
    <Scroller>
      <FigureRows>
        <caption>{t('learner.reportsCaption', { challenge })}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`learner.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => (
            <tr key={report.bug}>
              <th scope="row">{report.bug}</th>
              <td>{report.title}</td>
              <td>{t(`${TRACKER_NAMESPACE}:severities.${report.severity}`)}</td>
              <td>{t(`${TRACKER_NAMESPACE}:priorities.${report.priority}`)}</td>
              <td>{report.expected}</td>
              <td>{report.actual}</td>
              <td>{report.steps}</td>
              <td>{t('learner.scoreValue', { score: report.score })}</td>
            </tr>
          ))}
        </tbody>
      </FigureRows>
    </Scroller>
  );
};

/**
 * One challenge of the class for the learner: found of all, the finds by technique, what is still to find counted
 * by technique, the best test-design run with its missed bug variants by technique, and the best bug reports.
 */
export const LearnerChallengeCard = ({ challenge }: { challenge: LearnerChallenge }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const challengeName = useChallengeNameByStoreName();
  const id = useId();
  const name = challengeName(challenge.storeName);
  const { found, missed, design, reports } = challenge;
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{name}</CardTitle>
      <CardNote>{t('learner.found', { found: found.length, total: challenge.total })}</CardNote>
      <Section aria-labelledby={`${id}-found`}>
        <h3 id={`${id}-found`}>{t('learner.foundTitle')}</h3>
        {found.length === 0 ? <p>{t('learner.noneFound')}</p> : <Found found={found} />}
      </Section>
      <Section aria-labelledby={`${id}-missed`}>
        <h3 id={`${id}-missed`}>{t('learner.missedTitle')}</h3>
        {missed.length === 0 ? <p>{t('learner.allFound')}</p> : <MissedLines missed={missed} />}
      </Section>
      {design && (
        <Section aria-labelledby={`${id}-design`}>
          <h3 id={`${id}-design`}>{t('learner.designTitle')}</h3>
          <p>{t('learner.design', { caught: design.caught, count: design.total, score: design.score })}</p>
          {design.missed.length > 0 && (
            <>
              <p>{t('learner.designMissed')}</p>
              <ul>
                {design.missed.map(({ technique, variants }) => (
                  <li key={technique}>
                    {t('learner.designMissedLine', { technique: TECHNIQUES[technique][language], variants })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Section>
      )}
      {reports.length > 0 && (
        <Section aria-labelledby={`${id}-reports`}>
          <h3 id={`${id}-reports`}>{t('learner.reportsTitle')}</h3>
          <Reports challenge={name} reports={reports} />
        </Section>
      )}
    </Card>
  );
};
