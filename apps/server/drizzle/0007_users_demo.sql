ALTER TABLE "users" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" SET "demo" = true WHERE lower("email") LIKE '%@demo.invalid';