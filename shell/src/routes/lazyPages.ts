import { lazy } from 'react';

/**
 * Pages loaded when first shown, so a challenge page's first load does not carry them (nor DOMPurify, which
 * only the static pages use, nor the list's progress bars, nor the about page). The main area says it is loading meanwhile
 * (AppRoutes).
 */
export const AboutPage = lazy(() =>
  import('../pages/about/AboutPage').then(({ AboutPage }) => ({ default: AboutPage })),
);
export const ListRoute = lazy(() => import('./ListRoute').then(({ ListRoute }) => ({ default: ListRoute })));
export const StaticPage = lazy(() =>
  import('../pages/static/StaticPage').then(({ StaticPage }) => ({ default: StaticPage })),
);
export const AnswersPage = lazy(() =>
  import('../pages/answers/AnswersPage').then(({ AnswersPage }) => ({ default: AnswersPage })),
);
export const AssessmentPage = lazy(() =>
  import('../pages/assessment/AssessmentPage').then(({ AssessmentPage }) => ({ default: AssessmentPage })),
);
export const ProgressPage = lazy(() =>
  import('../pages/progress/ProgressPage').then(({ ProgressPage }) => ({ default: ProgressPage })),
);
export const GamePage = lazy(() =>
  import('../pages/game/GamePage').then(({ GamePage }) => ({ default: GamePage })),
);
export const InterviewPage = lazy(() =>
  import('../pages/interview/InterviewPage').then(({ InterviewPage }) => ({ default: InterviewPage })),
);
export const SharedScorecardPage = lazy(() =>
  import('../pages/interview/SharedScorecardPage').then(({ SharedScorecardPage }) => ({
    default: SharedScorecardPage,
  })),
);
export const ClassroomRoutes = lazy(() =>
  import('../pages/classroom/ClassroomRoutes').then(({ ClassroomRoutes }) => ({ default: ClassroomRoutes })),
);
export const OwnScorecardPage = lazy(() =>
  import('../pages/interview/OwnScorecardPage').then(({ OwnScorecardPage }) => ({
    default: OwnScorecardPage,
  })),
);
export const BroughtChallengeRoute = lazy(() =>
  import('./BroughtChallengeRoute').then(({ BroughtChallengeRoute }) => ({ default: BroughtChallengeRoute })),
);
