import { defineConfig } from 'drizzle-kit';

/** drizzle-kit writes the SQL migrations the server applies at start-up (src/database/open-database.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/database/schema.ts',
  out: './drizzle',
});
