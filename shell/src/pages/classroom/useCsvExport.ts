import type { ClassDetails } from '@qa/shared/classroom';
import { useTranslation } from '@qa/shared';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import { useGridChallengeName } from './GridTable';

/**
 * The grid as a CSV file: Papa Parse and the file code load when the trainer asks for one. `familyName` names an
 * interview family in the page's language.
 */
export const useCsvExport = (details: ClassDetails, familyName: (family: string) => string) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const challengeName = useGridChallengeName();
  return async () => {
    const [{ gridCsv }, { datedFileName, downloadText }] = await Promise.all([
      import('./gridCsv'),
      import('@qa/shared/files'),
    ]);
    const csv = gridCsv(details.grid, {
      learner: t('csv.learner'),
      joined: t('csv.joined'),
      lastActive: t('csv.lastActive'),
      challenge: challengeName,
      design: (name) => t('csv.design', { challenge: challengeName(name) }),
      reports: (name) => t('csv.reports', { challenge: challengeName(name) }),
      reportScore: (name) => t('csv.reportScore', { challenge: challengeName(name) }),
      interview: ({ family, number }) => t('csv.interview', { number, name: familyName(family) }),
    });
    // A byte-order mark, so spreadsheet programs read the names as UTF-8.
    downloadText(datedFileName(`class-${details.class.code}`, new Date(), 'csv'), `\uFEFF${csv}`, 'text/csv');
  };
};
