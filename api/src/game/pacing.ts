/**
 * Whether a round's submissions came at a pace a person can keep: every run of `submissions` consecutive
 * submissions must span at least `seconds` on the server's clock. The short window stops a burst, the long one a
 * steady script just under it. Both sit below the fastest play measured through the Game page, by keyboard at a
 * top typist's speed with no time to think or read (decision 0068 has the figures), so no person breaks them.
 */
export interface PaceWindow {
  submissions: number;
  seconds: number;
}

export const HUMAN_PACE: readonly PaceWindow[] = [
  { submissions: 5, seconds: 1 },
  { submissions: 12, seconds: 4 },
];

/** How many submission times a round keeps: as many as the widest window looks back on. */
export const PACE_MEMORY = Math.max(...HUMAN_PACE.map(({ submissions }) => submissions)) - 1;

/**
 * Whether a submission at `now` (ms), after a round's latest submission times (`recent`, oldest first), closes a
 * window of consecutive submissions shorter than the rule allows.
 */
export const breaksPace = (recent: readonly number[], now: number): boolean =>
  HUMAN_PACE.some(({ submissions, seconds }) => {
    const first = recent[recent.length - (submissions - 1)];
    return first !== undefined && now - first < seconds * 1000;
  });

/** The times a round keeps after a submission at `now`: the latest PACE_MEMORY. */
export const paceMemoryAfter = (recent: readonly number[], now: number): number[] =>
  [...recent, now].slice(-PACE_MEMORY);
