import type { Map as MaplibreMap, Popup } from 'maplibre-gl';
import { keepPopupInside } from './keepPopupInside';
import type { Listener } from './listeners';

type Maplibre = typeof import('maplibre-gl');

/** What {@link VehiclePopup} reads from the controller that owns it. */
export interface VehiclePopupHost {
  /** maplibre-gl, once loaded. */
  lib(): Maplibre | null;
  /** The map, once mounted. */
  map(): MaplibreMap | null;
  /** Where a vehicle is drawn now as [longitude, latitude], or null when it is not on the map. */
  lngLatOf(deviceId: number): [number, number] | null;
}

/** The one popup over a vehicle, following it as it moves and kept on screen. */
export class VehiclePopup {
  readonly #host: VehiclePopupHost;
  #popup: Popup | null = null;
  #popupDeviceId: number | null = null;
  #popupClose = new Set<Listener<number>>();

  constructor(host: VehiclePopupHost) {
    this.#host = host;
  }

  /** Id of the vehicle whose popup is open, or null. */
  get deviceId(): number | null {
    return this.#popupDeviceId;
  }

  /** Calls `listener` with the device id when the user closes a vehicle popup. */
  onClose(listener: Listener<number>): () => void {
    this.#popupClose.add(listener);
    return () => this.#popupClose.delete(listener);
  }

  /** Opens a popup holding `content` over a vehicle. False when the vehicle is not on the map. */
  open(deviceId: number, content: HTMLElement): boolean {
    const lib = this.#host.lib();
    const map = this.#host.map();
    const at = this.#host.lngLatOf(deviceId);
    if (!lib || !map || !at) return false;
    this.close();
    const popup = new lib.Popup({
      closeOnClick: false,
      maxWidth: 'none',
      className: 'fleet-map-popup',
      offset: 18,
    })
      .setLngLat(at)
      .setDOMContent(content)
      .addTo(map);
    this.#popup = popup;
    // A card taller or wider than the room maplibre's automatic anchor finds: pan until it fits.
    const stopKeeping = keepPopupInside(map, popup);
    popup.on('close', stopKeeping);
    this.#popupDeviceId = deviceId;
    popup.on('close', () => {
      if (this.#popup !== popup) return;
      this.#popup = null;
      this.#popupDeviceId = null;
      for (const listener of this.#popupClose) listener(deviceId);
    });
    return true;
  }

  /** Closes the open popup, if any, without calling the close listeners. */
  close(): void {
    const popup = this.#popup;
    this.#popup = null;
    this.#popupDeviceId = null;
    popup?.remove();
  }

  /** Moves the open popup to where its vehicle is drawn now. */
  move(): void {
    if (this.#popup && this.#popupDeviceId !== null) {
      const at = this.#host.lngLatOf(this.#popupDeviceId);
      if (at) this.#popup.setLngLat(at);
    }
  }

  /** Closes the popup and forgets every listener. */
  dispose(): void {
    this.close();
    this.#popupClose.clear();
  }
}
