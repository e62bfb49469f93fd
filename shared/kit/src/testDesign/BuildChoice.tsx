import { useId } from 'react';
import { useTranslation } from '@qa/shared';
import type { TestDesignInfo } from '@qa/shared/test-design/schema';
import { Choice, ReleaseNote } from '../testerTools/toolStyles';
import { TEST_DESIGN_NAMESPACE } from './testDesignTexts';

export type BuildNumber = 1 | 2;

interface BuildChoiceProps {
  builds: TestDesignInfo['builds'];
  build: BuildNumber;
  onChange: (build: BuildNumber) => void;
}

/** Which build the table runs on, and on build 2 its release note and what to do with it. */
export const BuildChoice = ({ builds, build, onChange }: BuildChoiceProps) => {
  const { t } = useTranslation(TEST_DESIGN_NAMESPACE);
  const noteHeading = useId();
  const next = builds.find(({ number }) => number === 2);
  if (!next) return null;
  return (
    <>
      <Choice>
        <legend>{t('buildLegend')}</legend>
        {([1, 2] as const).map((number) => (
          <label key={number}>
            <input
              type="radio"
              name={`${noteHeading}-build`}
              checked={build === number}
              onChange={() => onChange(number)}
            />
            {t(number === 1 ? 'build1' : 'build2')}
          </label>
        ))}
      </Choice>
      {build === 2 && (
        <ReleaseNote aria-labelledby={noteHeading}>
          <h3 id={noteHeading}>{t('releaseNoteHeading')}</h3>
          <p>{next.releaseNote}</p>
          <p>{t('build2Intro')}</p>
        </ReleaseNote>
      )}
    </>
  );
};
