import type { Membership } from '@qa/shared/classroom';
import { useCallback, useEffect, useState } from 'react';
import type { CallResult } from '../classroom/classroomCalls';
import { loadClassroomCalls } from '../classroom/loadClassroomCalls';
import type { Notice } from '../errors/accountErrors';

export type MembershipsState =
  | { status: 'loading' }
  | { status: 'failed'; notice: Notice }
  | { status: 'ready'; memberships: Membership[] };

const NOT_LOADED: CallResult<Membership[]> = { ok: false, notice: { key: 'classesLoadFailed' } };

/** Joining a class again answers the same membership: it keeps its place rather than showing twice. */
const withMembership = (list: Membership[], joined: Membership): Membership[] =>
  list.some(({ classId }) => classId === joined.classId)
    ? list.map((membership) => (membership.classId === joined.classId ? joined : membership))
    : [...list, joined];

/** The learner's classes as the server lists them, then as they join and leave. */
export const useMemberships = () => {
  const [state, setState] = useState<MembershipsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A load made outdated by a retry or by unmounting must not overwrite the state.
    let live = true;
    void loadClassroomCalls()
      .then(
        ({ fetchMemberships }) => fetchMemberships(),
        () => NOT_LOADED,
      )
      .then((result) => {
        if (!live) return;
        setState(
          result.ok
            ? { status: 'ready', memberships: result.value }
            : { status: 'failed', notice: result.notice },
        );
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  const ready = state.status === 'ready';
  const add = useCallback(
    (joined: Membership) => {
      // Without a list to add it to, a fresh load shows it among the others.
      if (!ready) return reload();
      setState((current) =>
        current.status === 'ready'
          ? { status: 'ready', memberships: withMembership(current.memberships, joined) }
          : current,
      );
    },
    [ready, reload],
  );

  const remove = useCallback((classId: string) => {
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', memberships: current.memberships.filter((item) => item.classId !== classId) }
        : current,
    );
  }, []);

  return { state, reload, add, remove };
};
