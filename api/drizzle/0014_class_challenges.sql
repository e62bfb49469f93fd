-- The challenges a trainer chose for the class's grid; null for every challenge.
ALTER TABLE "classes" ADD COLUMN "challenges" jsonb;