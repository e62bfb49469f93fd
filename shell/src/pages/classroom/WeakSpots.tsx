import { selectLanguage, useAppSelector, useTranslation } from '@qa/shared';
import { TECHNIQUES } from '@qa/shared/progress';
import { useId } from 'react';
import styled from 'styled-components';
import { Card, CardNote, CardTitle, FigureRows } from '../../layout/Card';
import { theme } from '../../theme/theme';
import { serverMessage } from '../common/serverMessage';
import { useWeakSpotsQuery } from './classroomApi';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { useChallengeNameByStoreName } from '../common/useChallengeName';

/**
 * A table drawn as a horizontal bar chart: a row per technique or challenge, its bar as long as the share not
 * found, the share beside it in words. Screen readers read it as the table it is; the bar itself is decoration.
 */
const ChartTable = styled(FigureRows)`
  caption {
    padding-block: ${theme.space.sm};
    font-weight: 600;
    text-align: start;
  }

  th[scope='row'] {
    font-weight: 400;
    inline-size: 40%;
  }

  td[data-total] {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

const BarLine = styled.span`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
`;

const Track = styled.span`
  flex: 1;
  min-inline-size: 4rem;
  block-size: 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 4px;
  background: ${theme.colors.subtle};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  block-size: 100%;
  background: ${theme.colors.primary};

  /* High-contrast modes drop backgrounds: the bar keeps the text's colour there. */
  @media (forced-colors: active) {
    forced-color-adjust: none;
    background: CanvasText;
  }
`;

const Share = styled.span`
  min-inline-size: 9ch;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

interface Bar {
  key: string;
  name: string;
  total: number;
  missed: number;
}

const BarTable = ({
  caption,
  nameColumn,
  bars,
}: {
  caption: string;
  nameColumn: string;
  bars: readonly Bar[];
}) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  return (
    <ChartTable>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameColumn}</th>
          <th scope="col">{t('weakSpots.total')}</th>
          <th scope="col">{t('weakSpots.missed')}</th>
        </tr>
      </thead>
      <tbody>
        {bars.map(({ key, name, total, missed }) => (
          <tr key={key}>
            <th scope="row">{name}</th>
            <td data-total>{total}</td>
            <td>
              <BarLine>
                <Track aria-hidden="true">
                  {/* The width is the figure itself: one class per share would be a class per row. */}
                  <Fill data-bar style={{ inlineSize: `${missed}%` }} />
                </Track>
                <Share>{t('weakSpots.bar', { value: missed })}</Share>
              </BarLine>
            </td>
          </tr>
        ))}
      </tbody>
    </ChartTable>
  );
};

/**
 * The class's weak spots: per technique, then per challenge of the class, the share of its cases and bugs the
 * learners have not found in this term on average, the largest first (as the server sorts them).
 */
export const WeakSpots = ({ classId }: { classId: string }) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const challengeName = useChallengeNameByStoreName();
  const spots = useWeakSpotsQuery(classId);
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t('weakSpots.title')}</CardTitle>
      <CardNote>{t('weakSpots.intro')}</CardNote>
      {spots.isError ? (
        <p role="alert">
          {t('weakSpots.loadFailed', { reason: serverMessage(spots.error) ?? t('unreachable') })}
        </p>
      ) : !spots.data ? (
        <p role="status">{t('loading')}</p>
      ) : spots.data.learners === 0 ? (
        <p>{t('weakSpots.noLearners')}</p>
      ) : (
        <>
          <BarTable
            caption={t('weakSpots.byTechnique')}
            nameColumn={t('weakSpots.technique')}
            bars={spots.data.techniques.map(({ technique, total, missed }) => ({
              key: technique,
              name: TECHNIQUES[technique][language],
              total,
              missed,
            }))}
          />
          <BarTable
            caption={t('weakSpots.byChallenge')}
            nameColumn={t('weakSpots.challenge')}
            bars={spots.data.challenges.map(({ storeName, total, missed }) => ({
              key: storeName,
              name: challengeName(storeName),
              total,
              missed,
            }))}
          />
        </>
      )}
    </Card>
  );
};
