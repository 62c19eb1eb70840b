import {
  FleetMapController,
  type MapMode,
  VEHICLE_CARD_TEXT_GROUPS,
  VehicleCardView,
  VehicleFeatureCache,
  watchBasemapTiles,
} from '@fleetkit/map';
import { FLY_ZOOM_MARKER_CLICK } from '@fleetkit/sdk-core';
import type { Translator } from '@fleetkit/sdk-core/i18n';
import { ELEMENT_TEXTS, MAP_OPTION_LABELS } from '@fleetkit/sdk-core/labels';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { adoptStyles } from './adoptStyles';
import { ELEMENT_CSS, loadMaplibreCss } from './elementStyles';
import { describeFailure, type ElementTexts, type FleetElementError, type FleetFeed } from './FleetFeed';
import { loadLanguage } from './loadLanguage';

/** Settings shared by every element of the page. */
export interface FleetElementDefaults {
  /** maplibre's worker script (`maplibre-gl/dist/maplibre-gl-worker.mjs`); the script-tag bundle sets it. */
  workerUrl?: string;
  /** The server used when an element has no `api-base`; the script-tag bundle's own server. */
  apiBase?: string;
}

const defaults: FleetElementDefaults = {};

/**
 * Sets what elements without their own attributes use: maplibre's worker URL (when the page's bundler
 * does not emit it next to maplibre) and the server.
 * @example configureFleetElements({ workerUrl: new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href });
 */
export function configureFleetElements(settings: FleetElementDefaults): void {
  Object.assign(defaults, settings);
}

/** `detail` of `fleet-ready`. */
export interface FleetReadyDetail {
  map: MaplibreMap;
  controller: FleetMapController;
}

/** `detail` of `fleet-error`. */
export interface FleetErrorDetail {
  code: FleetElementError['code'];
  message: string;
  status: number | null;
}

/** `detail` of `fleet-vehicle-select`. */
export interface FleetVehicleSelectDetail {
  vehicleId: number;
  name: string;
}

// Importing the package on a server (SSR) must not fail: there is no HTMLElement there.
const Base = (typeof HTMLElement === 'undefined' ? class {} : HTMLElement) as typeof HTMLElement;

/** Attributes every element observes. */
export const COMMON_ATTRIBUTES = [
  'token',
  'api-base',
  'theme',
  'lang',
  'digits',
  'locale',
  'map-style',
] as const;

/**
 * The language a `lang` attribute asks for: Nepali for `ne` and its regional tags (`ne-NP`), English
 * for anything else (the element speaks only these).
 */
export function elementLanguage(lang: string | null): 'en' | 'ne' {
  return lang?.trim().toLowerCase().split('-')[0] === 'ne' ? 'ne' : 'en';
}

/**
 * What both elements share: an open shadow root (or the light DOM with `light-dom`) holding the map and
 * a status line, stylesheets adopted inside it, the live feed of a token, the map controller of
 * `@fleetkit/map`, the vehicle card in a popup, and the `fleet-*` events. Moving the element keeps its map.
 */
export abstract class FleetElement extends Base {
  #frame: HTMLDivElement | null = null;
  #mapBox: HTMLDivElement | null = null;
  #status: HTMLDivElement | null = null;
  #styleTarget: ShadowRoot | Document | null = null;
  #feed: FleetFeed | null = null;
  #controller: FleetMapController | null = null;
  #card: VehicleCardView | null = null;
  #cleanups: (() => void)[] = [];
  #features = new VehicleFeatureCache();
  #generation = 0;
  #running = false;
  #translator: Translator | null = null;
  /** Settles when the texts of the current `lang` are in (at once for English). */
  #language: Promise<void> = Promise.resolve();
  #languageKey = 'en-latn';
  /** The failure shown, worded again when the language changes. */
  #failure: FleetElementError | null = null;
  #stopTimer: ReturnType<typeof setTimeout> | undefined;

  /** A share view words its messages for a share link. */
  protected abstract readonly isShareView: boolean;
  /** Reads the attributes, resolves the token and starts the live feed. */
  protected abstract openFeed(apiBase: string): Promise<FleetFeed>;
  /** The map mode. */
  protected abstract mapMode(): MapMode;
  /** Puts the camera (and popup) where the element starts. */
  protected abstract onMapReady(controller: FleetMapController, feed: FleetFeed): void;
  /** Called after each change of the feed's vehicles. */
  protected onFleetChange(_controller: FleetMapController, _feed: FleetFeed): void {}

