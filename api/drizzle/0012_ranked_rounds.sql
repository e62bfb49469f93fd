CREATE TABLE "answer_openings" (
	"learner" text NOT NULL,
	"store_name" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "answer_openings_learner_store_name_pk" PRIMARY KEY("learner","store_name")
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "recent_submissions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "answer_openings_opened_at_idx" ON "answer_openings" USING btree ("opened_at");