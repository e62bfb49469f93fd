ALTER TABLE "game_players" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "unranked" text;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_name_key_unique" UNIQUE("name_key");