  /** The maplibre map, once `fleet-ready` has fired (an escape hatch: the element owns it). */
  get map(): MaplibreMap | null {
    return this.#controller?.map ?? null;
  }

  /** The map controller (`@fleetkit/map`) under the element. */
  get controller(): FleetMapController | null {
    return this.#controller;
  }

  /** A share token (share view) or an access token with device access (live map). */
  get token(): string | null {
    return this.getAttribute('token');
  }
  set token(value: string | null) {
    this.#reflect('token', value);
  }

  /** The Fleetkit server, e.g. `https://fleet.example.com`. */
  get apiBase(): string | null {
    return this.getAttribute('api-base');
  }
  set apiBase(value: string | null) {
    this.#reflect('api-base', value);
  }

  /** `light` or `dark`. */
  get theme(): string | null {
    return this.getAttribute('theme');
  }
  set theme(value: string | null) {
    this.#reflect('theme', value);
  }

  /** Digits of numbers in Nepali: `latn` (`0-9`) or `deva` (`०-९`). */
  get digits(): string | null {
    return this.getAttribute('digits');
  }
  set digits(value: string | null) {
    this.#reflect('digits', value);
  }

  /** The loaded translator of a `lang` other than English, or null (English). */
  protected get translator(): Translator | null {
    return this.#translator;
  }

  /** The element's own texts in its language. */
  protected get elementTexts(): ElementTexts {
    return this.#translator ? this.#translator.translate(ELEMENT_TEXTS) : ELEMENT_TEXTS;
  }

  /** A BCP 47 language tag for dates, e.g. `en-GB`. */
  get locale(): string | null {
    return this.getAttribute('locale');
  }
  set locale(value: string | null) {
    this.#reflect('locale', value);
  }

  /** A server style (`simple`, `satellite`, `terrain`, `classic`) or a style JSON URL. */
  get mapStyle(): string | null {
    return this.getAttribute('map-style');
  }
  set mapStyle(value: string | null) {
    this.#reflect('map-style', value);
  }

  /** Render into the page instead of a shadow root (read when the element first connects). */
  get lightDom(): boolean {
    return this.hasAttribute('light-dom');
  }
  set lightDom(value: boolean) {
    this.toggleAttribute('light-dom', value);
  }

  connectedCallback(): void {
    clearTimeout(this.#stopTimer);
    this.#stopTimer = undefined;
    if (!this.#frame) this.#build();
    this.#loadLanguage();
    if (!this.#running) this.#start();
  }

  disconnectedCallback(): void {
    // Moving the element is a disconnect followed by a connect: only tear down if it stays out.
    clearTimeout(this.#stopTimer);
    this.#stopTimer = setTimeout(() => {
      if (!this.isConnected) this.#stop();
    }, 0);
  }

  attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    if (previous === value || !this.#frame) return;
    if (name === 'theme') this.#applyTheme();
    else if (name === 'locale') this.#applyLocale();
    else if (name === 'lang' || name === 'digits') this.#loadLanguage();
    else if (name === 'map-style') void this.#applyMapStyle();
    else if (this.attributeChanged(name) === false && this.isConnected) this.#restart();
  }

  /**
   * A subclass handles an attribute of its own without a restart by returning true.
   * @returns false to restart the element
   */
  protected attributeChanged(_name: string): boolean {
    return false;
  }

  /** The server of this element: `api-base`, else the configured default, else the page's origin. */
  protected resolvedApiBase(): string {
    return this.apiBase?.trim() || defaults.apiBase || globalThis.location.origin;
  }

  /** Opens the vehicle card of `vehicleId` in a popup over it. */
  protected openCard(vehicleId: number): boolean {
    const controller = this.#controller;
    const feed = this.#feed;
    const device = feed?.store.devices.peek().get(vehicleId);
    if (!controller || !feed || !device) return false;
    this.#card ??= new VehicleCardView({ className: 'fleet-element-card', translator: this.#translator });
    this.#card.update(device, feed.store.positions.peek().get(vehicleId) ?? null);
    this.#card.setFooter(this.cardFooter(feed));
    return controller.openPopup(vehicleId, this.#card.element);
  }

  /** A line at the bottom of the card, or null. */
  protected cardFooter(_feed: FleetFeed): string | null {
    return null;
  }

  /** Fires a bubbling, composed `fleet-*` event. */
  protected emit<T>(type: string, detail: T): void {
    this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true }));
  }

