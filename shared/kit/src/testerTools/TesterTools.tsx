import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ChallengeEntry } from '@qa/shared';
import { secondaryButtonStyle } from '../components/buttons/buttonStyles';
import type { ChallengeField } from '../components/form/challengeField';
import { lazyPart } from '../page/lazyPart';
import { KIT_NAMESPACE } from '../texts/kitTexts';
// Type only: a value import would put the table, its texts and its calls on every challenge page's first load.
import type { TestDesignPanelProps } from './TestDesignPanel';

export interface TestDesignSectionProps {
  challenge: ChallengeEntry<string>;
  /** The form's fields, labelled as the form labels them. */
  fields: readonly ChallengeField[];
  /** What the form holds now, for "add the values from the form". */
  values: readonly string[];
}

const TestDesignPanel = lazyPart<TestDesignPanelProps>(() =>
  import('./TestDesignPanel').then((chunk) => chunk.TestDesignPanel),
);

const Toggle = styled.button`
  ${secondaryButtonStyle}
  justify-self: start;
`;

/** The form challenges the API may have a test design for; a 404 on opening says it has none. */
const offered = ({ group, key }: ChallengeEntry<string>): boolean =>
  group === 'scripted' || group === 'exploratory' || key === 'userCrud';

/**
 * The test-design exercise below the form, closed until the learner opens it: only this button is on the page's
 * first load; the table, its texts and its calls come in a chunk of their own when it is first opened.
 */
export const TestDesignSection = ({ challenge, ...table }: TestDesignSectionProps) => {
  const { t } = useTranslation(KIT_NAMESPACE);
  // Never opened (undefined), open, closed, or no design for this challenge. Once opened the table stays mounted,
  // hidden while closed, so the last run's verdicts are still there when it opens again.
  const [shown, setShown] = useState<'open' | 'closed' | 'none'>();
  const open = shown === 'open';
  return shown === 'none' || !offered(challenge) ? null : (
    <>
      <Toggle type="button" aria-expanded={open} onClick={() => setShown(open ? 'closed' : 'open')}>
        {t('testDesign')}
      </Toggle>
      {shown && (
        <Suspense fallback={null}>
          <TestDesignPanel challenge={challenge} {...table} hidden={!open} onNone={() => setShown('none')} />
        </Suspense>
      )}
    </>
  );
};
