import { Suspense } from 'react';
import { Redirect, Route, Switch } from '@qa/shared';
import { WhenAuthKnown } from '../auth/WhenAuthKnown';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import { PageLoading } from '../layout/PageLoading';
import { AccountRoute } from './AccountRoute';
import { ChallengeRoute } from './ChallengeRoute';
import {
  AboutPage,
  AnswersPage,
  AssessmentPage,
  ClassroomRoutes,
  GamePage,
  InterviewPage,
  ListRoute,
  OwnScorecardPage,
  ProgressPage,
  SharedScorecardPage,
  StaticPage,
} from './lazyPages';

/**
 * The routes of SPEC §2, the Game, the interview simulation and the classroom; anything else, under /app or at the
 * root, is not found. The Switch renders the first route that matches: no two paths here match the same URL, and
 * the route without a path comes last.
 */
export const AppRoutes = () => (
  <Suspense fallback={<PageLoading />}>
    <Switch>
      <Route path="/">
        <Redirect to="/app/" replace />
      </Route>
      <Route path="/app" component={HomePage} />
      <Route path="/app/list" component={ListRoute} />
      <Route path="/app/list/:group" component={ListRoute} />
      <Route path="/app/challenge/:group/:challenge" component={ChallengeRoute} />
      <Route path="/app/progress" component={ProgressPage} />
      <Route path="/app/about" component={AboutPage} />
      <Route path="/app/about/answers">
        <WhenAuthKnown>
          <AnswersPage />
        </WhenAuthKnown>
      </Route>
      <Route path="/app/about/terms-and-conditions">
        <StaticPage page="terms-and-conditions" />
      </Route>
      <Route path="/app/about/privacy-policy">
        <StaticPage page="privacy-policy" />
      </Route>
      <Route path="/app/account/:currentAction" component={AccountRoute} />
      <Route path="/app/assessment">
        <WhenAuthKnown>
          <AssessmentPage />
        </WhenAuthKnown>
      </Route>
      <Route path="/app/classroom/*?">
        <WhenAuthKnown>
          <ClassroomRoutes />
        </WhenAuthKnown>
      </Route>
      <Route path="/app/interview">
        <WhenAuthKnown>
          <InterviewPage />
        </WhenAuthKnown>
      </Route>
      <Route path="/app/interview/shared/:token" component={SharedScorecardPage} />
      <Route path="/app/interview/sessions/:sessionId">
        <WhenAuthKnown>
          <OwnScorecardPage />
        </WhenAuthKnown>
      </Route>
      <Route path="/game" component={GamePage} />
      <Route component={NotFoundPage} />
    </Switch>
  </Suspense>
);
