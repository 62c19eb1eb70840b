import type { FleetMapController, MapMode } from '@fleetkit/map';
import { positionTime, TRACKING_ZOOM } from '@fleetkit/sdk-core';
import { COMMON_ATTRIBUTES, FleetElement } from './FleetElement';
import { FleetElementError, FleetFeed } from './FleetFeed';
import { ELEMENT_MESSAGES } from './messages';

/**
 * `<fleet-live-map>`: the live map of every vehicle a token may see, clustered, with each vehicle's
 * card on click. With `vehicle-id` it follows that one vehicle (track mode), gliding between fixes.
 *
 * @element fleet-live-map
 * @attr {string} token - An access token with device access (`POST /api/session/token`).
 * @attr {string} api-base - The Fleetkit server; default: the server the script came from, else this page's origin.
 * @attr {number} vehicle-id - Follow this vehicle; without it the whole fleet shows.
 * @attr {string} theme - `light` (default) or `dark`.
 * @attr {string} lang - Language of the map's texts: `en` (default) or `ne` (Nepali); changing it re-renders in the new language.
 * @attr {string} digits - Digits of numbers in Nepali: `latn` (default, `0-9`) or `deva` (`०-९`).
 * @attr {string} locale - Language of dates, e.g. `en-GB`; default: the `lang`'s, else the browser's.
 * @attr {string} map-style - `simple` (default), `satellite`, `terrain`, `classic` or a style JSON URL.
 * @attr {boolean} light-dom - Render into the page instead of a shadow root.
 * @fires fleet-ready - The map has loaded with the fleet; `detail: { map, controller }`.
 * @fires fleet-error - The token was refused or the server cannot be reached; `detail: { code, message, status }`.
 * @fires fleet-vehicle-select - A vehicle's marker was clicked; `detail: { vehicleId, name }`.
 * @cssprop --fleet-primary - Accent colour (and every other `--fleet-*` theme property of `@fleetkit/map`).
 */
export class FleetLiveMap extends FleetElement {
  static readonly observedAttributes = [...COMMON_ATTRIBUTES, 'vehicle-id'];
  protected readonly isShareView = false;
  #controller: FleetMapController | null = null;
  #feed: FleetFeed | null = null;
  #lastFix = new Map<number, string>();

  /** The vehicle to follow, or null for the whole fleet. */
  get vehicleId(): number | null {
    const raw = this.getAttribute('vehicle-id');
    const id = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isInteger(id) ? id : null;
  }
  set vehicleId(value: number | null) {
    if (value === null || value === undefined) this.removeAttribute('vehicle-id');
    else this.setAttribute('vehicle-id', String(value));
  }

  protected async openFeed(apiBase: string): Promise<FleetFeed> {
    const token = this.token?.trim();
    if (!token) {
      throw new FleetElementError(
        'missing-token',
        ELEMENT_MESSAGES.missingLiveToken,
        null,
        (texts) => texts.missingLiveToken,
      );
    }
    const feed = new FleetFeed({ apiBase, token, share: false });
    try {
      await feed.start();
    } catch (error) {
      feed.dispose();
      throw error;
    }
    const id = this.vehicleId;
    if (id !== null && !feed.store.devices.peek().has(id)) {
      feed.dispose();
      throw new FleetElementError('not-found', ELEMENT_MESSAGES.vehicleNotFound(id), 404, (texts) =>
        texts.vehicleNotFound(id),
      );
    }
    return feed;
  }

  protected mapMode(): MapMode {
    return this.vehicleId === null ? 'view_devices' : 'track_device';
  }

  protected onMapReady(controller: FleetMapController, feed: FleetFeed): void {
    this.#controller = controller;
    this.#feed = feed;
    this.#follow(controller, feed);
    if (this.vehicleId !== null) return;
    const map = controller.map;
    const points = [...feed.store.positions.peek().values()];
    if (!map || points.length === 0) return;
    const lons = points.map((p) => p.longitude);
    const lats = points.map((p) => p.latitude);
    map.fitBounds(
      [
        [Math.min(...lons), Math.min(...lats)],
        [Math.max(...lons), Math.max(...lats)],
      ],
      { padding: 48, maxZoom: TRACKING_ZOOM, duration: 0 },
    );
  }

  protected override onFleetChange(controller: FleetMapController, feed: FleetFeed): void {
    if (controller === this.#controller) this.#follow(controller, feed);
  }

  /** `vehicle-id` switches between the fleet and one vehicle without reloading. */
  protected override attributeChanged(name: string): boolean {
    const controller = this.#controller;
    const feed = this.#feed;
    if (name !== 'vehicle-id' || !controller?.map || !feed) return false;
    const id = this.vehicleId;
    // A vehicle the token cannot see restarts the element, which then says so.
    if (id !== null && !feed.store.devices.peek().has(id)) return false;
    controller.setMode(this.mapMode());
    this.#lastFix.clear();
    this.#follow(controller, feed);
    return true;
  }

  #follow(controller: FleetMapController, feed: FleetFeed): void {
    const id = this.vehicleId;
    controller.setTrackedVehicle(id);
    if (id === null) return;
    const position = feed.store.positions.peek().get(id);
    if (!position) return;
    const key = `${position.id}:${position.fixTime}`;
    if (this.#lastFix.get(id) === key) return;
    this.#lastFix.set(id, key);
    controller.pushTrackedFix({ ...position, time: positionTime(position) });
  }
}
