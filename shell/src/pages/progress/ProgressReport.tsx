import { Link, useTranslation } from '@qa/shared';
import { useMemo } from 'react';
import { BugReportSection } from './BugReportSection';
import { EfficiencySection } from './EfficiencySection';
import { GroupSection } from './GroupSection';
import { InputClassSection } from './InputClassSection';
import { progressFigures } from './progressFigures';
import { PROGRESS_PAGE_NAMESPACE } from './progressPageTexts';
import { TechniqueSection } from './TechniqueSection';
import { TestDesignSection } from './TestDesignSection';
import type { ProgressData } from './useProgressData';
import { WeakSpotSection } from './WeakSpotSection';

/** The learner's figures; before anything is opened, an invitation instead of empty charts. */
export const ProgressReport = ({ data }: { data: ProgressData }) => {
  const { t } = useTranslation(PROGRESS_PAGE_NAMESPACE);
  const figures = useMemo(() => progressFigures(data.totals, data.found, data.records), [data]);
  return (
    <>
      {figures.empty && (
        <p>
          {t('empty')} <Link to="/app/list/learn">{t('startLearning')}</Link>
        </p>
      )}
      <GroupSection groups={figures.groups} />
      {!figures.empty && (
        <>
          <WeakSpotSection weakSpots={figures.weakSpots} />
          <TechniqueSection techniques={figures.techniques} />
          {figures.efficiency.length > 0 && <EfficiencySection efficiency={figures.efficiency} />}
          {figures.inputClasses.length > 0 && <InputClassSection inputClasses={figures.inputClasses} />}
          <TestDesignSection designs={figures.designs} weakSpot={figures.designWeakSpot} />
          <BugReportSection bugReports={figures.bugReports} />
        </>
      )}
    </>
  );
};
