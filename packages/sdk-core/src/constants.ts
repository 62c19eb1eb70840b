/**
 * Every business number of the product specification (SPEC §9 and the numbers of §3-§5), named once.
 * Other packages import these; none repeats a literal.
 */

/** Cached reads stay fresh this long (ms). */
export const CACHE_FRESH_MS = 5 * 60_000;
/** Positions are fresher data: cached for one minute (ms). */
export const POSITIONS_CACHE_FRESH_MS = 60_000;
/** Service records are cached five minutes and not refetched on window focus (ms). */
export const SERVICE_RECORDS_CACHE_FRESH_MS = 5 * 60_000;

/** 1 knot = 1.852 km/h. */
export const KMH_PER_KNOT = 1.852;
/** 1 mph = 1.60934 km/h. */
export const KMH_PER_MPH = 1.60934;
/** 1 m/s = 3.6 km/h. */
export const KMH_PER_MPS = 3.6;

/** Mean Earth radius used for every distance on a sphere (m). */
export const EARTH_RADIUS_M = 6_371_000;

/** Share-link expiries a user may choose, in hours: 24 hours, 3 days, 7 days, 30 days. */
export const SHARE_EXPIRY_HOURS = [24, 72, 168, 720] as const;
export type ShareExpiryHours = (typeof SHARE_EXPIRY_HOURS)[number];

/** At most this many images per document. */
export const MAX_DOCUMENT_FILES = 4;
/** Image types a document or ticket accepts. */
export const ACCEPTED_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'webp', 'png'] as const;
export const ACCEPTED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/webp', 'image/png'] as const;

/** Geofence table page size, and the size of each lazy-loaded slice of a list. */
export const GEOFENCE_PAGE_SIZE = 10;
export const LAZY_LIST_PAGE_SIZE = 10;

/** Debounce of the vehicle list's name search (ms). */
export const VEHICLE_SEARCH_DEBOUNCE_MS = 150;
/** Default debounce of a generic search box (ms). */
export const SEARCH_DEBOUNCE_MS = 400;
/** Default debounce of a multi-select's filter (ms). */
export const MULTI_SELECT_DEBOUNCE_MS = 500;
/** A dropdown list is at most this tall (px). */
export const DROPDOWN_MAX_HEIGHT_PX = 300;

/** A subscription expiring within this many days shows the 'Expires' warning. */
export const SUBSCRIPTION_WARNING_DAYS = 15;
/** A vehicle without an expiry gets one this many years from now. */
export const DEFAULT_VEHICLE_EXPIRY_YEARS = 1;
/** Documents expiring within this many days are reported as expiring. */
export const DOCUMENT_EXPIRY_WARNING_DAYS = 15;

/** The 'month' date preset spans this many days. */
export const MONTH_PRESET_DAYS = 30;
/** A history or report range spans at most this many days. */
export const MAX_HISTORY_RANGE_DAYS = 30;

/** Map defaults: centre as [latitude, longitude] and zoom. */
export const DEFAULT_MAP_CENTER: readonly [number, number] = [22.5937, 78.9629];
export const DEFAULT_MAP_ZOOM = 5;
export const TRACKING_ZOOM = 14;
export const MIN_ZOOM = 4;
export const MAX_ZOOM = 20;
export const FLY_ZOOM_DEVICE = 16;
export const FLY_ZOOM_GEOFENCE = 14;
export const FLY_ZOOM_MARKER_CLICK = 15;

/**
 * Cluster colour tiers by the number of vehicles in a cluster: 2-3 is tier 1, 4 tier 2, 5-9 tier 3,
 * 10-19 tier 4, 20 and more tier 5. Each entry is the smallest count of its tier.
 */
export const CLUSTER_TIER_MIN_COUNTS = [2, 4, 5, 10, 20] as const;

/** Playback speeds offered. */
export const PLAYBACK_SPEEDS = [1, 2, 5, 10] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
/** Playback progress (0..1) advanced per frame at speed 1. */
export const PLAYBACK_STEP_PER_FRAME = 0.004;
/** Frames per second the playback and marker animation assume. */
export const ANIMATION_FPS = 60;
/** A live marker jumps instead of gliding when two fixes are further apart than this (ms). */
export const MARKER_ANIMATION_MAX_GAP_MS = 30_000;
/** Every n-th point of a drawn path carries a direction arrow. */
export const DIRECTION_ARROW_EVERY = 9;

/** Stops filter choices: 0 means all stops, the others are minimum stop lengths in minutes. */
export const STOP_FILTER_MINUTES = [0, 5, 10, 30, 60] as const;
export type StopFilterMinutes = (typeof STOP_FILTER_MINUTES)[number];

/** The client's normal WebSocket close code. */
export const SOCKET_NORMAL_CLOSE_CODE = 4000;
/** Delay before the live socket's first reconnection attempt (ms). */
export const SOCKET_RECONNECT_DELAY_MS = 1000;
/** Longest wait between reconnection attempts while the server stays away (ms). */
export const SOCKET_RECONNECT_MAX_DELAY_MS = 30_000;
/** A connection that stayed open this long resets the back-off to the first delay (ms). */
export const SOCKET_STABLE_CONNECTION_MS = 10_000;
/** More than this many device/position updates within the window are buffered. */
export const SOCKET_THROTTLE_THRESHOLD = 3;
/** The throttle window (ms). */
export const SOCKET_THROTTLE_WINDOW_MS = 1500;
/** The server sends a `{}` keepalive this often (ms). */
export const SOCKET_KEEPALIVE_MS = 55_000;

/** Length of the live route drawn behind a tracked vehicle (points). */
export const DEFAULT_LIVE_ROUTE_LENGTH = 10;
/** Which vehicles draw a live route by default: none. */
export const DEFAULT_MAP_LIVE_ROUTES = 'none' as const;

/** The notification badge shows this number at most, then `99+`. */
export const NOTIFICATION_BADGE_MAX = 99;

/** Sidebar widths in layout units (1 unit = 0.25rem): open and collapsed. */
export const SIDEBAR_WIDTH_OPEN = 54;
export const SIDEBAR_WIDTH_CLOSED = 16;

/** Version of the local (IndexedDB) database. */
export const LOCAL_DATABASE_VERSION = 1;

/** Engine-on and engine-off command texts sent as `custom` commands. */
export const ENGINE_UNLOCK_COMMAND = 'RELAY,0#';
export const ENGINE_LOCK_COMMAND = 'RELAY,1#';

/** Ordinary toasts sit bottom-center (SPEC §8). */
export const TOAST_POSITION = 'bottom-center' as const;
/** Live event toasts sit bottom-right, in their own stack (SPEC §8). */
export const EVENT_TOAST_POSITION = 'bottom-right' as const;
/** Every toast stays until the user dismisses it (SPEC §8). */
export const TOAST_DURATION_MS = Number.POSITIVE_INFINITY;

/** Steps of the product tour. */
export const PRODUCT_TOUR_STEP_COUNT = 7;
