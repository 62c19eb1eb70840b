-- Positions partitioned by month of fix time (UTC), on PostgreSQL and the embedded database alike.
-- Partitions are named positions_YYYY_MM; positions_default takes any fix no monthly partition covers
-- (a late, early or wrong-clock fix), so a position is never refused. position_partition_ensure creates a
-- month's partition and moves that month's rows out of the default one; position_partitions_drop_before
-- drops whole months (the retention setting) but keeps every device's latest position.
-- See docs/decisions/position-partitions.md.
ALTER TABLE "positions" RENAME TO "positions_unpartitioned";
--> statement-breakpoint
ALTER TABLE "positions_unpartitioned" RENAME CONSTRAINT "positions_pkey" TO "positions_unpartitioned_pkey";
--> statement-breakpoint
ALTER INDEX "positions_device_fix_time_idx" RENAME TO "positions_unpartitioned_device_fix_time_idx";
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" bigint DEFAULT nextval('positions_id_seq'::regclass) NOT NULL,
	"device_id" integer NOT NULL,
	"protocol" text,
	"server_time" timestamp with time zone DEFAULT now() NOT NULL,
	"device_time" timestamp with time zone NOT NULL,
	"fix_time" timestamp with time zone NOT NULL,
	"valid" boolean DEFAULT true NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"altitude" double precision DEFAULT 0 NOT NULL,
	"speed" double precision DEFAULT 0 NOT NULL,
	"course" double precision DEFAULT 0 NOT NULL,
	"address" text,
	"accuracy" double precision DEFAULT 0 NOT NULL,
	"geofence_ids" jsonb,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "positions_pkey" PRIMARY KEY ("id", "fix_time")
) PARTITION BY RANGE ("fix_time");
--> statement-breakpoint
ALTER SEQUENCE "positions_id_seq" OWNED BY "positions"."id";
--> statement-breakpoint
CREATE INDEX "positions_device_fix_time_idx" ON "positions" USING btree ("device_id", "fix_time");
--> statement-breakpoint
CREATE TABLE "positions_default" PARTITION OF "positions" DEFAULT;
--> statement-breakpoint
CREATE FUNCTION position_partition_ensure(at timestamptz) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
	month timestamp := date_trunc('month', at AT TIME ZONE 'UTC');
	lo timestamptz := month AT TIME ZONE 'UTC';
	hi timestamptz := (month + interval '1 month') AT TIME ZONE 'UTC';
	name text := 'positions_' || to_char(month, 'YYYY_MM');
BEGIN
	IF to_regclass(quote_ident(name)) IS NOT NULL THEN
		RETURN name;
	END IF;
	-- One creator at a time across every instance; the others find the partition made.
	PERFORM pg_advisory_xact_lock(hashtext('fleetkit positions partitions'));
	IF to_regclass(quote_ident(name)) IS NOT NULL THEN
		RETURN name;
	END IF;
	EXECUTE format('CREATE TABLE %I (LIKE positions INCLUDING DEFAULTS)', name);
	EXECUTE format(
		'WITH moved AS (DELETE FROM positions_default WHERE fix_time >= %L AND fix_time < %L RETURNING *) '
		'INSERT INTO %I SELECT * FROM moved',
		lo, hi, name);
	EXECUTE format('ALTER TABLE positions ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', name, lo, hi);
	RETURN name;
END
$$;
--> statement-breakpoint
CREATE FUNCTION position_partitions_drop_before(cutoff timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	part record;
	dropped integer := 0;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('fleetkit positions partitions'));
	FOR part IN
		SELECT c.relname AS name
		FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
		WHERE i.inhparent = 'positions'::regclass AND c.relname ~ '^positions_[0-9]{4}_[0-9]{2}$'
			AND (to_date(substr(c.relname, 11), 'YYYY_MM')::timestamp + interval '1 month') AT TIME ZONE 'UTC'
				<= cutoff
		ORDER BY c.relname
	LOOP
		EXECUTE format('ALTER TABLE positions DETACH PARTITION %I', part.name);
		-- A device silent since then keeps its latest position (it goes to the default partition).
		EXECUTE format(
			'INSERT INTO positions SELECT p.* FROM %I p WHERE p.id IN (SELECT position_id FROM devices WHERE position_id IS NOT NULL)',
			part.name);
		EXECUTE format('DROP TABLE %I', part.name);
		dropped := dropped + 1;
	END LOOP;
	DELETE FROM positions_default
	WHERE fix_time < cutoff AND id NOT IN (SELECT position_id FROM devices WHERE position_id IS NOT NULL);
	RETURN dropped;
END
$$;
--> statement-breakpoint
-- A partition for every month that has positions, and for this month and the next two.
SELECT position_partition_ensure(m)
FROM (
	SELECT DISTINCT date_trunc('month', fix_time AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS m
	FROM positions_unpartitioned
	UNION
	SELECT (date_trunc('month', now() AT TIME ZONE 'UTC') + n * interval '1 month') AT TIME ZONE 'UTC'
	FROM generate_series(0, 2) AS n
) AS months
ORDER BY m;
--> statement-breakpoint
INSERT INTO "positions" SELECT * FROM "positions_unpartitioned";
--> statement-breakpoint
DROP TABLE "positions_unpartitioned";
