import { EARTH_RADIUS_M } from '@fleetkit/sdk-core';

/** One place as a gazetteer source gives it. */
export interface GazetteerPlace {
  /** Stable id within the source (GeoNames id). */
  id: number;
  /** Name as written locally in Latin letters: "Pokhara". */
  name: string;
  /** Other names the place is searched by (translations, transliterations). */
  alternateNames?: readonly string[];
  /** ISO 3166-1 alpha-2 country code, upper case: "NP". */
  countryCode: string;
  /** People living there; 0 when unknown. */
  population: number;
  /** Degrees, -90..90. */
  latitude: number;
  /** Degrees, -180..180. */
  longitude: number;
  /** GeoNames feature code (`PPL`, `PPLA`, `PPLC`, `PPLX`…). */
  featureCode?: string;
}

/** Kilometres per degree of latitude (and of longitude at the equator). */
export const KM_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180 / 1000;
const RADIANS = Math.PI / 180;
/** Grid cells are this many degrees on a side: about 55 km, a few dozen places where they are dense. */
const CELL_DEGREES = 0.5;
const ROWS = 180 / CELL_DEGREES;
const COLUMNS = 360 / CELL_DEGREES;

function rowOf(latitude: number): number {
  return Math.min(ROWS - 1, Math.max(0, Math.floor((latitude + 90) / CELL_DEGREES)));
}

function columnOf(longitude: number): number {
  const column = Math.floor((longitude + 180) / CELL_DEGREES);
  return ((column % COLUMNS) + COLUMNS) % COLUMNS;
}

/**
 * The places of a gazetteer in compact columns (typed arrays), with a fixed grid of half-degree cells
 * over them so "which places lie within r km of this point" reads only the cells around it.
 * Immutable once built.
 *
 * @example
 * const gazetteer = Gazetteer.fromPlaces(await readAllTheCities());
 * gazetteer.forEachNear(27.67, 85.43, 10, (index, km) => console.log(gazetteer.name(index), km));
 */
export class Gazetteer {
  /** Number of places. */
  readonly size: number;
  /** Largest population of any place (0 for an empty gazetteer). */
  readonly maxPopulation: number;
  #ids: Float64Array;
  #names: string[];
  #alternateNames: Map<number, readonly string[]>;
  #countryOf: Uint16Array;
  #countries: string[];
  #featureOf: Uint8Array;
  #features: string[];
  #population: Uint32Array;
  #latitude: Float64Array;
  #longitude: Float64Array;
  /** Places of cell c are `#cellPlaces[#cellStart[c] .. #cellStart[c + 1])`. */
  #cellStart: Uint32Array;
  #cellPlaces: Uint32Array;

