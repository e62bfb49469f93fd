-- Assignments set before numbers were kept are numbered in the order they were set, and each class counts them.
ALTER TABLE "class_assignments" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "class_assignments" AS "a" SET "number" = "n"."number" FROM (SELECT "id", row_number() OVER (PARTITION BY "class_id" ORDER BY "created_at", "id") AS "number" FROM "class_assignments") AS "n" WHERE "a"."id" = "n"."id";--> statement-breakpoint
ALTER TABLE "class_assignments" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "assignments_set" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "classes" SET "assignments_set" = (SELECT count(*) FROM "class_assignments" WHERE "class_assignments"."class_id" = "classes"."id");
