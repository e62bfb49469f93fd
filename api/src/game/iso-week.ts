const MS_PER_DAY = 86_400_000;

/** Monday 00:00 UTC of the ISO week `now` falls in: the leaderboard starts afresh then. */
export const weekStartOf = (now: Date): Date => {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay counts from Sunday (0); ISO weeks from Monday.
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * MS_PER_DAY);
};
