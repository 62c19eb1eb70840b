import type { FleetMapController, MapMode } from '@fleetkit/map';
import { TRACKING_ZOOM } from '@fleetkit/sdk-core';
import { COMMON_ATTRIBUTES, FleetElement } from './FleetElement';
import { FleetElementError, FleetFeed, resolveShareCode, tokenExpiry } from './FleetFeed';
import { ELEMENT_MESSAGES } from './messages';

/**
 * `<fleet-share-view>`: the guest view of one shared vehicle, live and read-only, on any page. Give it
 * a share token (`token`) or the code of a `/short/{code}` link (`code`), and the server (`api-base`).
 * It opens the vehicle's card at once and keeps the vehicle in view as it moves. When the link has
 * expired it says so and fires `fleet-error`.
 *
 * @element fleet-share-view
 * @attr {string} token - A share token (`POST /api/devices/share`).
 * @attr {string} code - The code of a short share link (`/short/{code}`), resolved by the server.
 * @attr {string} api-base - The Fleetkit server; default: the server the script came from, else this page's origin.
 * @attr {string} theme - `light` (default) or `dark`.
 * @attr {string} lang - Language of the view: `en` (default) or `ne` (Nepali); changing it re-renders in the new language.
 * @attr {string} digits - Digits of numbers in Nepali: `latn` (default, `0-9`) or `deva` (`०-९`).
 * @attr {string} locale - Language of dates, e.g. `en-GB`; default: the `lang`'s, else the browser's.
 * @attr {string} map-style - `simple` (default), `satellite`, `terrain`, `classic` or a style JSON URL.
 * @attr {boolean} light-dom - Render into the page instead of a shadow root.
 * @fires fleet-ready - The map shows the vehicle; `detail: { map, controller }`.
 * @fires fleet-error - The view cannot show the vehicle (expired or invalid link, server unreachable); `detail: { code, message, status }`.
 * @fires fleet-vehicle-select - The vehicle's marker was clicked; `detail: { vehicleId, name }`.
 * @cssprop --fleet-primary - Accent colour (and every other `--fleet-*` theme property of `@fleetkit/map`).
 */
export class FleetShareView extends FleetElement {
  static readonly observedAttributes = [...COMMON_ATTRIBUTES, 'code'];
  protected readonly isShareView = true;
  #vehicleId: number | null = null;
  #expiresAt: Date | null = null;

  /** The code of a short share link, instead of a token. */
  get code(): string | null {
    return this.getAttribute('code');
  }
  set code(value: string | null) {
    if (value === null || value === undefined) this.removeAttribute('code');
    else this.setAttribute('code', String(value));
  }

  /** The shared vehicle's id, once loaded. */
  get vehicleId(): number | null {
    return this.#vehicleId;
  }

  protected async openFeed(apiBase: string): Promise<FleetFeed> {
    const code = this.code?.trim();
    let token = this.token?.trim();
    if (!token && !code) {
      throw new FleetElementError(
        'missing-token',
        ELEMENT_MESSAGES.missingToken,
        null,
        (texts) => texts.missingToken,
      );
    }
    if (!token) token = await resolveShareCode(apiBase, code as string);
    const feed = new FleetFeed({ apiBase, token, share: true });
    try {
      await feed.start();
    } catch (error) {
      feed.dispose();
      throw error;
    }
    const [device] = feed.store.devices.peek().values();
    if (!device) {
      feed.dispose();
      throw new FleetElementError('not-found', ELEMENT_MESSAGES.noVehicle, 404, (texts) => texts.noVehicle);
    }
    this.#vehicleId = device.id;
    this.#expiresAt = tokenExpiry(token);
    return feed;
  }

  protected mapMode(): MapMode {
    return 'guest_view';
  }

  protected onMapReady(controller: FleetMapController): void {
    const id = this.#vehicleId;
    if (id === null) return;
    // Opens on the vehicle at the tracking zoom at once (no flight, which would carry the card past
    // the edge); the card is then kept inside the map, on a phone too (keepPopupInside).
    const at = controller.vehicles.get(id)?.geometry.coordinates;
    if (at) controller.map?.jumpTo({ center: [at[0], at[1]], zoom: TRACKING_ZOOM });
    this.openCard(id);
  }

  protected override cardFooter(): string | null {
    if (!this.#expiresAt) return null;
    const when = this.#expiresAt.toLocaleString(this.locale ?? this.translator?.intlLocale, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    return `${this.elementTexts.sharedUntil} ${when}`;
  }

  /** Keeps the moving vehicle on screen: the map pans when the vehicle leaves the visible area. */
  protected override onFleetChange(controller: FleetMapController, feed: FleetFeed): void {
    const map = controller.map;
    const id = this.#vehicleId;
    const position = id === null ? undefined : feed.store.positions.peek().get(id);
    if (!map || !position) return;
    const at: [number, number] = [position.longitude, position.latitude];
    if (!map.getBounds().contains(at)) map.easeTo({ center: at });
  }
}
