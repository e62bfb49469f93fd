import { Route, Switch } from '@qa/shared';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { ClassPage } from './ClassPage';
import { ClassroomPage } from './ClassroomPage';
import { LearnerPage } from './LearnerPage';
import { MemberScorecardPage } from './MemberScorecardPage';

/**
 * The classroom's pages, loaded together when a trainer or learner first opens one: a trainer goes from the list
 * to a class, a learner's detail and a scorecard, and the first load of every other page stays without them.
 */
export const ClassroomRoutes = () => (
  <Switch>
    <Route path="/app/classroom" component={ClassroomPage} />
    <Route path="/app/classroom/:classId" component={ClassPage} />
    <Route path="/app/classroom/:classId/learners/:memberId" component={LearnerPage} />
    <Route
      path="/app/classroom/:classId/learners/:memberId/interviews/:sessionId"
      component={MemberScorecardPage}
    />
    <Route component={NotFoundPage} />
  </Switch>
);
