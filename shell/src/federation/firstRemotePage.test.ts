describe('the first remote page of a visit', () => {
  beforeEach(() => jest.resetModules());

  it('is nothing to wait for on a page no remote renders', async () => {
    const { whenFirstRemotePageSettled } = await import('./firstRemotePage');
    await expect(whenFirstRemotePageSettled()).resolves.toBeUndefined();
  });

  it('settles when the first loaded page is shown', async () => {
    const { remotePageLoading, remotePageShown, whenFirstRemotePageSettled } =
      await import('./firstRemotePage');
    remotePageLoading(Promise.resolve({}));
    let settled = false;
    const waiting = whenFirstRemotePageSettled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    remotePageShown();
    await waiting;
    expect(settled).toBe(true);
  });

  it('settles with a first load that failed, and ignores later ones', async () => {
    const { remotePageLoading, whenFirstRemotePageSettled } = await import('./firstRemotePage');
    let fail: (error: Error) => void = () => undefined;
    const first = new Promise((_resolve, reject) => {
      fail = reject;
    });
    first.catch(() => undefined);
    remotePageLoading(first);
    remotePageLoading(new Promise(() => undefined));
    let settled = false;
    const waiting = whenFirstRemotePageSettled().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    fail(new Error('remote down'));
    await waiting;
    expect(settled).toBe(true);
  });
});
