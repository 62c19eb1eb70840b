import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { devices as deviceTable, events, links, positions } from '../db/schema';
import { SESSION_COOKIE } from '../http/authHook';
import { DEMO_FLEET_OWNER_EMAIL } from '../services/accounts/demoUsers';
import { json, startTestServer, type TestServer } from './harness';

/** Who knocks: each is tried on every route against user A's fleet (see routeAccess.ts). */
export const PRINCIPALS = ['anonymous', 'other', 'reader', 'guest', 'demo', 'limited', 'admin'] as const;
export type Principal = (typeof PRINCIPALS)[number];

/**
 * Text found in A's objects, so an answer that leaks them is caught. Everything of A's carries
 * `ALPHA`; what the share guest of A's truck must not read carries `ALPHA-PRIVATE` (the truck's IMEI,
 * SIM, contact, driver, installer notes, and A's other objects); A's van, linked to no one, carries
 * `ALPHA-UNSHARED`.
 */
export const MUST_NOT_READ: Record<Principal, string[]> = {
  anonymous: ['ALPHA'],
  other: ['ALPHA'],
  reader: ['ALPHA-UNSHARED'],
  guest: ['ALPHA-PRIVATE', 'ALPHA-UNSHARED'],
  demo: ['ALPHA'],
  limited: ['ALPHA'],
  admin: [],
};

/** A request of the matrix. `cookie: null` sends no session even for a signed-in principal. */
export interface MatrixRequest {
  path: string;
  body?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
  /** A binary body with its type (an uploaded picture). */
  raw?: { type: string; bytes: Uint8Array };
  headers?: Record<string, string>;
  cookie?: string | null;
}

export interface MatrixResponse {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON shapes
  body: any;
}

const area = 'CIRCLE (27.7172 85.324, 300)';

/** An iCalendar of office hours every day, base64 as Traccar's API carries calendars. */
export const OFFICE_HOURS = Buffer.from(
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fleetkit//Access matrix//EN',
    'BEGIN:VEVENT',
    'UID:office-hours@fleetkit.test',
    'DTSTART:20260101T090000Z',
    'DTEND:20260101T170000Z',
    'RRULE:FREQ=DAILY',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n'),
).toString('base64');

let serial = 0;
/** A value no other call of this file uses (identifiers, e-mails). */
export const unique = (prefix: string) => `${prefix}-${++serial}-${randomBytes(3).toString('hex')}`;

/** A small PNG (magic bytes and noise): what a document's photo upload sends. */
export const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(120)]);

export function uploadForm(): FormData {
  const form = new FormData();
  form.append('fileId', 'unique()');
  form.append('file', new File([png()], 'photo.png', { type: 'image/png' }));
  return form;
}

/**
 * One server with user A's fleet and every principal signed in once: `other` (a plain user with a
 * device and a group of its own), `reader` (read-only, linked by an administrator to A's truck and
 * to A's group, geofence, driver, notification, maintenance, computed attribute, calendar and saved
 * command), `guest` (the
 * session of a share link of A's truck), `demo` (a demo login), `limited` (a user at its device
 * limit) and `admin`.
 */
export class AccessWorld {
  readonly t: TestServer;
  readonly cookies = {} as Record<Principal, string | undefined>;
  readonly userIds = {} as Record<Exclude<Principal, 'anonymous'> | 'a', number>;
  /** A's session, to build what the rows need. */
  aCookie = '';
  /** A's objects. */
  readonly a = {
    truck: 0,
    van: 0,
    group: 0,
    geofence: 0,
    driver: 0,
    notification: 0,
    maintenance: 0,
    attribute: 0,
    calendar: 0,
    report: 0,
    order: 0,
    command: 0,
    position: 0,
    event: 0,
    document: '',
    service: '',
    file: '',
    ticket: 0,
    payment: '',
    pushEndpoint: 'https://push.example.com/send/alpha-endpoint',
    pushToken: '',
    shareToken: '',
    shortCode: '',
  };
  /** Objects the principals own (for cross-tenant moves): a device and a group each where they may. */
  readonly own = {} as Record<Principal, { device?: number; group?: number; calendar?: number }>;
  planId = 0;
  #demoIp = 0;
  readonly #once = new Map<string, Promise<unknown>>();

  private constructor(t: TestServer) {
    this.t = t;
  }

