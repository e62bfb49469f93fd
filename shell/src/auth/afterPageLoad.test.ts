import { afterPageLoad } from './afterPageLoad';

describe('afterPageLoad', () => {
  it('waits for the load event and then for an idle moment', async () => {
    const idle = jest.fn((callback: () => void) => {
      callback();
      return 1;
    });
    Object.defineProperty(window, 'requestIdleCallback', { value: idle, configurable: true });
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    let done = false;
    const waiting = afterPageLoad().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    window.dispatchEvent(new Event('load'));
    await waiting;
    expect(idle).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
  });

  it('resolves at the next idle moment when the page has loaded already', async () => {
    await expect(afterPageLoad()).resolves.toBeUndefined();
  });
});
