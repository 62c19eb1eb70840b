import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/db/schema.ts into ./drizzle; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
