import type { ModeChallengeDefinition } from '@qa/kit';

/** The method comes first: the body is blocked until it is chosen, and is checked as JSON before it is sent. */
const METHOD = 0;

/** Plusser (SPEC §5 "Addition API"): an HTTP method and a JSON body with first and second. */
export const plusser: ModeChallengeDefinition = {
  key: 'plusser',
  fields: [
    { type: 'dropdown', text: 'plusser.fields.method' },
    { type: 'textarea', text: 'plusser.fields.body', requires: METHOD, json: true },
  ],
  tryIt: { method: 'POST', path: '/calculator', body: '{"first": 2, "second": 3}' },
};

/** User CRUD (SPEC §5 "User API"): an HTTP method, the endpoint and a JSON body with a name. */
export const userCrud: ModeChallengeDefinition = {
  key: 'userCrud',
  fields: [
    { type: 'dropdown', text: 'userCrud.fields.method' },
    { type: 'textfield', text: 'userCrud.fields.endpoint' },
    { type: 'textarea', text: 'userCrud.fields.body', requires: METHOD, json: true },
  ],
  tryIt: { method: 'GET', path: '/users' },
};
