import { useId } from 'react';
import styled from 'styled-components';
import { selectLanguage, useAppSelector, useTranslation, type Language } from '@qa/shared';
import { builderCaseOf, type BuilderChoices, type BuilderCase } from '../../modes/builderOptions';
import type { ModeProfile } from '../../modes/modeProfile';
import { answerKey, countFound, type CorrectAnswers } from '../../progress/progressState';
import { PARTS_NAMESPACE } from '../../parts/partTexts';
import { KIT_NAMESPACE } from '../../texts/kitTexts';
import { tokens } from '../../theme/tokens';
import { CaseCounter } from './CaseCounter';
import type { ChallengeField } from '../form/challengeField';
import { Panel, PanelHeader, PanelHeading, PanelNote } from '../layout/Panel';

export interface BuilderCaseListProps {
  builder: NonNullable<ModeProfile['builder']>;
  /** One slot per case: its text once found, '' before. */
  slots: readonly string[];
  total: number;
  answers: CorrectAnswers;
  /** The labels of the two inputs and the expected result. */
  fields: readonly ChallengeField[];
  choices: BuilderChoices;
  /** What the app showed for each found case, by answer key: the value a scenario's Then step states. */
  outcomes?: Readonly<Record<string, string>>;
}

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${tokens.space.md};
`;

const Item = styled.li`
  display: grid;
  gap: ${tokens.space.xs};
  overflow-wrap: anywhere;
`;

const Title = styled.span`
  font-weight: 600;
`;

const Rows = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${tokens.space.xs} ${tokens.space.md};

  dt {
    color: ${tokens.colors.muted};
  }

  dd {
    margin: 0;
  }
`;

const Steps = styled.p`
  margin: 0;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.875rem;
  white-space: pre-line;
`;

const ChecklistHeading = styled(PanelHeading)`
  margin-top: ${tokens.space.md};
  font-size: 1rem;
`;

const Checklist = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

const Check = styled.li<{ $found: boolean }>`
  min-width: 2.25em;
  padding: 0 ${tokens.space.xs};
  border: 1px solid ${({ $found }) => ($found ? tokens.colors.success : tokens.colors.border)};
  border-radius: ${tokens.radius};
  color: ${({ $found }) => ($found ? tokens.colors.success : tokens.colors.muted)};
  text-align: center;
`;

const locale = (language: Language): string => (language === 'ua' ? 'uk' : language);

/** "The sum is shown" reads "Then the sum is shown": the inserted text continues a sentence. */
const lowerFirst = (text: string, language: Language): string =>
  text.charAt(0).toLocaleLowerCase(locale(language)) + text.slice(1);

/** A test-case row (generator): both inputs and the expected result under their labels. */
const TestCaseRow = ({ built, fields }: { built: BuilderCase; fields: readonly ChallengeField[] }) => {
  const { t } = useTranslation([PARTS_NAMESPACE, KIT_NAMESPACE]);
  return (
    <Rows>
      <dt>{fields[0]?.label}</dt>
      <dd>{built.first}</dd>
      <dt>{fields[1]?.label}</dt>
      <dd>{built.second}</dd>
      <dt>{fields[2]?.label ?? t('expectedResultColumn')}</dt>
      <dd>{built.result}</dd>
    </Rows>
  );
};

/**
 * A scenario (gherkin): Given the first input, And the second, When it is submitted, Then the result with what
 * the app showed ("Then the sum is shown: "10""), a Then step being an observable outcome with its value.
 */
const Scenario = ({
  built,
  fields,
  outcome,
}: {
  built: BuilderCase;
  fields: readonly ChallengeField[];
  outcome: string | undefined;
}) => {
  const { t } = useTranslation([PARTS_NAMESPACE, KIT_NAMESPACE]);
  const language = useAppSelector(selectLanguage);
  // "First Number" reads "Given the first number is 7".
  const field = (index: number) => (fields[index]?.label ?? '').toLocaleLowerCase(locale(language));
  const lines = [
    t('givenLine', { field: field(0), value: built.first }),
    t('andLine', { field: field(1), value: built.second }),
    t('whenLine'),
    t(outcome === undefined ? 'thenLine' : 'thenValueLine', {
      result: lowerFirst(built.result, language),
      value: outcome,
    }),
  ];
  return <Steps>{lines.join('\n')}</Steps>;
};

/**
 * The results panel of generator and gherkin (SPEC §2): every case built so far as a test-case row or a
 * Given/When/Then scenario, kept under its number (ids case_{n}), and a checklist of all the cases to find.
 */
export const BuilderCaseList = ({
  builder,
  slots,
  total,
  answers,
  fields,
  choices,
  outcomes,
}: BuilderCaseListProps) => {
  const { t } = useTranslation([PARTS_NAMESPACE, KIT_NAMESPACE]);
  const headingId = useId();
  const found = countFound(slots);
  const gherkin = builder === 'gherkin';
  return (
    <Panel aria-labelledby={headingId} data-tour="test-cases">
      <PanelHeader>
        <PanelHeading id={headingId}>{t(gherkin ? 'scenariosHeading' : 'testCasesHeading')}</PanelHeading>
        <CaseCounter
          found={found}
          total={total}
          label={t(`${KIT_NAMESPACE}:casesCounterLabel`)}
          testId="cases-counter"
        />
      </PanelHeader>
      {found === 0 ? (
        <PanelNote>{t(gherkin ? 'noScenarios' : 'noTestCases')}</PanelNote>
      ) : (
        <List>
          {slots.map((text, index) => {
            const key = answerKey('case', index + 1);
            const answer = answers[key];
            if (text === '') return null;
            const built = answer
              ? builderCaseOf(choices, answer, t(`${KIT_NAMESPACE}:emptyValue`))
              : undefined;
            return (
              <Item key={key} id={key}>
                <Title>
                  {t(gherkin ? 'scenarioNumber' : 'testCaseNumber', { n: index + 1 })}: {text}
                </Title>
                {built &&
                  (gherkin ? (
                    <Scenario built={built} fields={fields} outcome={outcomes?.[key]} />
                  ) : (
                    <TestCaseRow built={built} fields={fields} />
                  ))}
              </Item>
            );
          })}
        </List>
      )}
      <ChecklistHeading as="h3">{t('checklistHeading')}</ChecklistHeading>
      <Checklist>
        {Array.from({ length: total }, (_, index) => {
          const done = (slots[index] ?? '') !== '';
          return (
            <Check
              key={index}
              $found={done}
              aria-label={`${t(gherkin ? 'scenarioNumber' : 'testCaseNumber', { n: index + 1 })}: ${t(done ? 'caseFound' : 'caseNotFound')}`}
            >
              {done ? '✓' : index + 1}
            </Check>
          );
        })}
      </Checklist>
    </Panel>
  );
};
