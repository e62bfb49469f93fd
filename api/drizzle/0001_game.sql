CREATE TABLE "game_players" (
	"learner" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_rounds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"learner" text,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"challenges" jsonb NOT NULL,
	"found" jsonb NOT NULL,
	"submissions" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "game_rounds_ends_at_idx" ON "game_rounds" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "game_rounds_learner_ends_at_idx" ON "game_rounds" USING btree ("learner","ends_at");