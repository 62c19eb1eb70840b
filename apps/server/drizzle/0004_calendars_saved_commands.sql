CREATE TABLE "calendars" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"text_channel" boolean DEFAULT false NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
