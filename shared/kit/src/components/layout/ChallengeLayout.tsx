import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '@qa/shared';
import { isDesignedChallenge } from '@qa/shared/test-design';
import styled from 'styled-components';
import { FindDebrief } from '../../debrief/FindDebrief';
import { HintButton } from '../../hint/HintButton';
import { builderChoices, builderCaseOf, type BuilderChoices } from '../../modes/builderOptions';
import type { ModeProfile } from '../../modes/modeProfile';
import { lazyPart } from '../../page/lazyPart';
import { firstOpenCase } from '../../progress/progressState';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
// Type only: a value import would put the generator and gherkin form on every page's first load.
import type { BuilderFormProps } from '../form/BuilderForm';
import type { ChallengeProgressKit } from '../../progress/useChallengeProgress';
import { BugList } from '../lists/BugList';
import { ChallengeDescription } from '../text/ChallengeDescription';
import { ChallengeForm } from '../form/ChallengeForm';
import type { ChallengeField } from '../form/challengeField';
import type { ChallengeKitProps } from './challengeKitProps';
import { Congratulation } from '../feedback/Congratulation';
import { ErrorNotice } from '../feedback/ErrorNotice';
import { NextChallengeLink } from '../text/NextChallengeLink';
import { Panel } from './Panel';
import { ProgressNotices } from '../feedback/ProgressNotices';
import { ResetButton } from '../buttons/ResetButton';
import { ResetConfirm } from '../feedback/ResetConfirm';
import { ResultLine } from '../feedback/ResultLine';
import { SubmittedValues } from '../lists/SubmittedValues';
import { TesterTools } from '../../testerTools/TesterTools';
import { onDesktop, tokens } from '../../theme/tokens';

export interface ChallengeLayoutProps extends Omit<ChallengeKitProps, 'app'> {
  profile: ModeProfile;
  /** useChallengeProgress(challenge), called by the composition. */
  kit: ChallengeProgressKit;
  /** Above the form: what the mode guides with, e.g. the learn instruction. */
  guide?: ReactNode;
  /** The mode's list of test cases. */
  cases: ReactNode;
  /** A challenge's own app, in place of the form, its result line and the values sent. */
  app?: ReactNode;
  /** The page's Reset: the progress, and whatever the composition starts over with it. */
  onReset?: () => void;
}

/** The hint button (44 px, a touch target) and its empty answer box below it (8 px of gap). */
const HINT_BUTTON_HEIGHT = '52px';

/** The builder form's height: three labelled dropdowns, one a row, and Validate. */
const BUILDER_FORM_HEIGHT = '19.5rem';

const BuilderForm = lazyPart<BuilderFormProps>(() =>
  import('../form/builderParts').then((chunk) => chunk.BuilderForm),
);

/** Where the builder form will be while its chunk loads: its height, so nothing below it moves. */
const BuilderSpace = styled.div`
  min-height: ${BUILDER_FORM_HEIGHT};
`;

/** The hint button's height and the gap above it (an empty element takes no gap in the form panel). */
const HintSpace = styled.div`
  min-height: calc(${tokens.space.md} + ${HINT_BUTTON_HEIGHT});
`;

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

/**
 * The form and what follows it. Not a grid: an empty result line (a live region that must exist before it
 * speaks) takes no height and adds no gap, so "Get a hint" sits under Submit until there is a result.
 */
const FormPanel = styled(Panel)`
  display: flex;
  flex-direction: column;

  & > * + :not(:empty) {
    margin-top: ${tokens.space.md};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space.md};
`;

/** A generator or gherkin submission's indexes as the texts they stand for (SPEC §5: a 5 shows as empty). */
const builderValues = (choices: BuilderChoices, values: readonly string[], emptyText: string): string[] => {
  if (values.every((value) => value === '')) return ['', '', ''];
  const [first, second, expected] = values;
  const built = builderCaseOf(
    choices,
    { first, second, expectedResult: expected === '' ? undefined : Number(expected) },
    emptyText,
  );
  return [built.first, built.second, built.result];
};