  /**
   * The server serves a portal of two files whether or not the real one is built, so its route table
   * (one route per portal file, plus the page for every other path) is the same on every machine.
   */
  static readonly #portalDir = (() => {
    const dir = mkdtempSync(join(tmpdir(), 'fleetkit-matrix-portal-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Fleetkit</title>');
    writeFileSync(join(dir, 'portal.js'), 'export {};');
    return dir;
  })();

  static async start(): Promise<AccessWorld> {
    const world = new AccessWorld(
      await startTestServer({ demo: true, registration: true, portalDir: AccessWorld.#portalDir }),
    );
    await world.#build();
    return world;
  }

  async close() {
    await this.t.close();
    rmSync(AccessWorld.#portalDir, { recursive: true, force: true });
  }

  /** Sends a request as the principal (its cookie, unless the request brings its own). */
  async send(principal: Principal, method: string, request: MatrixRequest): Promise<MatrixResponse> {
    const headers = new Headers(request.headers);
    let body: RequestInit['body'];
    if (request.multipart) body = request.multipart;
    else if (request.raw) {
      headers.set('Content-Type', request.raw.type);
      body = request.raw.bytes;
    } else if (request.form) body = new URLSearchParams(request.form);
    else if (request.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(request.body);
    }
    const cookie = request.cookie === undefined ? this.cookies[principal] : request.cookie;
    if (cookie) headers.set('Cookie', cookie);
    const response = await fetch(`${this.t.url}${request.path}`, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (CSV, XLSX, HTML, a token): the text is the body.
    }
    return { status: response.status, text, body: parsed };
  }

  /** A as the owner: a JSON request that must succeed. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON shapes
  async asA(method: string, path: string, body?: unknown): Promise<any> {
    const response = await this.send('other', method, { path, body, cookie: this.aCookie });
    if (response.status >= 300)
      throw new Error(`${method} ${path} as A: ${response.status} ${response.text}`);
    return response.body;
  }

  /** A new session of the principal's user (to end without ending the shared one). */
  async freshCookie(principal: Principal): Promise<string | null> {
    if (principal === 'anonymous') return null;
    const session = await this.t.server.ctx.sessions.createSession(this.userIds[principal]);
    return `${SESSION_COOKIE}=${session.value}`;
  }

  /** Links objects to a user directly (as an administrator's permission would) and drops its cache. */
  async link(userId: number, type: string, ...ids: number[]) {
    await this.t.server.ctx.db
      .insert(links)
      .values(ids.map((id) => ({ ownerType: 'user', ownerId: userId, propertyType: type, propertyId: id })))
      .onConflictDoNothing();
    this.t.server.ctx.access.invalidate();
  }

  /** The same object for every call with this key, made by the first. */
  once<T>(key: string, create: () => Promise<T>): Promise<T> {
    let made = this.#once.get(key) as Promise<T> | undefined;
    if (!made) {
      made = create();
      this.#once.set(key, made);
    }
    return made;
  }

  /** A fresh device of A's, also linked to the read-only user (for rows that delete or change it). */
  async freshDevice(): Promise<number> {
    const id = (await this.asA('POST', '/api/devices', { name: 'ALPHA spare', uniqueId: unique('ALPHA') }))
      .id;
    await this.link(this.userIds.reader, 'device', id);
    return id;
  }

  /** A fresh object of an A's collection, linked to the read-only user. */
  async fresh(path: string, type: string, body: Record<string, unknown>): Promise<number> {
    const id = (await this.asA('POST', path, body)).id;
    await this.link(this.userIds.reader, type, id);
    return id;
  }

  /** A fresh pending payment of A's (checkout of its truck). */
  async freshPayment(): Promise<{ id: string; fields: Record<string, string> }> {
    const { payment, redirect } = await this.asA('POST', '/api2/subscriptions/checkout', {
      planId: this.planId,
      deviceIds: [this.a.truck],
      gateway: 'sandbox',
    });
    return { id: payment.id, fields: redirect.fields };
  }

  /**
   * A share token of a fresh device of A's: revoking it must not touch the guest session of A's
   * truck, which the other rows use.
   */
  async freshShareToken(): Promise<string> {
    const deviceId = await this.freshDevice();
    const response = await this.send('other', 'POST', {
      path: '/api/devices/share',
      form: { deviceId: String(deviceId), expiration: new Date(Date.now() + 86_400_000).toISOString() },
      cookie: this.aCookie,
    });
    if (response.status !== 200) throw new Error(`share failed: ${response.status} ${response.text}`);
    return response.text;
  }

  /** A fresh API token of A's. */
  freshAToken(): Promise<string> {
    return this.t.server.ctx.sessions.issueToken(this.userIds.a, new Date(Date.now() + 86_400_000));
  }

  async #signIn(email: string, extra: Record<string, unknown> = {}) {
    const user = await this.t.createUser({ email, ...extra });
    return { id: user.id, cookie: (await this.t.signIn(email)).cookie };
  }

  async #build() {
    const { t } = this;
    const a = await this.#signIn('alpha@example.com', { name: 'ALPHA-PRIVATE owner', userLimit: 10 });
    this.userIds.a = a.id;
    this.aCookie = a.cookie;
    for (const [principal, extra] of [
      ['other', {}],
      ['reader', { readonly: true }],
      ['limited', { deviceLimit: 1 }],
      ['admin', { administrator: true }],
    ] as const) {
      const signedIn = await this.#signIn(`${principal}@example.com`, extra);
      this.userIds[principal] = signedIn.id;
      this.cookies[principal] = signedIn.cookie;
    }
    this.cookies.anonymous = undefined;

    // A's fleet.
    const A = this.a;
    A.group = (await this.asA('POST', '/api/groups', { name: 'ALPHA-PRIVATE depot' })).id;
    A.truck = (
      await this.asA('POST', '/api/devices', {
        name: 'ALPHA truck',
        uniqueId: 'ALPHA-PRIVATE-IMEI-1',
        phone: 'ALPHA-PRIVATE-SIM',
        contact: 'ALPHA-PRIVATE-CONTACT',
        model: 'GT06',
        groupId: A.group,
      })
    ).id;
    A.van = (
      await this.asA('POST', '/api/devices', { name: 'ALPHA-UNSHARED van', uniqueId: 'ALPHA-UNSHARED-2' })
    ).id;
    A.geofence = (await this.asA('POST', '/api/geofences', { name: 'ALPHA-PRIVATE yard', area })).id;
    A.driver = (
      await this.asA('POST', '/api/drivers', { name: 'ALPHA-PRIVATE driver', uniqueId: 'ALPHA-DRV-1' })
    ).id;
    await this.asA('POST', '/api/permissions', { deviceId: A.truck, driverId: A.driver });
    A.notification = (
      await this.asA('POST', '/api/notifications', {
        type: 'alarm',
        always: true,
        notificators: 'web',
        description: 'ALPHA-PRIVATE alarm',
      })
    ).id;
    A.maintenance = (
      await this.asA('POST', '/api/maintenance', {
        name: 'ALPHA-PRIVATE oil',
        type: 'totalDistance',
        start: 0,
        period: 5_000_000,
      })
    ).id;
    A.attribute = (
      await this.asA('POST', '/api/attributes/computed', {
        description: 'ALPHA-PRIVATE fuel',
        attribute: 'fuel',
        expression: 'io1 * 2',
        type: 'number',
      })
    ).id;
    A.calendar = (
      await this.asA('POST', '/api/calendars', { name: 'ALPHA-PRIVATE shifts', data: OFFICE_HOURS })
    ).id;
    A.report = (
      await this.asA('POST', '/api/reports', {
        type: 'trips',
        description: 'ALPHA-PRIVATE trips',
        calendarId: A.calendar,
      })
    ).id;
    A.order = (
      await this.asA('POST', '/api/orders', {
        uniqueId: 'ALPHA-PRIVATE-ORDER',
        description: 'ALPHA-PRIVATE delivery',
        geofenceId: A.geofence,
      })
    ).id;
    A.command = (
      await this.asA('POST', '/api/commands', {
        description: 'ALPHA-PRIVATE status',
        type: 'custom',
        attributes: { data: 'STATUS#' },
      })
    ).id;
    await this.asA('PUT', `/api2/installed-devices/${A.truck}`, {
      installer: 'ALPHA-PRIVATE-INSTALLER',
      notes: 'ALPHA-PRIVATE-NOTES',
      simNumber: 'ALPHA-PRIVATE-SIM',
    });

    // Position history and an event of A's truck.
    const { db } = t.server.ctx;
    const now = Date.now();
    const made = await db
      .insert(positions)
      .values(
        [60, 30].map((minutes) => ({
          deviceId: A.truck,
          deviceTime: new Date(now - minutes * 60_000),
          fixTime: new Date(now - minutes * 60_000),
          latitude: 27.7,
          longitude: 85.3,
          attributes: { marker: 'ALPHA', motion: minutes === 30 },
        })),
      )
      .returning();
    const latest = made[made.length - 1];
    if (!latest) throw new Error('positions were not stored');
    A.position = latest.id;
    await db.update(deviceTable).set({ positionId: latest.id }).where(eq(deviceTable.id, A.truck));
    const [event] = await db
      .insert(events)
      .values({
        type: 'alarm',
        deviceId: A.truck,
        eventTime: new Date(now - 30 * 60_000),
        positionId: latest.id,
        attributes: { alarm: 'ALPHA' },
      })
      .returning();
    A.event = event?.id ?? 0;

    // Files, documents, a service record, a ticket, a payment and a push subscription of A's.
    const upload = await this.send('other', 'POST', {
      path: '/v1/storage/buckets/documents/files',
      multipart: uploadForm(),
      cookie: this.aCookie,
    });
    A.file = upload.body.$id;
    A.document = (
      await this.asA('POST', '/api2/documents', {
        documentOf: 'vehicle',
        entityId: A.truck,
        documentType: 'insurance',
        identificationNo: 'ALPHA-PRIVATE-POLICY',
        fileIds: [A.file],
      })
    ).$id;
    A.service = (
      await this.asA('POST', '/api2/services/history', {
        entityId: A.truck,
        notes: 'ALPHA-PRIVATE service',
      })
    ).$id;
    A.ticket = (
      await this.asA('POST', '/api2/tickets', {
        subject: 'ALPHA-PRIVATE ticket',
        category: 'device',
        deviceId: A.truck,
        description: 'ALPHA-PRIVATE the truck does not report',
      })
    ).id;
    this.planId = (await this.asA('GET', '/api2/subscriptions/plans'))[0].id;
    A.payment = (await this.freshPayment()).id;
    A.pushToken = (
      await this.asA('POST', '/api2/notifications/push/subscriptions', {
        endpoint: A.pushEndpoint,
        keys: { p256dh: 'ALPHAkey', auth: 'ALPHAauth' },
      })
    ).token;

    // The read-only user sees A's truck and one of each of A's collections, as an administrator links.
    const reader = this.userIds.reader;
    await this.link(reader, 'device', A.truck);
    for (const [type, id] of [
      ['group', A.group],
      ['geofence', A.geofence],
      ['driver', A.driver],
      ['notification', A.notification],
      ['maintenance', A.maintenance],
      ['attribute', A.attribute],
      ['calendar', A.calendar],
      ['report', A.report],
      ['order', A.order],
      ['command', A.command],
    ] as const)
      await this.link(reader, type, id);

    // The share guest: a short link of A's truck, opened.
    const share = await this.asA('POST', '/api2/devices/share', { deviceId: A.truck, expiration: 24 });
    A.shortCode = String(share.url).split('/short/')[1] ?? '';
    const resolved = await this.send('anonymous', 'POST', {
      path: '/api2/misc/resolve-short',
      body: { code: A.shortCode },
    });
    A.shareToken = decodeURIComponent(String(resolved.body.url).slice('/?token='.length));
    const opened = await t.fetch(`/api/session?token=${encodeURIComponent(A.shareToken)}`);
    if (opened.status !== 200) throw new Error(`share session: ${opened.status}`);
    this.userIds.guest = (await json(opened)).id;
    this.cookies.guest = (opened.headers.get('set-cookie') ?? '').split(';')[0];

    // The demo fleet and a demo visitor.
    const fleetOwner = await this.#signIn(DEMO_FLEET_OWNER_EMAIL, { name: 'Demo fleet' });
    await this.send('other', 'POST', {
      path: '/api/devices',
      body: { name: 'Demo truck', uniqueId: 'DEMO-1' },
      cookie: fleetOwner.cookie,
    });
    const demo = await t.fetch('/api2/account/demo', {
      method: 'POST',
      headers: { 'X-Forwarded-For': this.nextDemoIp() },
    });
    if (demo.status !== 200) throw new Error(`demo login: ${demo.status}`);
    this.userIds.demo = (await json(demo)).id;
    this.cookies.demo = (demo.headers.get('set-cookie') ?? '').split(';')[0];

    // What the principals own themselves.
    for (const principal of ['other', 'limited', 'admin', 'demo'] as const) {
      const cookie = this.cookies[principal];
      const group = await this.send(principal, 'POST', {
        path: '/api/groups',
        body: { name: `${principal} depot` },
      });
      const calendar = await this.send(principal, 'POST', {
        path: '/api/calendars',
        body: { name: `${principal} shifts`, data: OFFICE_HOURS },
      });
      const own: { device?: number; group?: number; calendar?: number } = {
        group: group.body.id,
        calendar: calendar.body.id,
      };
      if (principal !== 'demo') {
        const device = await this.send(principal, 'POST', {
          path: '/api/devices',
          body: { name: `${principal} car`, uniqueId: unique(principal) },
          cookie,
        });
        own.device = device.body.id;
      }
      this.own[principal] = own;
    }
    this.own.anonymous = {};
    this.own.reader = {};
    this.own.guest = {};
  }

  /** A documentation address per demo login, so the per-address limit does not stop the test. */
  nextDemoIp(): string {
    return `198.51.100.${++this.#demoIp}`;
  }
}
