import { describe, expect, it } from 'vitest';
import * as constants from './constants';

// Each number as SPEC §9 (and §3-§5) states it; a changed literal fails here.
describe('SPEC constants', () => {
  it('keeps cache freshness at 5 minutes, positions 1 minute, service records 5 minutes', () => {
    expect(constants.CACHE_FRESH_MS).toBe(300_000);
    expect(constants.POSITIONS_CACHE_FRESH_MS).toBe(60_000);
    expect(constants.SERVICE_RECORDS_CACHE_FRESH_MS).toBe(300_000);
  });

  it('converts with 1.852 km/h per knot, 1.60934 per mph, 3.6 per m/s, on an Earth of 6371000 m', () => {
    expect(constants.KMH_PER_KNOT).toBe(1.852);
    expect(constants.KMH_PER_MPH).toBe(1.60934);
    expect(constants.KMH_PER_MPS).toBe(3.6);
    expect(constants.EARTH_RADIUS_M).toBe(6_371_000);
  });

  it('offers share expiries of 24 hours, 3, 7 and 30 days and at most 4 images per document', () => {
    expect(constants.SHARE_EXPIRY_HOURS).toEqual([24, 3 * 24, 7 * 24, 30 * 24]);
    expect(constants.MAX_DOCUMENT_FILES).toBe(4);
    expect(constants.ACCEPTED_IMAGE_EXTENSIONS).toEqual(['jpg', 'jpeg', 'webp', 'png']);
  });

  it('pages by 10, debounces search at 150, 400 and 500 ms, and caps dropdowns at 300 px', () => {
    expect(constants.GEOFENCE_PAGE_SIZE).toBe(10);
    expect(constants.LAZY_LIST_PAGE_SIZE).toBe(10);
    expect(constants.VEHICLE_SEARCH_DEBOUNCE_MS).toBe(150);
    expect(constants.SEARCH_DEBOUNCE_MS).toBe(400);
    expect(constants.MULTI_SELECT_DEBOUNCE_MS).toBe(500);
    expect(constants.DROPDOWN_MAX_HEIGHT_PX).toBe(300);
  });

  it('warns 15 days before a subscription ends, defaults expiry to a year, and limits ranges to 30 days', () => {
    expect(constants.SUBSCRIPTION_WARNING_DAYS).toBe(15);
    expect(constants.DEFAULT_VEHICLE_EXPIRY_YEARS).toBe(1);
    expect(constants.MONTH_PRESET_DAYS).toBe(30);
    expect(constants.MAX_HISTORY_RANGE_DAYS).toBe(30);
  });

  it('centres the map on [22.5937, 78.9629] at zoom 5, with the tracking, limit and fly zooms', () => {
    expect(constants.DEFAULT_MAP_CENTER).toEqual([22.5937, 78.9629]);
    expect(constants.DEFAULT_MAP_ZOOM).toBe(5);
    expect(constants.TRACKING_ZOOM).toBe(14);
    expect([constants.MIN_ZOOM, constants.MAX_ZOOM]).toEqual([4, 20]);
    expect([constants.FLY_ZOOM_DEVICE, constants.FLY_ZOOM_GEOFENCE, constants.FLY_ZOOM_MARKER_CLICK]).toEqual(
      [16, 14, 15],
    );
    expect(constants.CLUSTER_TIER_MIN_COUNTS).toEqual([2, 4, 5, 10, 20]);
  });

  it('plays back at 1x, 2x, 5x, 10x, 0.004 per frame at 60 fps, with a 30 s gap limit and arrows every 9th point', () => {
    expect(constants.PLAYBACK_SPEEDS).toEqual([1, 2, 5, 10]);
    expect(constants.PLAYBACK_STEP_PER_FRAME).toBe(0.004);
    expect(constants.ANIMATION_FPS).toBe(60);
    expect(constants.MARKER_ANIMATION_MAX_GAP_MS).toBe(30_000);
    expect(constants.DIRECTION_ARROW_EVERY).toBe(9);
    expect(constants.STOP_FILTER_MINUTES).toEqual([0, 5, 10, 30, 60]);
  });

  it('closes the socket with 4000, reconnects after 1000 ms and throttles past 3 updates in 1500 ms', () => {
    expect(constants.SOCKET_NORMAL_CLOSE_CODE).toBe(4000);
    expect(constants.SOCKET_RECONNECT_DELAY_MS).toBe(1000);
    expect(constants.SOCKET_THROTTLE_THRESHOLD).toBe(3);
    expect(constants.SOCKET_THROTTLE_WINDOW_MS).toBe(1500);
  });

  it('draws 10-point live routes for no vehicle by default, caps the badge at 99, and sizes the sidebar 54/16', () => {
    expect(constants.DEFAULT_LIVE_ROUTE_LENGTH).toBe(10);
    expect(constants.DEFAULT_MAP_LIVE_ROUTES).toBe('none');
    expect(constants.NOTIFICATION_BADGE_MAX).toBe(99);
    expect([constants.SIDEBAR_WIDTH_OPEN, constants.SIDEBAR_WIDTH_CLOSED]).toEqual([54, 16]);
    expect(constants.LOCAL_DATABASE_VERSION).toBe(1);
  });

  it('locks the engine with RELAY,1# and unlocks it with RELAY,0#, and tours in 7 steps', () => {
    expect(constants.ENGINE_LOCK_COMMAND).toBe('RELAY,1#');
    expect(constants.ENGINE_UNLOCK_COMMAND).toBe('RELAY,0#');
    expect(constants.PRODUCT_TOUR_STEP_COUNT).toBe(7);
  });
});
