ALTER TABLE "scheduled_report_runs" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_report_runs" ADD COLUMN "delivered" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_report_runs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;