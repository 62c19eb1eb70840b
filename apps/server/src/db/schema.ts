import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// One schema for the embedded database (PGlite) and PostgreSQL. Migrations in ../../drizzle are
// generated from this file (`pnpm db:generate`) and applied at start.

type Attrs = Record<string, unknown>;
const attributes = () => jsonb('attributes').$type<Attrs>().notNull().default({});
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    readonly: boolean('readonly').notNull().default(false),
    administrator: boolean('administrator').notNull().default(false),
    map: text('map'),
    latitude: doublePrecision('latitude').notNull().default(0),
    longitude: doublePrecision('longitude').notNull().default(0),
    zoom: integer('zoom').notNull().default(0),
    coordinateFormat: text('coordinate_format'),
    disabled: boolean('disabled').notNull().default(false),
    expirationTime: tz('expiration_time'),
    deviceLimit: integer('device_limit').notNull().default(-1),
    userLimit: integer('user_limit').notNull().default(0),
    deviceReadonly: boolean('device_readonly').notNull().default(false),
    limitCommands: boolean('limit_commands').notNull().default(false),
    disableReports: boolean('disable_reports').notNull().default(false),
    fixedEmail: boolean('fixed_email').notNull().default(false),
    poiLayer: text('poi_layer'),
    temporary: boolean('temporary').notNull().default(false),
    /** A demo visitor's 24-hour account (`createDemoUser`): what it creates is private to it. */
    demo: boolean('demo').notNull().default(false),
    /** Base32 TOTP secret: with it, signing in asks for the 6-digit code as well (docs/security.md). */
    totpKey: text('totp_key'),
    attributes: attributes(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

export const serverSettings = pgTable('server_settings', {
  id: integer('id').primaryKey(),
  registration: boolean('registration').notNull().default(false),
  readonly: boolean('readonly').notNull().default(false),
  deviceReadonly: boolean('device_readonly').notNull().default(false),
  limitCommands: boolean('limit_commands').notNull().default(false),
  map: text('map'),
  mapUrl: text('map_url'),
  overlayUrl: text('overlay_url'),
  latitude: doublePrecision('latitude').notNull().default(0),
  longitude: doublePrecision('longitude').notNull().default(0),
  zoom: integer('zoom').notNull().default(0),
  forceSettings: boolean('force_settings').notNull().default(false),
  coordinateFormat: text('coordinate_format'),
  attributes: attributes(),
  /** Key that signs tokens; shared by every instance through the database. Never sent to clients. */
  secret: text('secret').notNull(),
});

export const groups = pgTable('groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  groupId: integer('group_id'),
  attributes: attributes(),
});

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    uniqueId: text('unique_id').notNull(),
    status: text('status').notNull().default('offline'),
    disabled: boolean('disabled').notNull().default(false),
    lastUpdate: tz('last_update'),
    positionId: bigint('position_id', { mode: 'number' }),
    /**
     * Fix time of the latest position: with `positionId` it names the one partition that holds it, so the
     * latest positions of many devices are found without probing every month.
     */
    positionFixTime: tz('position_fix_time'),
    groupId: integer('group_id'),
    calendarId: integer('calendar_id'),
    phone: text('phone'),
    model: text('model'),
    contact: text('contact'),
    category: text('category'),
    expirationTime: tz('expiration_time'),
    attributes: attributes(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('devices_unique_id_key').on(t.uniqueId)],
);

export const positions = pgTable(
  'positions',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    deviceId: integer('device_id').notNull(),
    protocol: text('protocol'),
    serverTime: tz('server_time').notNull().defaultNow(),
    deviceTime: tz('device_time').notNull(),
    fixTime: tz('fix_time').notNull(),
    valid: boolean('valid').notNull().default(true),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    altitude: doublePrecision('altitude').notNull().default(0),
    speed: doublePrecision('speed').notNull().default(0),
    course: doublePrecision('course').notNull().default(0),
    address: text('address'),
    accuracy: doublePrecision('accuracy').notNull().default(0),
    geofenceIds: jsonb('geofence_ids').$type<number[] | null>(),
    attributes: attributes(),
  },
  // Partitioned by month of fix time (migration 0002_positions_partitions, src/db/positionPartitions.ts):
  // the key of a partitioned table must hold the partition column, so the id is unique with its fix time.
  (t) => [
    primaryKey({ name: 'positions_pkey', columns: [t.id, t.fixTime] }),
    index('positions_device_fix_time_idx').on(t.deviceId, t.fixTime),
  ],
);

export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    eventTime: tz('event_time').notNull(),
    deviceId: integer('device_id').notNull(),
    positionId: bigint('position_id', { mode: 'number' }),
    geofenceId: integer('geofence_id'),
    maintenanceId: integer('maintenance_id'),
    attributes: attributes(),
  },
  (t) => [index('events_device_time_idx').on(t.deviceId, t.eventTime)],
);

export const drivers = pgTable('drivers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  uniqueId: text('unique_id').notNull(),
  attributes: attributes(),
});