  private constructor(places: readonly GazetteerPlace[]) {
    const size = places.length;
    this.size = size;
    this.#ids = new Float64Array(size);
    this.#names = new Array<string>(size);
    this.#alternateNames = new Map();
    this.#countryOf = new Uint16Array(size);
    this.#countries = [];
    this.#featureOf = new Uint8Array(size);
    this.#features = [''];
    this.#population = new Uint32Array(size);
    this.#latitude = new Float64Array(size);
    this.#longitude = new Float64Array(size);
    const countryIndex = new Map<string, number>();
    const featureIndex = new Map<string, number>([['', 0]]);
    const cellOf = new Uint32Array(size);
    const counts = new Uint32Array(ROWS * COLUMNS + 1);
    let maxPopulation = 0;
    places.forEach((place, i) => {
      this.#ids[i] = place.id;
      this.#names[i] = place.name;
      if (place.alternateNames && place.alternateNames.length > 0) {
        this.#alternateNames.set(i, place.alternateNames);
      }
      let country = countryIndex.get(place.countryCode);
      if (country === undefined) {
        country = this.#countries.push(place.countryCode) - 1;
        countryIndex.set(place.countryCode, country);
      }
      this.#countryOf[i] = country;
      const featureCode = place.featureCode ?? '';
      let feature = featureIndex.get(featureCode);
      if (feature === undefined && this.#features.length < 256) {
        feature = this.#features.push(featureCode) - 1;
        featureIndex.set(featureCode, feature);
      }
      this.#featureOf[i] = feature ?? 0;
      this.#population[i] = Math.max(0, Math.round(place.population));
      maxPopulation = Math.max(maxPopulation, this.#population[i] ?? 0);
      this.#latitude[i] = place.latitude;
      this.#longitude[i] = place.longitude;
      const cell = rowOf(place.latitude) * COLUMNS + columnOf(place.longitude);
      cellOf[i] = cell;
      counts[cell + 1] = (counts[cell + 1] ?? 0) + 1;
    });
    this.maxPopulation = maxPopulation;
    for (let c = 1; c < counts.length; c++) counts[c] = (counts[c] ?? 0) + (counts[c - 1] ?? 0);
    this.#cellStart = counts.slice();
    this.#cellPlaces = new Uint32Array(size);
    const next = counts;
    for (let i = 0; i < size; i++) {
      const cell = cellOf[i] ?? 0;
      const slot = next[cell] ?? 0;
      this.#cellPlaces[slot] = i;
      next[cell] = slot + 1;
    }
  }

  /** Builds a gazetteer from places (read once; the gazetteer keeps no reference to them). */
  static fromPlaces(places: Iterable<GazetteerPlace>): Gazetteer {
    return new Gazetteer(Array.isArray(places) ? places : [...places]);
  }

  /** Source id of place `index`. */
  id(index: number): number {
    return this.#ids[index] ?? 0;
  }
  /** Name of place `index`. */
  name(index: number): string {
    return this.#names[index] ?? '';
  }
  /** Alternate names of place `index` (empty when the source has none). */
  alternateNames(index: number): readonly string[] {
    return this.#alternateNames.get(index) ?? [];
  }
  /** Country code of place `index`: "NP". */
  countryCode(index: number): string {
    return this.#countries[this.#countryOf[index] ?? 0] ?? '';
  }
  /** Feature code of place `index` ('' when unknown). */
  featureCode(index: number): string {
    return this.#features[this.#featureOf[index] ?? 0] ?? '';
  }
  /** Population of place `index` (0 when unknown). */
  population(index: number): number {
    return this.#population[index] ?? 0;
  }
  /** Latitude of place `index`, degrees. */
  latitude(index: number): number {
    return this.#latitude[index] ?? 0;
  }
  /** Longitude of place `index`, degrees. */
  longitude(index: number): number {
    return this.#longitude[index] ?? 0;
  }
  /** Every country code that some place has. */
  countryCodes(): readonly string[] {
    return this.#countries;
  }

  /**
   * Calls `visit(index, distanceKm)` for every place within `radiusKm` of a point, in no particular
   * order. Distances are equirectangular (within a fraction of a percent of great-circle distance at
   * these ranges), which is what ranking nearby places needs; format with a great-circle distance.
   */
  forEachNear(
    latitude: number,
    longitude: number,
    radiusKm: number,
    visit: (index: number, distanceKm: number) => void,
  ): void {
    const spanLat = radiusKm / KM_PER_DEGREE;
    const south = latitude - spanLat;
    const north = latitude + spanLat;
    const widestLatitude = Math.min(90, Math.max(Math.abs(south), Math.abs(north)));
    const cosWidest = Math.cos(widestLatitude * RADIANS);
    const spanLon = cosWidest > 1e-6 ? spanLat / cosWidest : 360;
    const firstRow = rowOf(south);
    const lastRow = rowOf(north);
    let firstColumn = Math.floor((longitude - spanLon + 180) / CELL_DEGREES);
    let lastColumn = Math.floor((longitude + spanLon + 180) / CELL_DEGREES);
    if (lastColumn - firstColumn + 1 >= COLUMNS) {
      firstColumn = 0;
      lastColumn = COLUMNS - 1;
    }
    const radiusSquared = radiusKm * radiusKm;
    for (let row = firstRow; row <= lastRow; row++) {
      for (let column = firstColumn; column <= lastColumn; column++) {
        const cell = row * COLUMNS + (((column % COLUMNS) + COLUMNS) % COLUMNS);
        const end = this.#cellStart[cell + 1] ?? 0;
        for (let slot = this.#cellStart[cell] ?? 0; slot < end; slot++) {
          const index = this.#cellPlaces[slot] ?? 0;
          const placeLatitude = this.#latitude[index] ?? 0;
          let dLon = (this.#longitude[index] ?? 0) - longitude;
          if (dLon > 180) dLon -= 360;
          else if (dLon < -180) dLon += 360;
          const cosMean = Math.cos(((placeLatitude + latitude) / 2) * RADIANS);
          const x = dLon * cosMean * KM_PER_DEGREE;
          const y = (placeLatitude - latitude) * KM_PER_DEGREE;
          const squared = x * x + y * y;
          if (squared <= radiusSquared) visit(index, Math.sqrt(squared));
        }
      }
    }
  }
}
