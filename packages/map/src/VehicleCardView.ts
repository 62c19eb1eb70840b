import {
  type Device,
  DISPLAY_STATUS_LABEL,
  deriveDisplayStatus,
  formatDistance,
  formatRelativeTime,
  formatSpeed,
  ignitionLabel,
  NOT_AVAILABLE,
  type Position,
  STATUS_TONE,
  SUBSCRIPTION_BADGE,
  subscriptionState,
} from '@fleetkit/sdk-core';

/** How often the card's relative time ('Data received 2 minutes ago') is refreshed (ms). */
export const CARD_REFRESH_MS = 30_000;

/**
 * The vehicle card of the widgets (`VehicleCard`), drawn with the DOM so the elements carry no React:
 * the same markup and `fleet-` classes (so the widgets' stylesheet and themes apply), the same
 * sdk-core rules for status, units and subscription. Read-only: no action icons, nothing opens.
 */
export class VehicleCardView {
  readonly element: HTMLElement;
  #device: Device | null = null;
  #position: Position | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;
  #footer: HTMLElement | null = null;

  constructor() {
    this.element = document.createElement('article');
    this.element.className = 'fleet-vehicle-card fleet-element-card';
    this.#timer = setInterval(() => this.#render(), CARD_REFRESH_MS);
  }

  /** Shows a vehicle and its latest fix. */
  update(device: Device, position: Position | null): void {
    this.#device = device;
    this.#position = position;
    this.#render();
  }

  /** A line under the facts (the share view says until when the link is valid). */
  setFooter(text: string | null): void {
    this.#footer = text ? Object.assign(document.createElement('p'), { textContent: text }) : null;
    this.#footer?.classList.add('fleet-element-card__footer');
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
    const now = new Date();
    const status = deriveDisplayStatus(device, fix);
    const attributes = fix?.attributes ?? {};
    const card = this.element;
    card.setAttribute('aria-label', device.name);
    card.dataset.status = status;
    const expiry = subscriptionState(device.expirationTime, now);
    card.classList.toggle('fleet-vehicle-card--expired', expiry === 'expired');

    const header = el('header', 'fleet-vehicle-card__header', [
      el('h3', 'fleet-vehicle-card__name', device.name),
      badge(STATUS_TONE[status], DISPLAY_STATUS_LABEL[status]),
    ]);
    const parts: Node[] = [header];
    if (expiry !== 'active') {
      const { tone, text } = SUBSCRIPTION_BADGE[expiry];
      parts.push(el('span', 'fleet-subscription-badge', [badge(tone, text)]));
    }
    const receivedAt = fix?.serverTime ?? fix?.fixTime ?? device.lastUpdate ?? null;
    const time = el('time', null, formatRelativeTime(receivedAt, now));
    if (receivedAt) time.setAttribute('datetime', String(receivedAt));
    parts.push(
      el('p', 'fleet-vehicle-card__received', [
        el('span', 'fleet-vehicle-card__label', 'Data received'),
        ' ',
        time,
      ]),
      el('p', 'fleet-vehicle-card__address', fix?.address || NOT_AVAILABLE),
    );
    const facts: [string, string][] = [
      ['Total km', formatDistance(finite(attributes.totalDistance))],
      ['Speed', fix ? formatSpeed(fix.speed) : NOT_AVAILABLE],
      ['GPS satellites', textOf(attributes.sat)],
      ['GSM signal', textOf(attributes.rssi)],
      ['Ignition', ignitionLabel(fix)],
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

function badge(tone: string, text: string): HTMLElement {
  const node = el('span', `fleet-badge fleet-badge--${tone}`, text);
  node.dataset.tone = tone;
  return node;
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function textOf(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : NOT_AVAILABLE;
}
