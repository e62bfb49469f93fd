CREATE TABLE "challenge_progress" (
	"user_id" text NOT NULL,
	"store_name" text NOT NULL,
	"epoch" integer DEFAULT 0 NOT NULL,
	"answers" jsonb NOT NULL,
	"submissions" jsonb NOT NULL,
	"input_classes" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_progress_user_id_store_name_pk" PRIMARY KEY("user_id","store_name")
);
--> statement-breakpoint
CREATE TABLE "learners" (
	"user_id" text PRIMARY KEY NOT NULL,
	"tours_seen" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenge_progress" ADD CONSTRAINT "challenge_progress_user_id_learners_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."learners"("user_id") ON DELETE cascade ON UPDATE no action;