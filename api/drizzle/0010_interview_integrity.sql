ALTER TABLE "interview_sessions" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "sends" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD COLUMN "share_id" uuid;--> statement-breakpoint
CREATE INDEX "interview_sessions_family_learner_idx" ON "interview_sessions" USING btree ("family","learner","finished_at");--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_share_id_unique" UNIQUE("share_id");