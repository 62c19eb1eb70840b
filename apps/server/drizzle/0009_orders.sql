CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_id" text NOT NULL,
	"description" text,
	"from_address" text,
	"to_address" text,
	"geofence_id" integer,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
