import { http, HttpError } from '@qa/shared';
import { CLASSROOM_API, membershipPath, type Membership } from '@qa/shared/classroom';
import { fetchMemberships, joinClass, leaveClass } from './classroomCalls';

const MEMBERSHIP: Membership = {
  classId: '7b0f2c1e-4d7a-4c55-9a51-0d7c1f9e2a11',
  className: 'QA evening group',
  name: 'Ann',
  joinedAt: '2026-03-05T12:00:00.000Z',
};

describe('the classroom calls', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists the memberships with the token and without the overlay', async () => {
    const get = jest.spyOn(http, 'get').mockResolvedValue([MEMBERSHIP]);
    await expect(fetchMemberships()).resolves.toEqual({ ok: true, value: [MEMBERSHIP] });
    expect(get).toHaveBeenCalledWith(CLASSROOM_API.memberships, { auth: true, background: true });
  });

  it.each([
    ['not a list', { memberships: [] }],
    ['a proxy page', '<html>'],
    ['a membership without a name', [{ ...MEMBERSHIP, name: undefined }]],
    ['a joined date the page cannot format', [{ ...MEMBERSHIP, joinedAt: 'yesterday' }]],
  ])('refuses an answer that is %s', async (_case, answer) => {
    jest.spyOn(http, 'get').mockResolvedValue(answer);
    await expect(fetchMemberships()).resolves.toEqual({ ok: false, notice: { key: 'classesLoadFailed' } });
  });

  it('joins with the code and the name, and answers the membership', async () => {
    const post = jest.spyOn(http, 'post').mockResolvedValue(MEMBERSHIP);
    await expect(joinClass('ABC234', 'Ann')).resolves.toEqual({ ok: true, value: MEMBERSHIP });
    expect(post).toHaveBeenCalledWith(
      CLASSROOM_API.memberships,
      { code: 'ABC234', name: 'Ann' },
      { auth: true },
    );
  });

  it('passes on the server’s reason for refusing a join, and ours when it gave none', async () => {
    const full = new HttpError('http', 409, 'Conflict', { message: 'This class is full.' });
    jest.spyOn(http, 'post').mockRejectedValueOnce(full);
    await expect(joinClass('ABC234', 'Ann')).resolves.toEqual({
      ok: false,
      notice: { serverMessage: 'This class is full.' },
    });
    jest.spyOn(http, 'post').mockRejectedValueOnce(new HttpError('network', 0, 'Failed to fetch'));
    await expect(joinClass('ABC234', 'Ann')).resolves.toEqual({
      ok: false,
      notice: { key: 'classJoinFailed' },
    });
  });

  it('leaves with the token; not being a member any more counts as left', async () => {
    const remove = jest.spyOn(http, 'delete').mockResolvedValueOnce(undefined);
    await expect(leaveClass(MEMBERSHIP.classId)).resolves.toBeNull();
    expect(remove).toHaveBeenCalledWith(membershipPath(MEMBERSHIP.classId), { auth: true });
    remove.mockRejectedValueOnce(new HttpError('http', 404, 'Not Found', { message: 'You are not in it.' }));
    await expect(leaveClass(MEMBERSHIP.classId)).resolves.toBeNull();
  });

  it('says why a leave failed', async () => {
    jest
      .spyOn(http, 'delete')
      .mockRejectedValueOnce(new HttpError('http', 429, 'Too Many Requests', { message: 'Too many.' }))
      .mockRejectedValueOnce(new HttpError('network', 0, 'Failed to fetch'));
    await expect(leaveClass(MEMBERSHIP.classId)).resolves.toEqual({ serverMessage: 'Too many.' });
    await expect(leaveClass(MEMBERSHIP.classId)).resolves.toEqual({ key: 'classLeaveFailed' });
  });
});
