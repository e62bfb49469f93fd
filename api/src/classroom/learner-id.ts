import { createHmac } from 'node:crypto';

/**
 * A learner's id in a class, as the grid and its exports show it (`L-7Q3K9M2A`): the trainer's key to match rows
 * to the people in a gradebook, when names are chosen by the learners and may repeat. A keyed hash
 * (HMAC-SHA-256, LEARNER_ID_SECRET) of the class and the account: the same in every term of the class, another in
 * another class (two trainers cannot join their lists by it), and no one without the key can tell the account
 * from it or test a guess. Computed, never stored, except in the grids of archived terms.
 */

/** Tells these MACs apart from anything else a deployment might compute with the same key. */
const PURPOSE = 'qa-class-learner-id:v1:';

/** Crockford's base 32: no I, L, O or U, which a person copying an id would misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 40 bits: two learners of a class of a few hundred share an id about once in ten million classes. */
const LENGTH = 8;

/** What a learner id looks like. */
export const LEARNER_ID = /^L-[0-9A-HJKMNP-TV-Z]{8}$/;

/** The id of `account` in the class `classId`, under `secret`. */
export const learnerIdOf = (secret: string, classId: string, account: string): string => {
  // JSON keeps the two apart whatever characters they hold.
  const mac = createHmac('sha256', secret)
    .update(PURPOSE + JSON.stringify([classId, account]))
    .digest();
  let id = '';
  for (let index = 0; index < LENGTH; index += 1) {
    // The index-th group of five bits, read across byte boundaries.
    const bit = index * 5;
    const pair = (mac[bit >> 3]! << 8) | mac[(bit >> 3) + 1]!;
    id += ALPHABET[(pair >> (11 - (bit & 7))) & 31];
  }
  return `L-${id}`;
};
