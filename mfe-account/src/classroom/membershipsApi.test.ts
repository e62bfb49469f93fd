import { http, HttpError, makeStore } from '@qa/shared';
import { CLASSROOM_API, membershipPath, type Membership } from '@qa/shared/classroom';
import { callNotice, membershipsApi } from './membershipsApi';

const MEMBERSHIP: Membership = {
  classId: '7b0f2c1e-4d7a-4c55-9a51-0d7c1f9e2a11',
  className: 'QA evening group',
  name: 'Ann',
  joinedAt: '2026-03-05T12:00:00.000Z',
};

const { memberships, joinClass, leaveClass } = membershipsApi.endpoints;

/** What a call came to, as the section reads it: the answer, or the notice it shows. */
const outcome = async <T>(
  call: Promise<{ data?: T; error?: unknown }>,
  fallback: Parameters<typeof callNotice>[1],
) => {
  const result = await call;
  return result.error === undefined
    ? { ok: true, value: result.data }
    : { ok: false, notice: callNotice(result.error, fallback) };
};

describe('the classroom calls', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the memberships with the token and without the overlay', async () => {
    const get = jest.spyOn(http, 'get').mockResolvedValue([MEMBERSHIP]);
    const store = makeStore();
    await expect(outcome(store.dispatch(memberships.initiate()), 'classesLoadFailed')).resolves.toEqual({
      ok: true,
      value: [MEMBERSHIP],
    });
    expect(get).toHaveBeenCalledWith(CLASSROOM_API.memberships, { auth: true, background: true });
  });

  it.each([
    ['not a list', { memberships: [] }],
    ['a proxy page', '<html>'],
    ['a membership without a name', [{ ...MEMBERSHIP, name: undefined }]],
    ['a joined date the page cannot format', [{ ...MEMBERSHIP, joinedAt: 'yesterday' }]],
  ])('refuses an answer that is %s', async (_case, answer) => {
    jest.spyOn(http, 'get').mockResolvedValue(answer);
    const store = makeStore();
    await expect(outcome(store.dispatch(memberships.initiate()), 'classesLoadFailed')).resolves.toEqual({
      ok: false,
      notice: { key: 'classesLoadFailed' },
    });
  });

  it('joins with the code and the name, and answers the membership', async () => {
    const post = jest.spyOn(http, 'post').mockResolvedValue(MEMBERSHIP);
    const store = makeStore();
    await expect(
      outcome(store.dispatch(joinClass.initiate({ code: 'ABC234', name: 'Ann' })), 'classJoinFailed'),
    ).resolves.toEqual({ ok: true, value: MEMBERSHIP });
    expect(post).toHaveBeenCalledWith(
      CLASSROOM_API.memberships,
      { code: 'ABC234', name: 'Ann' },
      { auth: true },
    );
  });

  it('passes on the server’s reason for refusing a join, and ours when it gave none', async () => {
    const full = new HttpError('http', 409, 'Conflict', { message: 'This class is full.' });
    jest
      .spyOn(http, 'post')
      .mockRejectedValueOnce(full)
      .mockRejectedValueOnce(new HttpError('network', 0, 'Failed to fetch'));
    const store = makeStore();
    const join = () =>
      outcome(store.dispatch(joinClass.initiate({ code: 'ABC234', name: 'Ann' })), 'classJoinFailed');
    await expect(join()).resolves.toEqual({ ok: false, notice: { serverMessage: 'This class is full.' } });
    await expect(join()).resolves.toEqual({ ok: false, notice: { key: 'classJoinFailed' } });
  });

  it('leaves with the token; not being a member any more counts as left', async () => {
    const remove = jest
      .spyOn(http, 'delete')
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new HttpError('http', 404, 'Not Found', { message: 'You are not in it.' }));
    const store = makeStore();
    const leave = () => outcome(store.dispatch(leaveClass.initiate(MEMBERSHIP.classId)), 'classLeaveFailed');
    await expect(leave()).resolves.toEqual({ ok: true, value: null });
    expect(remove).toHaveBeenCalledWith(membershipPath(MEMBERSHIP.classId), { auth: true });
    await expect(leave()).resolves.toEqual({ ok: true, value: null });
  });

  it('says why a leave failed', async () => {
    jest
      .spyOn(http, 'delete')
      .mockRejectedValueOnce(new HttpError('http', 429, 'Too Many Requests', { message: 'Too many.' }))
      .mockRejectedValueOnce(new HttpError('network', 0, 'Failed to fetch'));
    const store = makeStore();
    const leave = () => outcome(store.dispatch(leaveClass.initiate(MEMBERSHIP.classId)), 'classLeaveFailed');
    await expect(leave()).resolves.toEqual({ ok: false, notice: { serverMessage: 'Too many.' } });
    await expect(leave()).resolves.toEqual({ ok: false, notice: { key: 'classLeaveFailed' } });
  });
});
