// maplibre's worker script, emitted by Vite next to the bundle (the map loads it when it mounts).
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

/** URL of maplibre's worker, for `FleetMap`'s `workerUrl`. */
export const MAP_WORKER_URL: string = workerUrl;
