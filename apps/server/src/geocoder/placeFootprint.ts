import {
  GAZETTEER_MIN_POPULATION,
  IN_PLACE_MIN_RADIUS_KM,
  POPULATION_WEIGHT,
  URBAN_DENSITY_PER_KM2,
} from './geocodingRules';

/** How big a place counts as when a point is matched to it. */
export interface PlaceFootprint {
  /** Radius of the place's built-up circle, km (at least `IN_PLACE_MIN_RADIUS_KM`). */
  radiusKm: number;
  /** Weight of the place against nearer, smaller ones: 1 for a village, about 2.6 for a city of a million. */
  weight: number;
}

/**
 * The footprint of a place of a given population (0 = unknown, counted as the gazetteer's minimum):
 * a circle of `population / URBAN_DENSITY_PER_KM2` km², at least 1 km in radius, and a weight
 * `1 + POPULATION_WEIGHT · log10(population / 1000)`.
 * @example placeFootprint(1_442_271) // { radiusKm: 6.78, weight: 2.58 } (Kathmandu)
 */
export function placeFootprint(population: number): PlaceFootprint {
  const people = Math.max(population, GAZETTEER_MIN_POPULATION);
  const radiusKm = Math.max(IN_PLACE_MIN_RADIUS_KM, Math.sqrt(people / (Math.PI * URBAN_DENSITY_PER_KM2)));
  const weight = 1 + POPULATION_WEIGHT * Math.log10(people / GAZETTEER_MIN_POPULATION);
  return { radiusKm, weight };
}
