import { environment } from '../environment/environment';
import { hideSpinner, showSpinner } from '../features/spinner/spinnerSlice';
import { store } from '../store/store';
import { createHttpClient } from './httpClient';

let tokenProvider: () => Promise<string | null> = async () => null;
let pending = 0;

/** The shell hands in the identity provider's token getter once it has initialised Firebase. */
export const setTokenProvider = (provider: () => Promise<string | null>): void => {
  tokenProvider = provider;
};

/** The page's client: the environment's server, the store's language, the overlay while any call is open. */
export const http = createHttpClient({
  baseUrl: environment.apiBaseUrl,
  language: () => store.getState().language.local,
  token: () => tokenProvider(),
  onStart: () => {
    pending += 1;
    if (pending === 1) store.dispatch(showSpinner());
  },
  onEnd: () => {
    pending -= 1;
    if (pending === 0) store.dispatch(hideSpinner());
  },
});
