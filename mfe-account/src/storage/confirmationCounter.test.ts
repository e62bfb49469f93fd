import {
  canSendConfirmation,
  countConfirmationSent,
  MAX_CONFIRMATIONS,
  readConfirmationsSent,
} from './confirmationCounter';

const KEY = 'numberOfConfirmationsSent';

describe('confirmation counter', () => {
  beforeEach(() => localStorage.clear());

  it('counts sends in numberOfConfirmationsSent and allows three', () => {
    expect(readConfirmationsSent()).toBe(0);
    for (let sent = 0; sent < MAX_CONFIRMATIONS; sent += 1) {
      expect(canSendConfirmation()).toBe(true);
      countConfirmationSent();
    }
    expect(localStorage.getItem(KEY)).toBe('3');
    expect(canSendConfirmation()).toBe(false);
  });

  it.each(['oops', '{"a":1}', '-2', '1.5', '"2"'])('treats %s as no sends', (stored) => {
    localStorage.setItem(KEY, stored);
    expect(readConfirmationsSent()).toBe(0);
    countConfirmationSent();
    expect(localStorage.getItem(KEY)).toBe('1');
  });

  it('refuses at a count above the limit too', () => {
    localStorage.setItem(KEY, '7');
    expect(canSendConfirmation()).toBe(false);
  });
});
