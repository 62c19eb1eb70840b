import type { DeviceTrack, PositionDetail } from './DeviceTrack';

/** A device as the reports name it and read its settings. */
export interface ReportDevice {
  id: number;
  name: string;
  /** Device attributes: `report.*` detection settings and `mileage` (km per litre). */
  attributes: Record<string, unknown>;
}

/** Looks up the address of a point that has no stored address (a geocoder). */
export type AddressLookup = (latitude: number, longitude: number) => Promise<string | null>;

/** What building a report item needs besides the track. */
export interface ItemContext {
  device: ReportDevice;
  track: DeviceTrack;
  /** Geocoder for positions without a stored address; none means such addresses stay null. */
  address?: AddressLookup | undefined;
  /** Driver names by driver uniqueId. */
  driverNames?: ReadonlyMap<string, string> | undefined;
}

/** The stored address of a position, else the lookup's answer, else null. */
export async function addressOf(
  detail: PositionDetail,
  lookup: AddressLookup | undefined,
): Promise<string | null> {
  if (detail.address) return detail.address;
  return lookup ? lookup(detail.latitude, detail.longitude) : null;
}
