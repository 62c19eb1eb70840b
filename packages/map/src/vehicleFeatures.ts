import {
  type Device,
  deriveDisplayStatus,
  hasLocation,
  type Position,
  STATUS_TONE,
  type StatusTone,
  VEHICLE_CATEGORIES,
  type VehicleCategory,
} from '@fleetkit/sdk-core';

/** Properties of one vehicle's point in the map's vehicle source. */
export interface VehicleProperties {
  /** The device id (also the feature id, which `updateData` diffs by). */
  deviceId: number;
  /** Name shown as the vehicle-number label. */
  label: string;
  /** Icon category; an unknown category is drawn as a car. */
  category: VehicleCategory;
  /** Colour role of the display status (SPEC §4). */
  tone: StatusTone;
  /** Heading in degrees clockwise from north, for the icon's rotation. */
  course: number;
  /** Image id of the icon: category and tone. */
  icon: string;
}

/** A vehicle as a GeoJSON point feature with a numeric id. */
export interface VehicleFeature {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [longitude: number, latitude: number] };
  properties: VehicleProperties;
}

/** Prefix of the vehicle icon image ids: `fleet-vehicle:<category>:<tone>`. */
export const VEHICLE_ICON_PREFIX = 'fleet-vehicle:';

/** The icon image id of a category drawn in a status tone. */
export function vehicleIconId(category: VehicleCategory, tone: StatusTone): string {
  return `${VEHICLE_ICON_PREFIX}${category}:${tone}`;
}

/** The category and tone an icon image id names, or null for an id that is not a vehicle icon. */
export function parseVehicleIconId(id: string): { category: VehicleCategory; tone: StatusTone } | null {
  if (!id.startsWith(VEHICLE_ICON_PREFIX)) return null;
  const [category, tone] = id.slice(VEHICLE_ICON_PREFIX.length).split(':');
  if (!isCategory(category) || !tone || !(Object.values(STATUS_TONE) as string[]).includes(tone)) return null;
  return { category, tone: tone as StatusTone };
}

/** The icon drawn for a vehicle icon id naming a category or tone this version does not know. */
export const FALLBACK_VEHICLE_ICON: Readonly<{ category: VehicleCategory; tone: StatusTone }> = {
  category: 'car',
  tone: 'neutral',
};

/**
 * What to draw for any vehicle icon image id: its category and tone, an unknown category as a car
 * and an unknown tone as neutral, so no vehicle is left without an icon; null for an id that is not
 * a vehicle icon (no `fleet-vehicle:` prefix).
 * @example resolveVehicleIcon('fleet-vehicle:hovercraft:success') // { category: 'car', tone: 'success' }
 */
export function resolveVehicleIcon(id: string): { category: VehicleCategory; tone: StatusTone } | null {
  if (!id.startsWith(VEHICLE_ICON_PREFIX)) return null;
  const [category, tone] = id.slice(VEHICLE_ICON_PREFIX.length).split(':');
  return {
    category: isCategory(category) ? category : FALLBACK_VEHICLE_ICON.category,
    tone: isTone(tone) ? tone : FALLBACK_VEHICLE_ICON.tone,
  };
}

function isTone(tone: string | undefined): tone is StatusTone {
  return (Object.values(STATUS_TONE) as string[]).includes(tone ?? '');
}

function isCategory(category: string | null | undefined): category is VehicleCategory {
  return (VEHICLE_CATEGORIES as readonly string[]).includes(category ?? '');
}

/** A device's icon category: its own when it is one of the 17, else `car`. */
export function vehicleCategory(device: Pick<Device, 'category'>): VehicleCategory {
  return isCategory(device.category) ? device.category : 'car';
}

/**
 * The map feature of one vehicle at its latest position, or null when it has no position yet or its
 * position says no location (sdk-core `hasLocation`).
 * @example buildVehicleFeature(device, position).properties.icon // 'fleet-vehicle:truck:success'
 */
export function buildVehicleFeature(device: Device, position: Position | undefined): VehicleFeature | null {
  if (!position || !hasLocation(position)) return null;
  const category = vehicleCategory(device);
  const tone = STATUS_TONE[deriveDisplayStatus(device, position)];
  return {
    type: 'Feature',
    id: device.id,
    geometry: { type: 'Point', coordinates: [position.longitude, position.latitude] },
    properties: {
      deviceId: device.id,
      label: device.name,
      category,
      tone,
      course: Number.isFinite(position.course) ? position.course : 0,
      icon: vehicleIconId(category, tone),
    },
  };
}

/** The features of every vehicle with a position, by device id, in the devices' order. */
export function buildVehicleFeatures(
  devices: ReadonlyMap<number, Device> | readonly Device[],
  positions: ReadonlyMap<number, Position>,
): Map<number, VehicleFeature> {
  const features = new Map<number, VehicleFeature>();
  for (const device of devices.values()) {
    const feature = buildVehicleFeature(device, positions.get(device.id));
    if (feature) features.set(device.id, feature);
  }
  return features;
}

/** True when two features would draw the same (position, heading, icon and label). */
export function sameVehicleFeature(a: VehicleFeature, b: VehicleFeature): boolean {
  const [ax, ay] = a.geometry.coordinates;
  const [bx, by] = b.geometry.coordinates;
  const p = a.properties;
  const q = b.properties;
  return ax === bx && ay === by && p.course === q.course && p.icon === q.icon && p.label === q.label;
}
