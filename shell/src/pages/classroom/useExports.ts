import { useTranslation } from '@qa/shared';
import type { ClassGrid } from '@qa/shared/classroom';
import { CLASSROOM_PAGE_NAMESPACE } from './classroomPageTexts';
import type { GradebookFile } from './gradebookCsv';
import type { GridChallenge } from './gridFigures';
import { useChallengeNameByStoreName } from '../common/useChallengeName';

/** A grid as the trainer sees it, and what its files are called. */
export interface ExportSource {
  grid: ClassGrid;
  /** The challenges the grid shows: its chosen set in the group it shows. */
  shown: readonly GridChallenge[];
  /** The files' name before the date: `class-ABCD`, or `class-ABCD-term-2` for an archived term. */
  fileBase: string;
  /** An interview family's name in the page's language. */
  familyName: (family: string) => string;
}

/**
 * The grid as CSV, and one score of it for a gradebook: Papa Parse and the file code load when the trainer asks
 * for a file, never with the page. Each answers the name of the file saved.
 */
export const useExports = ({ grid, shown, fileBase, familyName }: ExportSource) => {
  const { t } = useTranslation(CLASSROOM_PAGE_NAMESPACE);
  const challengeName = useChallengeNameByStoreName();
  const files = () => import('@qa/shared/files');

  const exportGrid = async (): Promise<string> => {
    const [{ gridCsv }, { datedFileName, downloadText }] = await Promise.all([import('./gridCsv'), files()]);
    const csv = gridCsv(
      grid,
      {
        learner: t('csv.learner'),
        learnerId: t('exports.learnerId'),
        joined: t('csv.joined'),
        lastActive: t('csv.lastActive'),
        total: t('exports.total'),
        challenge: challengeName,
        design: (name) => t('csv.design', { challenge: challengeName(name) }),
        reports: (name) => t('csv.reports', { challenge: challengeName(name) }),
        reportScore: (name) => t('csv.reportScore', { challenge: challengeName(name) }),
        interview: ({ family, number }) => t('csv.interview', { number, name: familyName(family) }),
      },
      shown,
    );
    const fileName = datedFileName(fileBase, new Date(), 'csv');
    // A byte-order mark, so spreadsheet programs read the names as UTF-8.
    downloadText(fileName, `\uFEFF${csv}`, 'text/csv');
    return fileName;
  };

  /** The gradebook's file; its text brings the byte-order mark its importer takes. */
  const exportGradebook = async (file: GradebookFile): Promise<string> => {
    const [{ gradebookCsv }, { datedFileName, downloadText }] = await Promise.all([
      import('./gradebookCsv'),
      files(),
    ]);
    const fileName = datedFileName(`${fileBase}-${file.format}`, new Date(), 'csv');
    downloadText(fileName, gradebookCsv(grid, shown, file), 'text/csv');
    return fileName;
  };

  return { exportGrid, exportGradebook };
};
