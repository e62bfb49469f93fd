import { Suspense } from 'react';
import { Navigate, Route, Routes } from '@qa/shared';
import { WhenAuthKnown } from '../auth/WhenAuthKnown';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageLoading } from '../layout/PageLoading';
import { AccountRoute } from './AccountRoute';
import { ChallengeRoute } from './ChallengeRoute';
import {
  AboutPage,
  AnswersPage,
  AssessmentPage,
  ClassPage,
  ClassroomPage,
  GamePage,
  ListRoute,
  ProgressPage,
  StaticPage,
} from './lazyPages';

/**
 * The routes of SPEC §2, the Game and the classroom; anything else, under /app or at the
 * root, is not found.
 */
export const AppRoutes = () => (
  <Suspense fallback={<PageLoading />}>
    <Routes>
      <Route path="/" element={<Navigate to="/app/" replace />} />
      <Route path="/app" element={<HomePage />} />
      <Route path="/app/list" element={<ListRoute />} />
      <Route path="/app/list/:challengeType" element={<ListRoute />} />
      <Route path="/app/challenge/:challengeType/:challenge" element={<ChallengeRoute />} />
      <Route path="/app/progress" element={<ProgressPage />} />
      <Route path="/app/about" element={<AboutPage />} />
      <Route
        path="/app/about/answers"
        element={
          <WhenAuthKnown>
            <AnswersPage />
          </WhenAuthKnown>
        }
      />
      <Route path="/app/about/terms-and-conditions" element={<StaticPage page="terms-and-conditions" />} />
      <Route path="/app/about/privacy-policy" element={<StaticPage page="privacy-policy" />} />
      <Route path="/app/account/:currentAction" element={<AccountRoute />} />
      <Route
        path="/app/assessment"
        element={
          <WhenAuthKnown>
            <AssessmentPage />
          </WhenAuthKnown>
        }
      />
      <Route
        path="/app/classroom"
        element={
          <WhenAuthKnown>
            <ClassroomPage />
          </WhenAuthKnown>
        }
      />
      <Route
        path="/app/classroom/:classId"
        element={
          <WhenAuthKnown>
            <ClassPage />
          </WhenAuthKnown>
        }
      />
      <Route path="/game" element={<GamePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  </Suspense>
);
