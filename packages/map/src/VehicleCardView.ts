import {
  type Device,
  DISPLAY_STATUS_LABEL,
  deriveDisplayStatus,
  formatDistance,
  formatRelativeTime,
  formatSpeed,
  ignitionLabel,
  MESSAGES,
  NOT_AVAILABLE,
  type Position,
  STATUS_TONE,
  type StatusTone,
  SUBSCRIPTION_BADGE,
  subscriptionState,
} from '@fleetkit/sdk-core';
import type { Translator } from '@fleetkit/sdk-core/i18n';
import { RELATIVE_TIME_TEXTS, VALUE_TEXTS, VEHICLE_TEXTS } from '@fleetkit/sdk-core/labels';

/** Colour role of a badge (`fleet-badge--<tone>`): sdk-core's status tones plus `info`. */
export type BadgeTone = StatusTone | 'info';

/** How often the card's relative time ('Data received 2 minutes ago') is refreshed (ms). */
export const CARD_REFRESH_MS = 30_000;

/** Options of a {@link VehicleCardView}. */
export interface VehicleCardViewOptions {
  /** Extra class names of the card. @default none */
  className?: string;
  /** The clock relative times and the subscription are measured against. @default () => new Date() */
  now?: () => Date;
  /** The language of the card (`loadTranslator`); null or none: English. @default null */
  translator?: Translator | null;
}

/** The text groups a card shows: what a translator loading groups on demand loads before it is given a card. */
export const VEHICLE_CARD_TEXT_GROUPS: readonly object[] = [
  VEHICLE_TEXTS,
  VALUE_TEXTS,
  DISPLAY_STATUS_LABEL,
  MESSAGES,
  RELATIVE_TIME_TEXTS,
];

/**
 * The read-only vehicle card, drawn with the DOM (for a map popup without React): the markup, texts and
 * `fleet-` classes of react-widgets' `VehicleCard` without actions (a test renders both from the same
 * data and compares them), styled by `@fleetkit/map/style.css`, on the same sdk-core rules for status,
 * units and subscription. Nothing opens: no action icons, no 'View Details'.
 */
export class VehicleCardView {
  readonly element: HTMLElement;
  #device: Device | null = null;
  #position: Position | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;
  #footer: HTMLElement | null = null;
  readonly #now: () => Date;
  #translator: Translator | null;

  constructor(options: VehicleCardViewOptions = {}) {
    this.#now = options.now ?? (() => new Date());
    this.#translator = options.translator ?? null;
    this.element = document.createElement('article');
    this.element.className = ['fleet-vehicle-card', 'fleet-vehicle-card--static', options.className]
      .filter(Boolean)
      .join(' ');
    this.#timer = setInterval(() => this.#render(), CARD_REFRESH_MS);
  }

  /** Shows a vehicle and its latest fix. */
  update(device: Device, position: Position | null): void {
    this.#device = device;
    this.#position = position;
    this.#render();
  }

  /** A line under the facts (the share view says until when the link is valid), or none. */
  setFooter(text: string | null): void {
    this.#footer = text ? el('p', 'fleet-vehicle-card__note', text) : null;
    this.#render();
  }

  /** Speaks the language of `translator` (its texts, digits and relative times); null: English. */
  setTranslator(translator: Translator | null): void {
    this.#translator = translator;
    this.#render();
  }

  /** Stops the refresh timer. */
  dispose(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  #render(): void {
    const device = this.#device;
    if (!device) return;
    const fix = this.#position;
    const now = this.#now();
    const t = this.#translator;
    const texts = t ? t.translate(VEHICLE_TEXTS) : VEHICLE_TEXTS;
    const values = t ? t.translate(VALUE_TEXTS) : VALUE_TEXTS;
    const statusLabels = t ? t.translate(DISPLAY_STATUS_LABEL) : DISPLAY_STATUS_LABEL;
    const messages = t ? t.translate(MESSAGES) : MESSAGES;
    const formatNumber = t
      ? (value: number, options?: Intl.NumberFormatOptions) => t.formatNumber(value, options)
      : undefined;
    /** A formatted value, with sdk-core's 'N/A' in the card's language. */
    const shown = (value: string) => (value === NOT_AVAILABLE ? values.notAvailable : value);
    const count = (value: unknown) => {
      const number = finite(value);
      return number === null ? values.notAvailable : formatNumber ? formatNumber(number) : String(number);
    };
    const ignition = ignitionLabel(fix);
    const status = deriveDisplayStatus(device, fix);
    const attributes = fix?.attributes ?? {};
    const card = this.element;
    card.setAttribute('aria-label', device.name);
    card.dataset.status = status;
    const expiry = subscriptionState(device.expirationTime, now);
    card.classList.toggle('fleet-vehicle-card--expired', expiry === 'expired');

    const header = el('header', 'fleet-vehicle-card__header', [
      el('h3', 'fleet-vehicle-card__name', device.name),
      badge(STATUS_TONE[status], statusLabels[status]),
    ]);
    const parts: Node[] = [header];
    if (expiry !== 'active') {
      const { tone } = SUBSCRIPTION_BADGE[expiry];
      const text = expiry === 'expired' ? messages.subscriptionExpired : messages.subscriptionExpiring;
      parts.push(el('span', 'fleet-subscription-badge', [badge(tone, text)]));
    }
    const receivedAt = fix?.serverTime ?? fix?.fixTime ?? device.lastUpdate ?? null;
    const time = el(
      'time',
      null,
      shown(t ? t.formatRelativeTime(receivedAt, now) : formatRelativeTime(receivedAt, now)),
    );
    if (receivedAt) time.setAttribute('datetime', String(receivedAt));
    parts.push(
      el('p', 'fleet-vehicle-card__received', [
        el('span', 'fleet-vehicle-card__label', texts.dataReceived),
        ' ',
        time,
      ]),
      el('p', 'fleet-vehicle-card__address', fix?.address || values.notAvailable),
    );
    const facts: [string, string][] = [
      [texts.totalKm, shown(formatDistance(finite(attributes.totalDistance), formatNumber))],
      [texts.speed, fix ? shown(formatSpeed(fix.speed, formatNumber)) : values.notAvailable],
      [texts.satellites, count(attributes.sat)],
      [texts.gsmSignal, count(attributes.rssi)],
      [texts.ignition, ignition === NOT_AVAILABLE ? values.notAvailable : values.ignition[ignition]],
    ];
    parts.push(
      el(
        'dl',
        'fleet-vehicle-card__facts',
        facts.map(([label, value]) =>
          el('div', 'fleet-vehicle-card__fact', [el('dt', null, label), el('dd', null, value)]),
        ),
      ),
    );
    if (this.#footer) parts.push(this.#footer);
    card.replaceChildren(...parts);
  }
}

function el(tag: string, className: string | null, content: string | (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (typeof content === 'string') node.textContent = content;
  else node.append(...content);
  return node;
}

function badge(tone: BadgeTone, text: string): HTMLElement {
  const node = el('span', `fleet-badge fleet-badge--${tone}`, text);
  node.dataset.tone = tone;
  return node;
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
