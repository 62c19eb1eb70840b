import { describe, expect, it } from 'vitest';
import { AddressResolver } from './AddressResolver';
import type { Geocoder, NominatimPlace, NominatimReversePlace, PlaceSearchOptions } from './Geocoder';
import { ADDRESS_CELL_METERS } from './geocodingRules';
import { OfflineGeocoder } from './OfflineGeocoder';

const gazetteer = new OfflineGeocoder({
  loadPlaces: async () => [
    { id: 1, name: 'Bhaktapur', countryCode: 'NP', population: 0, latitude: 27.67298, longitude: 85.43005 },
    {
      id: 2,
      name: 'Kathmandu',
      countryCode: 'NP',
      population: 1_442_271,
      latitude: 27.70169,
      longitude: 85.3206,
    },
  ],
});

/** The offline geocoder, with a record of the points it was asked about and failures on demand. */
class RecordingGeocoder implements Geocoder {
  asked: [number, number][] = [];
  failures = 0;

  async reverse(latitude: number, longitude: number): Promise<string | null> {
    this.asked.push([latitude, longitude]);
    if (this.failures > 0) {
      this.failures--;
      throw new Error('geocoder unavailable');
    }
    return gazetteer.reverse(latitude, longitude);
  }
  reversePlace(latitude: number, longitude: number): Promise<NominatimReversePlace | null> {
    return gazetteer.reversePlace(latitude, longitude);
  }
  search(query: string, options?: PlaceSearchOptions): Promise<NominatimPlace[]> {
    return gazetteer.search(query, options);
  }
  dispose(): void {}
}

/** Degrees of latitude for `metres`. */
const north = (metres: number) => metres / 111_195;

describe('AddressResolver', () => {
  it(`looks up one address per cell of about ${ADDRESS_CELL_METERS} m`, async () => {
    const geocoder = new RecordingGeocoder();
    const addresses = new AddressResolver(geocoder);
    expect(await addresses.addressFor(27.67298, 85.43005)).toBe('in Bhaktapur, NP');
    expect(await addresses.addressFor(27.67298 + north(5), 85.43005)).toBe('in Bhaktapur, NP');
    expect(geocoder.asked).toHaveLength(1);
    await addresses.addressFor(27.67298 + north(200), 85.43005);
    expect(geocoder.asked).toHaveLength(2);
    expect(addresses.size).toBe(2);
  });

  it('asks about the cell’s centre, so every point of a cell gets the same address', async () => {
    const geocoder = new RecordingGeocoder();
    const addresses = new AddressResolver(geocoder);
    await addresses.addressFor(27.67298, 85.43005);
    const [[latitude, longitude] = [0, 0]] = geocoder.asked;
    expect(Math.abs(latitude - 27.67298) * 111_195).toBeLessThanOrEqual(ADDRESS_CELL_METERS / 2);
    expect(Math.abs(longitude - 85.43005) * 111_195 * Math.cos((27.673 * Math.PI) / 180)).toBeLessThanOrEqual(
      ADDRESS_CELL_METERS / 2 + 0.01,
    );
  });

  it('shares one lookup between concurrent calls for a cell', async () => {
    const geocoder = new RecordingGeocoder();
    const addresses = new AddressResolver(geocoder);
    const answers = await Promise.all([
      addresses.addressFor(27.70169, 85.3206),
      addresses.addressFor(27.70169, 85.3206),
      addresses.addressFor(27.70169 + north(3), 85.3206),
    ]);
    expect(answers).toEqual(['in Kathmandu, NP', 'in Kathmandu, NP', 'in Kathmandu, NP']);
    expect(geocoder.asked).toHaveLength(1);
  });

  it('keeps at most maxEntries cells, forgetting the least recently used', async () => {
    const geocoder = new RecordingGeocoder();
    const addresses = new AddressResolver(geocoder, { maxEntries: 2 });
    await addresses.addressFor(27.6, 85.4);
    await addresses.addressFor(27.61, 85.4);
    await addresses.addressFor(27.6, 85.4);
    await addresses.addressFor(27.62, 85.4);
    expect(geocoder.asked).toHaveLength(3);
    await addresses.addressFor(27.6, 85.4);
    expect(geocoder.asked).toHaveLength(3);
    await addresses.addressFor(27.61, 85.4);
    expect(geocoder.asked).toHaveLength(4);
    expect(addresses.size).toBe(2);
  });

  it('does not keep a failed lookup: the next call asks again', async () => {
    const geocoder = new RecordingGeocoder();
    geocoder.failures = 1;
    const addresses = new AddressResolver(geocoder);
    await expect(addresses.addressFor(27.67298, 85.43005)).rejects.toThrow('geocoder unavailable');
    expect(await addresses.addressFor(27.67298, 85.43005)).toBe('in Bhaktapur, NP');
    expect(geocoder.asked).toHaveLength(2);
  });

  it('fills the address of positions that lack one and leaves the others alone', async () => {
    const geocoder = new RecordingGeocoder();
    const addresses = new AddressResolver(geocoder);
    const positions = [
      { id: 1, latitude: 27.67298, longitude: 85.43005 },
      { id: 2, latitude: 27.67298, longitude: 85.43005, address: null },
      { id: 3, latitude: 27.70169, longitude: 85.3206, address: '' },
      { id: 4, latitude: 27.70169, longitude: 85.3206, address: 'Durbar Marg, Kathmandu' },
      { id: 5, latitude: 0, longitude: -30 },
    ];
    const filled = await addresses.fillAddresses(positions);
    expect(filled).toBe(positions);
    expect(positions.map((position) => position.address)).toEqual([
      'in Bhaktapur, NP',
      'in Bhaktapur, NP',
      'in Kathmandu, NP',
      'Durbar Marg, Kathmandu',
      null,
    ]);
    expect(geocoder.asked).toHaveLength(3);
    expect(await addresses.fillAddresses([])).toEqual([]);
  });

  it('answers null for coordinates that are not numbers, and forgets everything on dispose', async () => {
    const geocoder = new RecordingGeocoder();
    const addresses = new AddressResolver(geocoder);
    expect(await addresses.addressFor(Number.NaN, 85)).toBeNull();
    await addresses.addressFor(27.67298, 85.43005);
    addresses.dispose();
    expect(addresses.size).toBe(0);
    await addresses.addressFor(27.67298, 85.43005);
    expect(geocoder.asked).toHaveLength(2);
  });
});
