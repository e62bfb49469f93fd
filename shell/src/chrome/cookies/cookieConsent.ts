import { readJson, STORAGE_KEYS, writeJson } from '@qa/shared';
import { useSyncExternalStore } from 'react';
import { createChangeSignal } from '../changeSignal';

/** Where the notice's link leads (SPEC §2): the policy is readable before accepting. */
export const PRIVACY_POLICY_PATH = '/app/about/privacy-policy';

const signal = createChangeSignal();

/** Set only when storage refused the flag, so the notice still goes away for this page view. */
let acceptedWithoutStorage = false;

const isAccepted = (value: unknown): value is boolean => value === true;

const readStoredFlag = (): boolean => readJson(STORAGE_KEYS.cookiesAccepted, false, isAccepted);

/** Whether the visitor has accepted the cookie notice (SPEC §2: a flag in local storage). */
export const readCookiesAccepted = (): boolean => acceptedWithoutStorage || readStoredFlag();

export const acceptCookies = (): void => {
  writeJson(STORAGE_KEYS.cookiesAccepted, true);
  if (!readStoredFlag()) acceptedWithoutStorage = true;
  signal.emit();
};

/** Follows acceptance, so everything waiting for it (the notice, the tour) updates at once. */
export const useCookiesAccepted = (): boolean => useSyncExternalStore(signal.subscribe, readCookiesAccepted);