export const geofences = pgTable('geofences', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  area: text('area').notNull(),
  calendarId: integer('calendar_id'),
  attributes: attributes(),
});

export const maintenances = pgTable('maintenances', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  start: doublePrecision('start').notNull().default(0),
  period: doublePrecision('period').notNull(),
  attributes: attributes(),
});

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  description: text('description'),
  always: boolean('always').notNull().default(false),
  notificators: text('notificators').notNull().default('web'),
  calendarId: integer('calendar_id'),
  commandId: integer('command_id'),
  attributes: attributes(),
});

export const computedAttributes = pgTable('computed_attributes', {
  id: serial('id').primaryKey(),
  description: text('description').notNull().default(''),
  attribute: text('attribute').notNull(),
  expression: text('expression').notNull(),
  type: text('type').notNull().default('number'),
  priority: integer('priority').notNull().default(0),
});

/** Traccar's calendars: `data` is an iCalendar, base64 as the API carries it (notifications, geofences). */
export const calendars = pgTable('calendars', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  data: text('data').notNull(),
  attributes: attributes(),
});

/**
 * Traccar's scheduled reports (`/api/reports`): a report of the devices and groups linked to it, sent by
 * e-mail to the users linked to it each time a period of its calendar ends.
 */
export const scheduledReports = pgTable('scheduled_reports', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  description: text('description'),
  calendarId: integer('calendar_id').notNull(),
  attributes: attributes(),
});

/**
 * Traccar's orders (`/api/orders`): a delivery with its reference, description, pick-up and drop-off
 * addresses and destination geofence, linked to the users, devices and groups that carry it out.
 */
export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  uniqueId: text('unique_id').notNull(),
  description: text('description'),
  fromAddress: text('from_address'),
  toAddress: text('to_address'),
  geofenceId: integer('geofence_id'),
  attributes: attributes(),
});

/**
 * Where each scheduled report stands: the end of the last calendar period it was sent for (or when it
 * was created). An instance claims a period by moving this forward, so each period is sent once
 * however many instances check (docs/decisions/scheduled-reports.md).
 */
export const scheduledReportRuns = pgTable('scheduled_report_runs', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => scheduledReports.id, { onDelete: 'cascade' }),
  sentThrough: tz('sent_through').notNull(),
  /** While an instance mails the period after `sentThrough`: until when the others leave it alone. */
  claimedUntil: tz('claimed_until'),
  /** Users the period after `sentThrough` has been mailed to so far (a retry skips them). */
  delivered: jsonb('delivered').$type<number[]>().notNull().default([]),
  /** Failed tries of the period after `sentThrough`. */
  attempts: integer('attempts').notNull().default(0),
});

/** Traccar's saved commands: a command kept to send later (`deviceId` 0 for any device). */
export const savedCommands = pgTable('saved_commands', {
  id: serial('id').primaryKey(),
  deviceId: integer('device_id').notNull().default(0),
  description: text('description').notNull().default(''),
  type: text('type').notNull(),
  textChannel: boolean('text_channel').notNull().default(false),
  attributes: attributes(),
});

/** Commands waiting for their device to connect (Traccar's queue), and the record of sent ones. */
export const commandQueue = pgTable(
  'command_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id').notNull(),
    userId: integer('user_id'),
    type: text('type').notNull(),
    textChannel: boolean('text_channel').notNull().default(false),
    attributes: attributes(),
    /** The client's address of the request that sent it (the audit trail's `address`). */
    address: text('address'),
    createdAt: tz('created_at').notNull().defaultNow(),
    sentAt: tz('sent_at'),
  },
  (t) => [index('command_queue_device_idx').on(t.deviceId, t.sentAt)],
);

/**
 * Permission links between objects, owner first: (user, 7, device, 12) lets user 7 see device 12;
 * (device, 12, geofence, 3) links a geofence to a device. One table for every pair Traccar knows.
 */
export const links = pgTable(
  'links',
  {
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    propertyType: text('property_type').notNull(),
    propertyId: integer('property_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerType, t.ownerId, t.propertyType, t.propertyId] }),
    index('links_property_idx').on(t.propertyType, t.propertyId),
  ],
);

/** Cookie sessions. `id` is the SHA-256 of the cookie value, so a database leak reveals no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Issued API tokens, so a signed token can still be revoked. */
export const apiTokens = pgTable('api_tokens', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  expiresAt: tz('expires_at').notNull(),
  revokedAt: tz('revoked_at'),
});

export const loginHistory = pgTable(
  'login_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    time: tz('time').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    method: text('method').notNull(),
  },
  (t) => [index('login_history_user_idx').on(t.userId, t.time)],
);

export const shortLinks = pgTable('short_links', {
  code: text('code').primaryKey(),
  token: text('token').notNull(),
  deviceId: integer('device_id').notNull(),
  createdBy: integer('created_by').notNull(),
  expiresAt: tz('expires_at').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Documents and service-history records (`kind`), their text fields in `fields`. */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull().default('document'),
    ownerId: integer('owner_id').notNull(),
    documentOf: text('document_of').notNull(),
    entityId: integer('entity_id'),
    documentType: text('document_type').notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    fields: jsonb('fields').$type<Record<string, string | null>>().notNull().default({}),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('documents_entity_idx').on(t.documentOf, t.entityId)],
);

