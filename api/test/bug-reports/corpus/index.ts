import type { ReportedChallengeKey } from '@qa/shared/bug-reports';
import type { CorpusEntry } from './corpus';
import { entries as bookDesk } from './bookDesk';
import { entries as bookHotel } from './bookHotel';
import { entries as newsletter } from './newsletter';
import { entries as plusser } from './plusser';
import { entries as todoList } from './todoList';
import { entries as triangle } from './triangle';
import { entries as userCrud } from './userCrud';

/** The labelled reports of each challenge with planted bugs. */
export const CORPUS: Readonly<Record<ReportedChallengeKey, readonly CorpusEntry[]>> = {
  triangle,
  newsletter,
  bookDesk,
  userCrud,
  bookHotel,
  todoList,
  plusser,
};
