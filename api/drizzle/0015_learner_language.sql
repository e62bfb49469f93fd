-- The interface language a signed-in learner chose, kept with their account so every device they sign in on uses it.
CREATE TABLE "learner_languages" (
	"user_id" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
