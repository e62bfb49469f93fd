import { secondaryButtonStyle } from '@qa/kit';
import type { Scorecard, ShareLink } from '@qa/shared/interview/schema';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import { useDateFormat } from '../classroom/useDateFormat';
import { serverMessage } from '../common/serverMessage';
import { useShareLinkMutation } from './interviewApi';
import { INTERVIEW_PAGE_NAMESPACE } from './interviewPageTexts';

const Lines = styled.dl`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;

  dt {
    font-weight: 700;
  }

  dd {
    margin: 0;
    display: grid;
    gap: ${theme.space.xs};
  }
`;

const Share = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;

  button {
    ${secondaryButtonStyle}
  }

  input {
    flex: 1 1 20rem;
    min-height: 44px;
    font: inherit;
    padding: ${theme.space.xs} ${theme.space.sm};
  }
`;

/** The share link of the learner's own session: made on request, shown to copy. */
export const ShareScorecard = ({ sessionId }: { sessionId: string }) => {
  const { t } = useTranslation(INTERVIEW_PAGE_NAMESPACE);
  const dateOf = useDateFormat();
  const id = useId();
  const [shareLink, { isLoading }] = useShareLinkMutation();
  const [link, setLink] = useState<ShareLink>();
  const [said, setSaid] = useState<string>();
  const url = link && `${window.location.origin}${link.path}`;

  const make = async () => {
    try {
      setLink(await shareLink(sessionId).unwrap());
      setSaid(undefined);
    } catch (error) {
      setSaid(t('shareFailed', { reason: serverMessage(error) ?? t('unreachable') }));
    }
  };
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setSaid(t('copied'));
  };

  return (
    <Share>
      {url ? (
        <>
          <label htmlFor={id}>{t('shareHint', { date: dateOf(link.expiresAt) })}</label>
          <input id={id} readOnly value={url} onFocus={(event) => event.target.select()} />
          <button type="button" onClick={() => void copy()}>
            {t('copy')}
          </button>
        </>
      ) : (
        <button type="button" aria-disabled={isLoading} onClick={() => !isLoading && void make()}>
          {t('share')}
        </button>
      )}
      <p role="status">{said}</p>
    </Share>
  );
};

const minutes = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A line's figure as read: the time in minutes and seconds, every other a count. */
const figure = ({ name, value, of }: Scorecard['lines'][number]) =>
  name === 'timeUsed' ? { value: minutes(value), of: minutes(of) } : { value, of };

interface ScorecardViewProps {
  scorecard: Scorecard;
  /** The learner's own session, whose link they may share; a shared scorecard has none. */
  sessionId?: string;
  children?: ReactNode;
}

/**
 * A finished session's scorecard: who took it (where the reader knows them by a name), the form and the day it
 * finished, whether a confirmed account took it, the total, how it compares, and each line with its reason and
 * what to practise.
 */
export const ScorecardView = ({ scorecard, sessionId, children }: ScorecardViewProps) => {
  const { t } = useTranslation(INTERVIEW_PAGE_NAMESPACE);
  const dateOf = useDateFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {t('scorecardHeading')}: {scorecard.title}
      </h2>
      {scorecard.takenBy !== undefined && <p>{t('takenBy', { name: scorecard.takenBy })}</p>}
      {/* The day it finished, as the reader's language writes a date. */}
      <p>{t('takenOn', { family: scorecard.family, date: dateOf(scorecard.finishedAt) })}</p>
      {!scorecard.verified && <p>{t('unverified')}</p>}
      <p>
        <strong>{t('total', { total: scorecard.total })}</strong>{' '}
        {scorecard.percentile === null
          ? t('noPercentile')
          : t('percentile', { percentile: scorecard.percentile })}
      </p>
      <Lines>
        {scorecard.lines.map((line) => (
          <div key={line.name}>
            <dt>
              {t(`lines.${line.name}`)}: {t('figure', figure(line))}
            </dt>
            <dd>
              <span>{line.reason}</span>
              <span>{t('practise', { practise: line.practise })}</span>
            </dd>
          </div>
        ))}
      </Lines>
      {sessionId !== undefined && <ShareScorecard sessionId={sessionId} />}
      {children}
    </section>
  );
};
