// The Game's answers are described once, in the shared contract: the page checks what it reads against the
// same schemas the routes answer with.
export {
  GameLeaderboardSchema,
  GamePlayerSchema,
  GameRoundReportSchema,
  GameRoundStartedSchema,
  GameSubmissionResultSchema,
} from '@qa/shared/game/schema';
