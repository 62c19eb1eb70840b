import type { Gazetteer } from './Gazetteer';
import { REVERSE_MAX_DISTANCE_KM } from './geocodingRules';
import { placeFootprint } from './placeFootprint';

/** The place a point is described against. */
export interface PlaceFix {
  /** Index of the place in the gazetteer. */
  index: number;
  /** Distance from the place's centre, km (equirectangular; format with a great-circle distance). */
  distanceKm: number;
  /** The point lies in the place's built-up circle. */
  inside: boolean;
}

/** First search radius (km); grows by doubling up to `REVERSE_MAX_DISTANCE_KM`. */
const FIRST_RADIUS_KM = 25;

/**
 * Chooses the place to describe a point against, or null when no place lies within
 * `REVERSE_MAX_DISTANCE_KM`. The rule (see `placeFootprint`):
 *
 * 1. If the point lies inside one or more built-up circles, it is "in" the place whose centre it is
 *    relatively closest to (smallest distance ÷ radius): at the centre of a town inside a city's circle
 *    it is in the town; 3 km from the centre of a city of a million it is in the city, unless a
 *    village is within a few hundred metres.
 * 2. Otherwise it is near the place with the smallest distance ÷ weight, so a bigger place may be
 *    somewhat farther than a smaller one and still be chosen: a city of a million (weight 2.6) 9 km
 *    away beats a village 4 km away, but not one 3 km away.
 */
export function locatePlace(gazetteer: Gazetteer, latitude: number, longitude: number): PlaceFix | null {
  if (gazetteer.size === 0) return null;
  const { radiusKm: largestRadius, weight: largestWeight } = placeFootprint(gazetteer.maxPopulation);
  let radius = Math.min(REVERSE_MAX_DISTANCE_KM, Math.max(FIRST_RADIUS_KM, largestRadius));
  for (;;) {
    // Held in one object: the callback fills it, and TypeScript narrows plain locals back to null.
    const best = {
      inside: null as PlaceFix | null,
      insideScore: Number.POSITIVE_INFINITY,
      near: null as PlaceFix | null,
      nearScore: Number.POSITIVE_INFINITY,
    };
    gazetteer.forEachNear(latitude, longitude, radius, (index, distanceKm) => {
      const footprint = placeFootprint(gazetteer.population(index));
      if (distanceKm <= footprint.radiusKm) {
        const score = distanceKm / footprint.radiusKm;
        if (score < best.insideScore) {
          best.insideScore = score;
          best.inside = { index, distanceKm, inside: true };
        }
      } else {
        const score = distanceKm / footprint.weight;
        if (score < best.nearScore) {
          best.nearScore = score;
          best.near = { index, distanceKm, inside: false };
        }
      }
    });
    // Every circle is smaller than the first radius, so a point inside one has found it already.
    if (best.inside) return best.inside;
    // A place beyond `radius` scores at least radius ÷ largestWeight: stop once that cannot win.
    if (best.near && best.nearScore * largestWeight <= radius) return best.near;
    if (radius >= REVERSE_MAX_DISTANCE_KM) return best.near;
    radius = Math.min(REVERSE_MAX_DISTANCE_KM, radius * 2);
  }
}