  #reflect(name: string, value: string | null): void {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  }

  #build(): void {
    const light = this.hasAttribute('light-dom');
    const root = light ? this : this.attachShadow({ mode: 'open' });
    this.#styleTarget = light ? document : (root as ShadowRoot);
    if (light) this.classList.add('fleet-element-host');
    const frame = document.createElement('div');
    frame.className = 'fleet-root fleet-map fleet-element';
    const mapBox = document.createElement('div');
    mapBox.className = 'fleet-element__map';
    const status = document.createElement('div');
    status.className = 'fleet-element__status';
    status.setAttribute('role', 'status');
    frame.append(mapBox, status);
    adoptStyles(this.#styleTarget, root, [ELEMENT_CSS]);
    root.appendChild(frame);
    this.#frame = frame;
    this.#mapBox = mapBox;
    this.#status = status;
    this.#applyTheme();
    this.#applyLocale();
  }

  #applyTheme(): void {
    if (!this.#frame) return;
    if (this.theme === 'dark') this.#frame.dataset.theme = 'dark';
    else delete this.#frame.dataset.theme;
  }

  /**
   * Loads the texts of `lang` (with `digits`) and shows everything again in them. English needs
   * nothing; any other language loads the translator and its catalogue (`loadLanguage`), so an
   * English embed loads none of it.
   */
  #loadLanguage(): void {
    const language = elementLanguage(this.getAttribute('lang'));
    const digits = this.digits === 'deva' ? 'deva' : 'latn';
    const key = `${language}-${digits}`;
    if (key === this.#languageKey) return;
    this.#languageKey = key;
    if (language === 'en' && digits === 'latn') {
      this.#language = Promise.resolve();
      this.#setTranslator(null);
      return;
    }
    this.#language = loadLanguage(language, digits)
      .then(async (translator) => {
        // The element's texts are fetched before it speaks, so it never shows a half-translated card.
        await translator.load(ELEMENT_TEXTS, MAP_OPTION_LABELS, ...VEHICLE_CARD_TEXT_GROUPS);
        if (key === this.#languageKey) this.#setTranslator(translator);
      })
      .catch((error: unknown) => {
        console.error('Fleetkit: the texts of this language could not be loaded', error);
      });
  }

  #setTranslator(translator: Translator | null): void {
    this.#translator = translator;
    this.#card?.setTranslator(translator);
    const status = this.#status;
    if (status && !status.hidden) {
      const failure = this.#failure;
      if (status.dataset.kind === 'loading') status.textContent = this.elementTexts.loading;
      else if (failure?.say) status.textContent = failure.say(this.elementTexts);
    }
    const notice = this.#frame?.querySelector('.fleet-map-notice');
    if (notice) notice.textContent = this.#mapLabels().offlineBasemap;
    this.#applyLocale();
  }

