import { StrictMode, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import {
  DeferredRouter,
  i18n,
  loadTexts,
  store,
  type BroughtGroup,
  type ChallengeGroup,
  type ChallengePageProps,
  I18nextProvider,
} from '@qa/shared';
import { modeCatalogue } from '../remote/modeCatalogue';

interface HarnessOptions {
  types?: readonly ChallengeGroup[];
  /** The mode a remote brings (createModeRemote's `mode`). */
  mode?: BroughtGroup;
  renderChallenge: (props: ChallengePageProps) => ReactNode;
}

/** Lets a remote run on its own (DESIGN.md): the providers the shell gives, and a picker of its challenges. */
const Harness = ({ types = [], mode, renderChallenge }: HarnessOptions) => {
  const challenges = modeCatalogue(mode ? [...types, mode.group] : types, mode);
  const [selected, setSelected] = useState(challenges[0]);
  return (
    <>
      {challenges.length > 1 && (
        <select
          aria-label="Challenge"
          value={selected ? `${selected.group}/${selected.key}` : ''}
          onChange={(event) =>
            setSelected(challenges.find((c) => `${c.group}/${c.key}` === event.target.value))
          }
        >
          {challenges.map((challenge) => (
            <option key={`${challenge.group}/${challenge.key}`} value={`${challenge.group}/${challenge.key}`}>
              {challenge.group}/{challenge.key}
            </option>
          ))}
        </select>
      )}
      {renderChallenge({ group: selected?.group ?? 'learn', challengeKey: selected?.key ?? '' })}
    </>
  );
};

/**
 * `@qa/kit/standalone`, imported by each remote's own entry only: the pages of the shell never load it.
 */
export const StandaloneHarness = {
  mount: (options: HarnessOptions): void => {
    const container = document.getElementById('root');
    if (!container) return;
    // As in the shell: the page's language (when not English) is loaded before the first render.
    void loadTexts().then(() =>
      createRoot(container).render(
        <StrictMode>
          <Provider store={store}>
            <I18nextProvider i18n={i18n}>
              <DeferredRouter>
                <Harness {...options} />
              </DeferredRouter>
            </I18nextProvider>
          </Provider>
        </StrictMode>,
      ),
    );
  },
};
