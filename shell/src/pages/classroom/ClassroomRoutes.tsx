import { Route, Switch } from '@qa/shared';
import { NotFoundPage } from '../notFound/NotFoundPage';
import { CLASSROOM_PATTERNS } from './classroomPaths';
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
    <Route path={CLASSROOM_PATTERNS.classes} component={ClassroomPage} />
    <Route path={CLASSROOM_PATTERNS.class} component={ClassPage} />
    <Route path={CLASSROOM_PATTERNS.learner} component={LearnerPage} />
    <Route path={CLASSROOM_PATTERNS.memberScorecard} component={MemberScorecardPage} />
    <Route component={NotFoundPage} />
  </Switch>
);
