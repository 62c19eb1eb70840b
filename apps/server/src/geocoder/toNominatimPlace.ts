import { countryName } from './countryName';
import { type Gazetteer, KM_PER_DEGREE } from './Gazetteer';
import type { NominatimAddress, NominatimPlace } from './Geocoder';
import { GAZETTEER_LICENCE } from './geocodingRules';
import { placeFootprint } from './placeFootprint';

/** OpenStreetMap's usual thresholds between a village, a town and a city (people). */
const TOWN_FROM = 10_000;
const CITY_FROM = 100_000;
/** `importance` is log10(population) over this, capped at 1: a village about 0.4, a city of ten million 0.9. */
const IMPORTANCE_SCALE = 8;

/** The OpenStreetMap `place=*` value of a gazetteer place: suburb for a section of a city, else by size. */
export function placeType(gazetteer: Gazetteer, place: number): string {
  if (gazetteer.featureCode(place) === 'PPLX') return 'suburb';
  const population = gazetteer.population(place);
  if (population >= CITY_FROM) return 'city';
  if (population >= TOWN_FROM) return 'town';
  return 'village';
}

/** Address parts of a gazetteer place: `{ city: 'Pokhara', country: 'Nepal', country_code: 'np' }`. */
export function placeAddress(gazetteer: Gazetteer, place: number): NominatimAddress {
  const code = gazetteer.countryCode(place);
  return {
    [placeType(gazetteer, place)]: gazetteer.name(place),
    country: countryName(code),
    country_code: code.toLowerCase(),
  };
}

/**
 * A gazetteer place in Nominatim's search JSON. Its bounding box is the place's built-up circle
 * (`placeFootprint`), its importance grows with its population.
 */
export function toNominatimPlace(gazetteer: Gazetteer, place: number): NominatimPlace {
  const latitude = gazetteer.latitude(place);
  const longitude = gazetteer.longitude(place);
  const population = gazetteer.population(place);
  const { radiusKm } = placeFootprint(population);
  const spanLat = radiusKm / KM_PER_DEGREE;
  const spanLon = spanLat / Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  const degrees = (value: number) => value.toFixed(7);
  const type = placeType(gazetteer, place);
  const name = gazetteer.name(place);
  const importance = Math.min(1, Math.log10(Math.max(population, 1000)) / IMPORTANCE_SCALE);
  return {
    place_id: gazetteer.id(place),
    licence: GAZETTEER_LICENCE,
    lat: String(latitude),
    lon: String(longitude),
    display_name: `${name}, ${countryName(gazetteer.countryCode(place))}`,
    name,
    boundingbox: [
      degrees(Math.max(-90, latitude - spanLat)),
      degrees(Math.min(90, latitude + spanLat)),
      degrees(Math.max(-180, longitude - spanLon)),
      degrees(Math.min(180, longitude + spanLon)),
    ],
    class: 'place',
    type,
    importance: Math.round(importance * 10_000) / 10_000,
    addresstype: type,
    address: placeAddress(gazetteer, place),
  };
}
