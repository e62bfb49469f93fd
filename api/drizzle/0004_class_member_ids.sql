ALTER TABLE "class_members" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_id_unique" UNIQUE("id");