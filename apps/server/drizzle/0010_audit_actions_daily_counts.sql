CREATE TABLE "daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"requests" bigint DEFAULT 0 NOT NULL,
	"geocoder_requests" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "object_type" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "object_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "audit_log_time_idx" ON "audit_log" USING btree ("time");