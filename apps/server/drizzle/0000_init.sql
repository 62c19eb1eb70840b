CREATE TABLE "api_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"device_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "command_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"text_channel" boolean DEFAULT false NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "computed_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attribute" text NOT NULL,
	"expression" text NOT NULL,
	"type" text DEFAULT 'number' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"unique_id" text NOT NULL,
	"status" text DEFAULT 'offline' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"last_update" timestamp with time zone,
	"position_id" bigint,
	"group_id" integer,
	"calendar_id" integer,
	"phone" text,
	"model" text,
	"contact" text,
	"category" text,
	"expiration_time" timestamp with time zone,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'document' NOT NULL,
	"owner_id" integer NOT NULL,
	"document_of" text NOT NULL,
	"entity_id" integer,
	"document_type" text NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"unique_id" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"device_id" integer NOT NULL,
	"position_id" bigint,
	"geofence_id" integer,
	"maintenance_id" integer,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"bucket_id" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_original" integer NOT NULL,
	"owner_id" integer,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geofences" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"area" text NOT NULL,
	"calendar_id" integer,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_id" integer,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "links" (
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"property_type" text NOT NULL,
	"property_id" integer NOT NULL,
	CONSTRAINT "links_owner_type_owner_id_property_type_property_id_pk" PRIMARY KEY("owner_type","owner_id","property_type","property_id")
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"method" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maintenances" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"start" double precision DEFAULT 0 NOT NULL,
	"period" double precision NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"always" boolean DEFAULT false NOT NULL,
	"notificators" text DEFAULT 'web' NOT NULL,
	"calendar_id" integer,
	"command_id" integer,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
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
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"registration" boolean DEFAULT false NOT NULL,
	"readonly" boolean DEFAULT false NOT NULL,
	"device_readonly" boolean DEFAULT false NOT NULL,
	"limit_commands" boolean DEFAULT false NOT NULL,
	"map" text,
	"map_url" text,
	"overlay_url" text,
	"latitude" double precision DEFAULT 0 NOT NULL,
	"longitude" double precision DEFAULT 0 NOT NULL,
	"zoom" integer DEFAULT 0 NOT NULL,
	"force_settings" boolean DEFAULT false NOT NULL,
	"coordinate_format" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"device_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"readonly" boolean DEFAULT false NOT NULL,
	"administrator" boolean DEFAULT false NOT NULL,
	"map" text,
	"latitude" double precision DEFAULT 0 NOT NULL,
	"longitude" double precision DEFAULT 0 NOT NULL,
	"zoom" integer DEFAULT 0 NOT NULL,
	"coordinate_format" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"expiration_time" timestamp with time zone,
	"device_limit" integer DEFAULT -1 NOT NULL,
	"user_limit" integer DEFAULT 0 NOT NULL,
	"device_readonly" boolean DEFAULT false NOT NULL,
	"limit_commands" boolean DEFAULT false NOT NULL,
	"disable_reports" boolean DEFAULT false NOT NULL,
	"fixed_email" boolean DEFAULT false NOT NULL,
	"poi_layer" text,
	"temporary" boolean DEFAULT false NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_device_idx" ON "audit_log" USING btree ("device_id","time");--> statement-breakpoint
CREATE INDEX "command_queue_device_idx" ON "command_queue" USING btree ("device_id","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_unique_id_key" ON "devices" USING btree ("unique_id");--> statement-breakpoint
CREATE INDEX "documents_entity_idx" ON "documents" USING btree ("document_of","entity_id");--> statement-breakpoint
CREATE INDEX "events_device_time_idx" ON "events" USING btree ("device_id","event_time");--> statement-breakpoint
CREATE INDEX "links_property_idx" ON "links" USING btree ("property_type","property_id");--> statement-breakpoint
CREATE INDEX "login_history_user_idx" ON "login_history" USING btree ("user_id","time");--> statement-breakpoint
CREATE INDEX "one_time_codes_target_idx" ON "one_time_codes" USING btree ("purpose","target");--> statement-breakpoint
CREATE INDEX "positions_device_fix_time_idx" ON "positions" USING btree ("device_id","fix_time");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));