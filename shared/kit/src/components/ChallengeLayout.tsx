import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HintButton } from '../hint/HintButton';
import { firstOpenCase, type ProgressNotice } from '../progress/progressState';
import type { ChallengeProgressKit } from '../progress/useChallengeProgress';
import { BugList } from './BugList';
import { ChallengeDescription } from './ChallengeDescription';
import { ChallengeForm } from './ChallengeForm';
import type { ChallengeField } from './challengeField';
import type { ChallengeKitProps } from './challengeKitProps';
import { CongratulationDialog } from './CongratulationDialog';
import { ErrorNotice } from './ErrorNotice';
import { NextChallengeLink } from './NextChallengeLink';
import { Panel } from './Panel';
import { ProgressNotices } from './ProgressNotices';
import { ResetButton } from './ResetButton';
import { ResetDialog } from './ResetDialog';
import { ResultLine } from './ResultLine';
import { SubmittedValues } from './SubmittedValues';
import { onDesktop, tokens } from '../theme/tokens';

export interface ChallengeLayoutProps extends ChallengeKitProps {
  /** useChallengeProgress(challenge), called by the composition. */
  kit: ChallengeProgressKit;
  /** Above the form: what the mode guides with, e.g. the learn instruction. */
  guide?: ReactNode;
  /** The mode's list of test cases. */
  cases: ReactNode;
  /** Scripted words the all-cases milestone as 'You validated all the cases!'. */
  scripted?: boolean;
  /** Milestones the mode's own panels already say. */
  hiddenNotices?: readonly ProgressNotice[];
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

const Stack = styled.div`
  display: grid;
  gap: ${tokens.space.md};
`;

const FormPanel = styled(Panel)`
  display: grid;
  gap: ${tokens.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
`;

/** A dropdown without choices of its own offers the server's caseOptions (SPEC §5). */
const withOptions = (fields: readonly ChallengeField[], caseOptions: readonly string[]): ChallengeField[] =>
  fields.map((field) =>
    field.type === 'dropdown' && !field.options ? { ...field, options: caseOptions } : field,
  );

/**
 * The challenge page every mode shares (SPEC §2 "Challenge page"): description, form, result, milestones, hint,
 * the mode's case list, bugs, reset, next challenge and the two dialogs. A mode adds its guide and case list.
 */
export const ChallengeLayout = ({
  challenge,
  title,
  description,
  fields,
  hint,
  videoLink,
  videoText,
  helper,
  kit,
  guide,
  cases,
  scripted = false,
  hiddenNotices,
}: ChallengeLayoutProps) => {
  const { progress, setInput, submit, reset, dismissNotice } = kit;
  return (
    <Page>
      <ChallengeDescription
        title={title}
        paragraphs={description}
        hint={hint}
        videoLink={videoLink}
        videoText={videoText}
      />
      <ErrorNotice error={progress.error} />
      <Columns>
        <Stack>
          {guide}
          <FormPanel>
            <ChallengeForm
              label={title}
              fields={withOptions(fields, progress.caseOptions)}
              values={progress.inputs}
              flags={progress.fields}
              disabled={progress.completed}
              onChange={setInput}
              onSubmit={submit}
              helper={helper}
            />
            <ResultLine message={progress.result} />
            <SubmittedValues fields={fields} values={progress.values} />
            {!progress.completed && <HintButton challenge={challenge} caseNumber={firstOpenCase(progress)} />}
          </FormPanel>
          <ProgressNotices
            notices={progress.notices}
            scripted={scripted}
            hidden={hiddenNotices}
            onDismiss={dismissNotice}
          />
        </Stack>
        <Stack>
          {cases}
          <BugList
            slots={progress.bugs}
            total={progress.bugsTotal}
            answers={progress.correctAnswers}
            fields={fields}
          />
        </Stack>
      </Columns>
      <Actions>
        <ResetButton />
        <NextChallengeLink challenge={challenge} />
      </Actions>
      <ResetDialog onReset={reset} />
      <CongratulationDialog challenge={challenge} />
    </Page>
  );
};
