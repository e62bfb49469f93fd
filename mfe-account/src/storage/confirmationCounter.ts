import { readJson, STORAGE_KEYS, writeJson } from '@qa/shared';

/** SPEC §9: at most 3 verification emails, counted in local storage across registration and resends. */
export const MAX_CONFIRMATIONS = 3;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** How many verification emails this browser has sent; an unparseable or odd value counts as none. */
export const readConfirmationsSent = (): number => readJson(STORAGE_KEYS.confirmationsSent, 0, isCount);

export const countConfirmationSent = (): void =>
  writeJson(STORAGE_KEYS.confirmationsSent, readConfirmationsSent() + 1);

export const canSendConfirmation = (): boolean => readConfirmationsSent() < MAX_CONFIRMATIONS;
