import { makeStore, type ChallengePageProps } from '@qa/shared';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import ChallengePage from '../ChallengePage';

/** The page as the shell mounts it: a fresh store each time, so a second call is a page reload. */
export const renderPage = (props: ChallengePageProps = { challengeType: 'learn', challengeKey: 'adder' }) => {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter>
        <ChallengePage {...props} />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
};
