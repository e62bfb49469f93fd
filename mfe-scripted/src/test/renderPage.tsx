import { makeStore, type ChallengePageProps } from '@qa/shared';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import ChallengePage from '../ChallengePage';

/** The page as the shell mounts it: a fresh store each time, so a second call is a page reload. */
export const renderPage = (
  challengeKey: string,
  challengeType: ChallengePageProps['challengeType'] = 'scripted',
) => {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter>
        <ChallengePage challengeType={challengeType} challengeKey={challengeKey} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
};