/** Uploaded files, kept in the database so every instance can serve them and no path is ever built from input. */
export const files = pgTable('files', {
  id: text('id').primaryKey(),
  bucketId: text('bucket_id').notNull(),
  name: text('name').notNull(),
  mimeType: text('mime_type').notNull(),
  sizeOriginal: integer('size_original').notNull(),
  ownerId: integer('owner_id'),
  data: bytea('data').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Mail and SMS the server would send; with no transport configured they stay here (and in the log). */
export const outbox = pgTable('outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  sentAt: tz('sent_at'),
});

/** One-time codes for registration and password reset; only their hash is stored. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload').$type<Attrs>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_target_idx').on(t.purpose, t.target)],
);

/**
 * Who did what: engine commands refused for safety, payment checks, and every write of an object
 * through the API (Traccar's action types: `create`, `edit`, `remove`, `link`, `unlink`, `logout`,
 * `accumulators`), written by `recordAction` in the write's own transaction. `objectType`/`objectId`
 * name what was written (null on the older device-only entries, which use `deviceId`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    time: tz('time').notNull().defaultNow(),
    userId: integer('user_id'),
    action: text('action').notNull(),
    deviceId: integer('device_id'),
    objectType: text('object_type'),
    objectId: integer('object_id'),
    /** The client's address of the request that did it. */
    address: text('address'),
    details: jsonb('details').$type<Attrs>().notNull().default({}),
  },
  (t) => [index('audit_log_device_idx').on(t.deviceId, t.time), index('audit_log_time_idx').on(t.time)],
);

/**
 * Counts of one UTC day that no other table keeps: API requests answered and reverse-geocoder lookups.
 * Each instance counts in memory and adds its counts here (`count = count + n`) every minute and at
 * shutdown, so the row is the sum over all instances.
 */
export const dailyCounts = pgTable('daily_counts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  requests: bigint('requests', { mode: 'number' }).notNull().default(0),
  geocoderRequests: bigint('geocoder_requests', { mode: 'number' }).notNull().default(0),
});

/** Subscription plans an administrator offers: a period in months and a price per vehicle (minor units). */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  months: integer('months').notNull(),
  priceMinor: integer('price_minor').notNull(),
  currency: text('currency').notNull().default('NPR'),
  active: boolean('active').notNull().default(true),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/**
 * One payment for the renewal of one or more vehicles. `id` is the transaction id sent to the gateway;
 * `status` moves once from `pending` to `completed` (verified) or `failed`.
 */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    planId: integer('plan_id').notNull(),
    planName: text('plan_name').notNull(),
    months: integer('months').notNull(),
    deviceIds: jsonb('device_ids').$type<number[]>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    gateway: text('gateway').notNull(),
    status: text('status').notNull().default('pending'),
    reference: text('reference'),
    createdAt: tz('created_at').notNull().defaultNow(),
    completedAt: tz('completed_at'),
  },
  (t) => [index('subscription_payments_user_idx').on(t.userId, t.createdAt)],
);

/** What a verified payment did to each vehicle; one row per payment and vehicle, never two. */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: text('payment_id').notNull(),
    deviceId: integer('device_id').notNull(),
    previousExpiration: tz('previous_expiration'),
    newExpiration: tz('new_expiration').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_renewals_payment_device_key').on(t.paymentId, t.deviceId),
    index('subscription_renewals_device_idx').on(t.deviceId),
  ],
);

/** Help and support tickets; `userId` opened it. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    subject: text('subject').notNull(),
    category: text('category').notNull(),
    deviceId: integer('device_id'),
    description: text('description').notNull(),
    fileIds: jsonb('file_ids').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('open'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('tickets_user_idx').on(t.userId, t.updatedAt)],
);

/** The conversation of a ticket. */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: integer('ticket_id').notNull(),
    userId: integer('user_id').notNull(),
    body: text('body').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** The installation record of a tracker unit; one per vehicle, created when the vehicle is added. */
export const installations = pgTable('installations', {
  deviceId: integer('device_id').primaryKey(),
  installedAt: tz('installed_at').notNull().defaultNow(),
  installer: text('installer'),
  model: text('model'),
  simNumber: text('sim_number'),
  notes: text('notes'),
});

/** Which event types notify a user, per channel (`web`, `push`, `email`). A user without a row has the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id').primaryKey(),
  channels: jsonb('channels').$type<Record<string, string[]>>().notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Browsers subscribed to Web Push; `token` is also listed in the user's `attributes.notificationTokens`. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    token: text('token').primaryKey(),
    userId: integer('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** The server's VAPID key pair (Web Push), generated on first use; one row. */
export const webPushKeys = pgTable('web_push_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

/** Which notification went out by which channel, so that one event is sent once even with several instances. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    channel: text('channel').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId, t.channel] })],
);
