import { join } from 'node:path';

/**
 * The api/ folder. This file sits directly in src/ and the bundle directly in dist/, so one level up is api/
 * both when the source runs (tests, tsx) and when `node api/dist/server.js` runs the bundle.
 */
const API_DIR = join(__dirname, '..');

/** The pages served under /api/static/. */
export const STATIC_DIR = join(API_DIR, 'static');

/** Files the server embeds in its answers (the assessment image). */
export const ASSETS_DIR = join(API_DIR, 'assets');

/** The SQL migrations drizzle-kit writes (api/drizzle/), applied when the database is opened. */
export const MIGRATIONS_DIR = join(API_DIR, 'drizzle');

/** Where the embedded database (PGlite) keeps its files unless PGLITE_DIR says otherwise; not in Git. */
export const DEFAULT_PGLITE_DIR = join(API_DIR, '.data', 'pglite');
