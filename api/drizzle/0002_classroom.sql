CREATE TABLE "class_members" (
	"class_id" uuid NOT NULL,
	"learner" text NOT NULL,
	"name" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"baseline" jsonb NOT NULL,
	CONSTRAINT "class_members_class_id_learner_pk" PRIMARY KEY("class_id","learner")
);
--> statement-breakpoint
CREATE TABLE "class_terms" (
	"class_id" uuid NOT NULL,
	"term" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"grid" jsonb NOT NULL,
	CONSTRAINT "class_terms_class_id_term_pk" PRIMARY KEY("class_id","term")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"trainer" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"term" integer DEFAULT 1 NOT NULL,
	"term_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "classes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_terms" ADD CONSTRAINT "class_terms_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_members_learner_idx" ON "class_members" USING btree ("learner");--> statement-breakpoint
CREATE INDEX "classes_trainer_idx" ON "classes" USING btree ("trainer");