CREATE TABLE "interview_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"learner" text,
	"family" text NOT NULL,
	"seed" text NOT NULL,
	"drawn" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"found" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"table_run" jsonb,
	"report" jsonb,
	"report_grade" jsonb,
	"scorecard" jsonb,
	"total" integer,
	"assignment_id" uuid
);
--> statement-breakpoint
CREATE INDEX "interview_sessions_family_finished_at_idx" ON "interview_sessions" USING btree ("family","finished_at");--> statement-breakpoint
CREATE INDEX "interview_sessions_learner_ends_at_idx" ON "interview_sessions" USING btree ("learner","ends_at");