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

describe('afterPageLoad with something else to wait for', () => {
  it('waits for it after the load event', async () => {
    let release: () => void = () => undefined;
    const shown = new Promise<void>((resolve) => {
      release = resolve;
    });
    let done = false;
    const waiting = afterPageLoad(() => shown).then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    release();
    await waiting;
    expect(done).toBe(true);
  });
});