/** A dropdown without choices of its own offers the server's caseOptions (SPEC §5). */
const withOptions = (fields: readonly ChallengeField[], caseOptions: readonly string[]): ChallengeField[] =>
  fields.map((field) =>
    field.type === 'dropdown' && !field.options ? { ...field, options: caseOptions } : field,
  );

/**
 * The challenge page every mode shares (SPEC §2 "Challenge page"): description, form, result, milestones, hint,
 * the mode's case list, bugs, reset, next challenge and the two dialogs. A mode adds its guide and case list. In
 * a Game round the practice tools are left out: the round has its own clock, score and end.
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
  round,
  profile,
  kit,
  guide,
  cases,
  app,
  onReset,
}: ChallengeLayoutProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  const { progress, setInput, submit, reset, dismissNotice, clearResult } = kit;
  const choices = builderChoices(progress);
  const formFields = withOptions(fields, progress.caseOptions);
  return (
    <Page>
      <ChallengeDescription
        title={title}
        paragraphs={description}
        hint={hint}
        videoLink={videoLink}
        videoText={videoText}
        heading={round && 'h2'}
      />
      <ErrorNotice error={progress.error} onRetry={kit.retry} />
      <Columns>
        <Stack>
          {guide}
          <FormPanel>
            {app ?? (
              <>
                {profile.builder ? (
                  <Suspense fallback={<BuilderSpace />}>
                    <BuilderForm
                      label={title}
                      fields={fields}
                      choices={choices}
                      values={progress.inputs}
                      flags={progress.fields}
                      completed={progress.completed}
                      onChange={(index, value) => {
                        setInput(index, value);
                        // SPEC §4: choosing an option clears the error the last combination got.
                        clearResult();
                      }}
                      onSubmit={submit}
                    />
                  </Suspense>
                ) : (
                  <ChallengeForm
                    label={title}
                    fields={formFields}
                    values={progress.inputs}
                    flags={progress.fields}
                    disabled={progress.completed}
                    onChange={setInput}
                    onSubmit={submit}
                    helper={helper}
                  />
                )}
                <ResultLine message={progress.result} />
                <SubmittedValues
                  fields={fields}
                  values={
                    profile.builder
                      ? builderValues(choices, progress.values, t('emptyValue'))
                      : progress.values
                  }
                  emptyFields={progress.emptyFields}
                />
              </>
            )}
            <FindDebrief finds={progress.foundWith} />
            {!progress.completed &&
              !round &&
              // Its place is kept while the totals load, so the lists below do not move when it comes.
              (progress.casesTotal === 0 ? (
                <HintSpace aria-hidden="true" />
              ) : (
                <HintButton challenge={challenge} caseNumber={firstOpenCase(progress)} />
              ))}
          </FormPanel>
          {!round && (
            <ProgressNotices
              notices={progress.notices}
              allCasesText={
                profile.validatesCases
                  ? 'validatedAllCases'
                  : profile.builder === 'gherkin'
                    ? 'foundAllScenarios'
                    : 'foundAllCases'
              }
              hidden={profile.hiddenNotices}
              onDismiss={dismissNotice}
            />
          )}
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
      {/* Under both columns: a table of test cases and a bug report need the page's width. */}
      {!round && (
        <TesterTools
          challenge={challenge}
          fields={formFields}
          values={progress.inputs}
          withTestDesign={!app && isDesignedChallenge(challenge.key)}
        />
      )}
      {!round && (
        <>
          <Actions>
            <ResetButton />
            <NextChallengeLink challenge={challenge} />
          </Actions>
          <ResetConfirm onReset={onReset ?? reset} />
          <Congratulation challenge={challenge} />
        </>
      )}
    </Page>
  );
};
