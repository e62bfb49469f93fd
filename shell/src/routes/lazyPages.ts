import { lazy } from 'react';

/**
 * Pages few visits open, loaded when first shown: a challenge page's first load does not carry them (nor
 * DOMPurify, which only the static pages use). The main area says it is loading meanwhile (AppRoutes).
 */
export const StaticPage = lazy(() =>
  import('../pages/StaticPage').then(({ StaticPage }) => ({ default: StaticPage })),
);
export const AnswersPage = lazy(() =>
  import('../pages/AnswersPage').then(({ AnswersPage }) => ({ default: AnswersPage })),
);
export const AssessmentPage = lazy(() =>
  import('../pages/AssessmentPage').then(({ AssessmentPage }) => ({ default: AssessmentPage })),
);
