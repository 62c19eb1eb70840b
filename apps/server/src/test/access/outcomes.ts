import type { AccessWorld, MatrixRequest, Principal } from '../accessWorld';

export type Outcome = 'ok' | 'public' | number | readonly (number | 'ok')[];
export type Expectations = Record<Principal, Outcome>;

export interface AccessCase {
  /** What the case tries, as the test names it. */
  what: string;
  /** The request (path with A's ids, a minimal valid body), built once per principal. */
  request: (w: AccessWorld, p: Principal, refused: boolean) => MatrixRequest | Promise<MatrixRequest>;
  expect: Expectations;
  /** Open a WebSocket instead of a plain request (`ok` is the upgrade and its first message). */
  socket?: true;
  /** The answer is what anyone holding it may read (a share link's guest), not a leak of A's data. */
  shared?: true;
}

export const everyone = (outcome: Outcome): Expectations => ({
  anonymous: outcome,
  other: outcome,
  reader: outcome,
  guest: outcome,
  demo: outcome,
  limited: outcome,
  admin: outcome,
});
export const signedIn = (outcome: Outcome, exceptions: Partial<Expectations> = {}): Expectations => ({
  ...everyone(outcome),
  anonymous: 401,
  ...exceptions,
});

/** A list or a read of the principal's own things: every session, answers without A's objects. */
export const LIST = signedIn('ok');
export const ADMIN_ONLY = signedIn(403, { admin: 'ok' });
/**
 * Refusals that cannot depend on the object: a principal that may never make this kind of change
 * (read-only and guest sessions change nothing; only managers link users) may be answered 403
 * before the object is looked up, as that reveals nothing. Refusals that depend on the object are
 * 404 when it is invisible.
 */
export const ANY_REFUSAL = [403, 404] as const;
/** A's object linked to no principal: only the administrator sees it. */
export const A_HIDDEN = signedIn(404, { admin: 'ok' });
export const A_HIDDEN_WRITE = signedIn(404, { reader: ANY_REFUSAL, guest: ANY_REFUSAL, admin: 'ok' });
/** A's object the read-only user is linked to. */
export const A_LINKED_READ = signedIn(404, { reader: 'ok', admin: 'ok' });
export const A_LINKED_WRITE = signedIn(404, { reader: 403, guest: ANY_REFUSAL, admin: 'ok' });
/** A's truck: linked to the read-only user, and the device of the share guest. */
export const TRUCK_READ = signedIn(404, { reader: 'ok', guest: 'ok', admin: 'ok' });
export const TRUCK_WRITE = signedIn(404, { reader: 403, guest: 403, admin: 'ok' });
/** Creating something of one's own: refused to read-only and temporary users. */
export const CREATE_OWN = signedIn('ok', { reader: 403, guest: 403 });
/** Creating something that points at A's object the read-only user sees. */
export const CREATE_WITH_A_REF = signedIn(404, { reader: 403, guest: ANY_REFUSAL, admin: 'ok' });
/** Reports on A's truck: the guest's reports are disabled. */
export const TRUCK_REPORT = signedIn(404, { reader: 'ok', guest: 403, admin: 'ok' });

export const RANGE = () => {
  const to = new Date(Date.now() + 60_000);
  const from = new Date(to.getTime() - 6 * 3_600_000);
  return `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
};

export const get = (path: (w: AccessWorld) => string) => (w: AccessWorld) => ({ path: path(w) });

/**
 * A request on an object of A's made for the row (one the request deletes or settles): a fresh one
 * for each principal expected to succeed, one shared by the principals expected to be refused.
 */
export function onVictim<T>(
  create: (w: AccessWorld) => Promise<T>,
  build: (victim: T, w: AccessWorld, p: Principal) => MatrixRequest,
): AccessCase['request'] {
  let shared: Promise<T> | undefined;
  return async (w, p, refused) => {
    if (!refused) return build(await create(w), w, p);
    shared ??= create(w);
    return build(await shared, w, p);
  };
}

/**
 * The guest view (SPEC §2 /guest, §6): what a share link's guest may call besides the public routes —
 * its vehicle, its positions, the live socket, place names for the map, and signing out. Every other
 * protected route refuses a guest with 403 whatever the object, so the guest's expectation there is 403
 * (a declaration's own guest outcome applies to the routes of this list and to public routes).
 */
export const GUEST_VIEW: ReadonlySet<string> = new Set([
  'GET /api/devices',
  'GET /api/devices/:id',
  'GET /api/positions',
  'GET /api/media/:uniqueId/:file',
  'GET /api/socket',
  'GET /api2/devices',
  'GET /api2/geocode/search',
  'GET /api2/geocode/reverse',
  'DELETE /api/session',
]);

/** What a principal must get for a case of the route `key` (`METHOD /url`), public or not. */
export function expectationOf(key: string, isPublic: boolean, c: AccessCase, principal: Principal): Outcome {
  const declared = c.expect[principal];
  if (principal !== 'guest' || isPublic) return declared;
  return GUEST_VIEW.has(key) ? declared : 403;
}
