/**
 * The User API part of the load: a class of testers working through the API with their own tools. Each round of
 * a connection is one tester's session, in their sandbox (X-Tester-Key): list the users, create one, read it,
 * replace it, change it, read a seeded user, delete theirs. Deleting what it created keeps each sandbox near its
 * ten seeded users, far from the 100 a sandbox holds, so every request does real work and none is a 409 "full".
 */
import type autocannon from 'autocannon';
import type { Probe } from './load-run';

const USERS = '/api/sandbox/v1/users';
/** As many testers as connections: a class working at once. */
const TESTERS = 100;

/** What one session remembers between its requests (autocannon starts each round with a fresh one). */
interface Session {
  key?: string;
  id?: number;
}

let sessions = 0;

/** The next tester of the class, in turn. */
const nextKey = () => `load-tester-${String(sessions++ % TESTERS).padStart(3, '0')}`;

// autocannon types a session as `object`; these requests are the only ones that read or write it.
const sessionOf = (context: object) => context as Session;

const json = (value: unknown) => JSON.stringify(value);

/** The request with this session's key, and its path from the session when `pathOf` is given. */
const inSession =
  (pathOf?: (session: Session) => string) =>
  (request: autocannon.Request, context: object): autocannon.Request => {
    const session = sessionOf(context);
    return {
      ...request,
      ...(pathOf && { path: pathOf(session) }),
      headers: { ...request.headers, 'x-tester-key': session.key ?? nextKey() },
    };
  };

const ownUser = (session: Session) => `${USERS}/${session.id ?? 'none'}`;

const withBody = { 'content-type': 'application/json' };

const requests = (): autocannon.Request[] => [
  {
    method: 'GET',
    path: USERS,
    setupRequest: (request, context) => {
      sessionOf(context).key = nextKey();
      return inSession()(request, context);
    },
  },
  {
    method: 'POST',
    path: USERS,
    headers: withBody,
    body: json({ name: 'Load Tester' }),
    setupRequest: inSession(),
    onResponse: (status, body, context) => {
      if (status === 201) sessionOf(context).id = (JSON.parse(body) as { id: number }).id;
    },
  },
  { method: 'GET', setupRequest: inSession(ownUser) },
  {
    method: 'PUT',
    headers: withBody,
    body: json({ name: 'Load Tester, renamed' }),
    setupRequest: inSession(ownUser),
  },
  {
    method: 'PATCH',
    headers: withBody,
    body: json({ name: 'Load Tester, changed' }),
    setupRequest: inSession(ownUser),
  },
  { method: 'GET', path: `${USERS}/1`, setupRequest: inSession() },
  { method: 'DELETE', setupRequest: inSession(ownUser) },
];

export const userApiLoad = (): { probe: Probe; requests: autocannon.Request[] } => ({
  probe: { method: 'GET', path: USERS, headers: { 'x-tester-key': 'load-tester-probe' } },
  requests: requests(),
});
