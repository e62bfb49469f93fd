import { INPUT_CLASSES } from '@qa/shared/progress';
import { useTranslation } from '@qa/shared';
import styled from 'styled-components';
import { theme } from '../../theme/theme';
import type { InputClassFigure } from './progressFigures';
import { PROGRESS_PAGE_NAMESPACE } from './progressPageTexts';
import { ReportSection } from './ReportSection';
import { useChallengeName } from '../common/useChallengeName';

const Challenge = styled.details`
  padding-block: ${theme.space.xs};
  border-bottom: 1px solid ${theme.colors.border};

  summary {
    cursor: pointer;
    font-weight: 600;
  }
`;

const Heading = styled.h3`
  margin: ${theme.space.sm} 0 ${theme.space.xs};
  font-size: 1rem;
`;

const Untried = styled.dl`
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0 0 ${theme.space.sm};
    color: ${theme.colors.muted};
  }
`;

/** Per challenge, the classes of input tried and never tried, each untried one with why testers try it. */
export const InputClassSection = ({ inputClasses }: { inputClasses: readonly InputClassFigure[] }) => {
  const { t } = useTranslation(PROGRESS_PAGE_NAMESPACE);
  const challengeName = useChallengeName();
  return (
    <ReportSection
      id="progress-input-classes"
      title={t('inputClasses.title')}
      intro={t('inputClasses.intro')}
    >
      {inputClasses.map(({ challenge, tried, untried }) => (
        <Challenge key={challenge.key} data-testid="input-classes">
          <summary>
            {t('inputClasses.summary', {
              challenge: challengeName(challenge),
              tried: tried.length,
              total: INPUT_CLASSES.length,
            })}
          </summary>
          {tried.length > 0 && (
            <>
              <Heading>{t('inputClasses.tried')}</Heading>
              <p>{tried.map((name) => t(`inputClasses.names.${name}`)).join(', ')}</p>
            </>
          )}
          <Heading>{t('inputClasses.untried')}</Heading>
          {untried.length === 0 ? (
            <p>{t('inputClasses.allTried')}</p>
          ) : (
            <Untried>
              {untried.map((name) => (
                <div key={name}>
                  <dt>{t(`inputClasses.names.${name}`)}</dt>
                  <dd>{t(`inputClasses.why.${name}`)}</dd>
                </div>
              ))}
            </Untried>
          )}
        </Challenge>
      ))}
    </ReportSection>
  );
};