  #mapLabels() {
    return this.#translator ? this.#translator.translate(MAP_OPTION_LABELS) : MAP_OPTION_LABELS;
  }

  #applyLocale(): void {
    if (!this.#frame) return;
    const lang = this.locale ?? this.#translator?.locale;
    if (lang) this.#frame.lang = lang;
    else this.#frame.removeAttribute('lang');
    const feed = this.#feed;
    if (this.#card && feed) this.#card.setFooter(this.cardFooter(feed));
  }

  async #applyMapStyle(): Promise<void> {
    const controller = this.#controller;
    const feed = this.#feed;
    if (!controller || !feed) return;
    const wanted = this.mapStyle?.trim() ?? '';
    if (wanted.includes('/')) {
      controller.setStyle(wanted);
      return;
    }
    const list = await feed.client.mapStyles.list().catch(() => null);
    if (controller !== this.#controller || !list) return;
    const style = list.styles.find((entry) => entry.id === wanted.toLowerCase()) ?? list.styles[0];
    if (!style) return;
    this.#stopFallbackWatch();
    controller.setStyle(style.url);
    const { fallbackUrl } = style;
    const map = controller.map;
    if (!fallbackUrl || !map) return;
    // No network for an online style or its tiles: the server's offline basemap, with a notice.
    let done = false;
    const fallBack = () => {
      if (done || controller !== this.#controller) return;
      done = true;
      this.#stopFallbackWatch();
      controller.setStyle(fallbackUrl);
      this.#showOfflineNotice();
    };
    const stopTiles = watchBasemapTiles(map, fallBack);
    const stopStyle = controller.onError((error) => {
      if (error.kind === 'style') fallBack();
    });
    this.#stopFallbackWatch = () => {
      stopTiles();
      stopStyle();
      this.#stopFallbackWatch = () => {};
    };
  }

  /** Stops watching the current online style for a fallback. */
  #stopFallbackWatch: () => void = () => {};

  #showOfflineNotice(): void {
    if (!this.#frame || this.#frame.querySelector('.fleet-map-notice')) return;
    const notice = document.createElement('p');
    notice.className = 'fleet-map-notice';
    notice.setAttribute('role', 'status');
    notice.textContent = this.#mapLabels().offlineBasemap;
    this.#frame.append(notice);
  }

  #showStatus(message: string | null, kind: 'loading' | 'error' = 'loading'): void {
    const status = this.#status;
    if (!status) return;
    status.hidden = message === null;
    status.textContent = message ?? '';
    status.dataset.kind = kind;
    status.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  }

  #start(): void {
    this.#running = true;
    this.#failure = null;
    const generation = ++this.#generation;
    const current = () => generation === this.#generation;
    this.#showStatus(this.elementTexts.loading);
    const apiBase = this.resolvedApiBase();
    const run = async () => {
      // The texts of the element's language first, so nothing shows in English before them.
      await this.#language;
      if (!current()) return;
      this.#showStatus(this.elementTexts.loading);
      const feed = await this.openFeed(apiBase);
      if (!current()) {
        feed.dispose();
        return;
      }
      this.#feed = feed;
      this.#cleanups.push(feed.onEnd((error) => this.#fail(error)));
      const [css] = await Promise.all([loadMaplibreCss()]);
      if (!current() || !this.#styleTarget || !this.#frame) return;
      adoptStyles(this.#styleTarget, this.#frame, [css]);
      const controller = new FleetMapController({
        ...(defaults.workerUrl ? { workerUrl: defaults.workerUrl } : {}),
      });
      this.#controller = controller;
      await Promise.all([controller.mount(this.#mapBox as HTMLDivElement), this.#applyMapStyle()]);
      if (!current()) return;
      controller.setMode(this.mapMode());
      const update = () => {
        // A failure here must not stop later updates (the store calls this from a signal effect).
        try {
          controller.setVehicles(
            this.#features.build(feed.store.devices.peek(), feed.store.positions.peek()),
          );
          const open = controller.popupDeviceId;
          const device = open === null ? undefined : feed.store.devices.peek().get(open);
          if (this.#card && device)
            this.#card.update(device, feed.store.positions.peek().get(device.id) ?? null);
          this.onFleetChange(controller, feed);
        } catch (error) {
          console.error('Fleetkit: a live update could not be drawn', error);
        }
      };
      this.#cleanups.push(feed.store.subscribe(update));
      update();
      this.#cleanups.push(
        controller.onVehicleClick((vehicleId) => {
          controller.flyToVehicle(vehicleId, FLY_ZOOM_MARKER_CLICK);
          this.openCard(vehicleId);
          const name = feed.store.devices.peek().get(vehicleId)?.name ?? '';
          this.emit<FleetVehicleSelectDetail>('fleet-vehicle-select', { vehicleId, name });
        }),
      );
      this.onMapReady(controller, feed);
      this.#showStatus(null);
      const map = controller.map;
      if (map) this.emit<FleetReadyDetail>('fleet-ready', { map, controller });
    };
    run().catch((error: unknown) => {
      if (current()) this.#fail(describeFailure(error, apiBase, this.token ?? '', this.isShareView));
    });
  }

  #fail(error: FleetElementError): void {
    this.#teardown();
    this.#failure = error;
    const message = error.say ? error.say(this.elementTexts) : error.message;
    this.#showStatus(message, 'error');
    this.emit<FleetErrorDetail>('fleet-error', {
      code: error.code,
      message,
      status: error.status,
    });
  }

  #teardown(): void {
    this.#generation += 1;
    for (const cleanup of this.#cleanups.splice(0)) cleanup();
    this.#stopFallbackWatch();
    this.#frame?.querySelector('.fleet-map-notice')?.remove();
    this.#card?.dispose();
    this.#card = null;
    this.#controller?.dispose();
    this.#controller = null;
    this.#feed?.dispose();
    this.#feed = null;
    this.#features = new VehicleFeatureCache();
  }

  #stop(): void {
    this.#teardown();
    this.#running = false;
  }

  #restart(): void {
    if (!this.#running) return;
    this.#stop();
    this.#start();
  }
}
