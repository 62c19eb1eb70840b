-- The fix time of each device's latest position, next to its id: together they name the one monthly
-- partition that holds it (a lookup by id alone probes every partition). Filled here for the devices that
-- have a latest position; the pipeline keeps it with position_id from now on.
ALTER TABLE "devices" ADD COLUMN "position_fix_time" timestamp with time zone;
--> statement-breakpoint
UPDATE "devices" d SET "position_fix_time" = p."fix_time" FROM "positions" p WHERE p."id" = d."position_id";
