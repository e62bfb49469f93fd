import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChallengeEntry } from '../../catalogue/types';
import { nextStep } from '../progress/progressState';
import { useChallengeProgress } from '../progress/useChallengeProgress';
import { KIT_NAMESPACE } from '../texts/kitTexts';
import { CaseList } from './CaseList';
import { ChallengeDescription } from './ChallengeDescription';
import { ChallengeForm } from './ChallengeForm';
import type { ChallengeField } from './challengeField';
import { ErrorNotice } from './ErrorNotice';
import { LearnPanel } from './LearnPanel';
import { Panel } from './Panel';
import { ResultLine } from './ResultLine';
import { onDesktop, tokens } from '../../theme/tokens';

export interface LearnChallengeProps {
  challenge: ChallengeEntry;
  title: string;
  description: readonly string[];
  fields: readonly ChallengeField[];
}

const Page = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
`;

const Columns = styled.div`
  display: grid;
  gap: ${tokens.space.lg};

  ${onDesktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Work = styled.div`
  display: grid;
  gap: ${tokens.space.md};
`;

const FormPanel = styled(Panel)`
  display: grid;
  gap: ${tokens.space.md};
`;

/** A learn-mode challenge page: instruction of the current step, the form, its result, the cases found. */
export const LearnChallenge = ({ challenge, title, description, fields }: LearnChallengeProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const { progress, setInput, submit } = useChallengeProgress(challenge);
  return (
    <Page>
      <ChallengeDescription title={title} paragraphs={description} />
      <ErrorNotice error={progress.error} />
      <Columns>
        <Work>
          <LearnPanel
            instructions={progress.publicCases}
            step={nextStep(progress)}
            completed={progress.completed}
          />
          <FormPanel>
            <ChallengeForm
              label={title}
              fields={fields}
              values={progress.inputs}
              flags={progress.fields}
              disabled={progress.completed}
              onChange={setInput}
              onSubmit={submit}
            />
            <ResultLine message={progress.result} />
          </FormPanel>
        </Work>
        <CaseList
          kind="case"
          heading={t('casesHeading')}
          counterLabel={t('casesCounterLabel')}
          emptyText={t('noneFound')}
          slots={progress.cases}
          total={progress.casesTotal}
          answers={progress.correctAnswers}
          fields={fields}
        />
      </Columns>
    </Page>
  );
};
