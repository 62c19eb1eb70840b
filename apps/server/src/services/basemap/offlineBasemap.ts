import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GazetteerPlace } from '../../geocoder/Gazetteer';
import { readAllTheCities } from '../../geocoder/readAllTheCities';

/** The layers of the embedded basemap, each served as one GeoJSON document. */
export const BASEMAP_LAYERS = ['land', 'borders', 'places'] as const;
export type BasemapLayer = (typeof BASEMAP_LAYERS)[number];

/** Places of at least this many people are labelled on the offline basemap. */
export const BASEMAP_MIN_POPULATION = 50_000;

/**
 * Label rank of a place, from 1 (capitals and cities of a million) to 4 (towns of 50 000): the style
 * shows lower ranks from lower zooms, so a world view is not a wall of names.
 */
export function placeRank(place: Pick<GazetteerPlace, 'population' | 'featureCode'>): number {
  if (place.featureCode === 'PPLC' || place.population >= 1_000_000) return 1;
  if (place.population >= 500_000) return 2;
  if (place.population >= 200_000) return 3;
  return 4;
}

/** A GeoJSON feature collection as served (only the parts the basemap writes). */
interface FeatureCollection {
  type: 'FeatureCollection';
  features: unknown[];
}

type Topology = Parameters<typeof mesh>[0];
type TopologyObject = NonNullable<Parameters<typeof mesh>[1]>;
type CountriesTopology = Topology & { objects: { countries: TopologyObject; land: TopologyObject } };

async function readCountries(): Promise<CountriesTopology> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('world-atlas/countries-50m.json');
  return JSON.parse(await readFile(file, 'utf8')) as CountriesTopology;
}

/** Land polygons of Natural Earth's 1:50m scale (through world-atlas). */
function landOf(topology: CountriesTopology): FeatureCollection {
  // `land` is one GeometryCollection in world-atlas, so this is a FeatureCollection.
  const land = feature(topology, topology.objects.land) as { type: string; features?: unknown[] };
  return { type: 'FeatureCollection', features: land.features ?? [land] };
}

/** Borders between two countries, each drawn once (coastlines are the land's edge, not a border). */
function bordersOf(topology: CountriesTopology): FeatureCollection {
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: borders }] };
}

/** Populated places to label, biggest first so the style's collision pass keeps the important ones. */
function placesOf(places: readonly GazetteerPlace[]): FeatureCollection {
  const features = places
    .filter((place) => place.population >= BASEMAP_MIN_POPULATION || place.featureCode === 'PPLC')
    .sort((a, b) => b.population - a.population)
    .map((place) => ({
      type: 'Feature' as const,
      id: place.id,
      properties: { name: place.name, population: place.population, rank: placeRank(place) },
      geometry: { type: 'Point' as const, coordinates: [place.longitude, place.latitude] },
    }));
  return { type: 'FeatureCollection', features };
}

/**
 * The basemap the server always has, with no network: land and country borders from Natural Earth
 * (the `world-atlas` package), places from the GeoNames gazetteer the geocoder reads. Each layer is
 * built once, on first request, and kept as serialised JSON.
 */
export class OfflineBasemap {
  #layers: Promise<Record<BasemapLayer, string>> | null = null;

  /** The GeoJSON text of one layer. */
  async layer(name: BasemapLayer): Promise<string> {
    this.#layers ??= this.#build();
    return (await this.#layers)[name];
  }

  async #build(): Promise<Record<BasemapLayer, string>> {
    const [topology, places] = await Promise.all([readCountries(), readAllTheCities()]);
    return {
      land: JSON.stringify(landOf(topology)),
      borders: JSON.stringify(bordersOf(topology)),
      places: JSON.stringify(placesOf(places)),
    };
  }
}
