import type { ErrorEvent, Map as MaplibreMap } from 'maplibre-gl';

/** Why a map could not start: no WebGL in this browser, or a base style that failed to load. */
export class MapStartError extends Error {
  readonly kind: 'webgl' | 'style';

  constructor(kind: 'webgl' | 'style', cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      kind === 'webgl'
        ? `The map cannot start: this browser has no WebGL (${reason})`
        : `The map style could not be loaded (${reason})`,
      { cause },
    );
    this.name = 'MapStartError';
    this.kind = kind;
  }
}

/**
 * Watches a map's start: creating it (WebGL) and loading its first style. `promise` rejects with a
 * {@link MapStartError} when either fails; errors of tiles and other sources do not count.
 */
export function startFailure() {
  let reject: (error: MapStartError) => void = () => {};
  const promise = new Promise<never>((_, fail) => {
    reject = fail;
  });
  // Raced against the start; never an unhandled rejection when the start wins.
  promise.catch(() => {});
  let stopWatching = () => {};
  return {
    promise,
    /** Runs `make` (the map's constructor); a throw is a WebGL failure. */
    create<T>(make: () => T): T {
      try {
        return make();
      } catch (error) {
        throw new MapStartError('webgl', error);
      }
    },
    /**
     * Listens for the style failing before it first loads: its URL cannot be fetched or is not a
     * style. A sprite, glyph or tile that fails (another URL, or a source's error) does not count.
     */
    watch(map: MaplibreMap, style: unknown): void {
      const onError = (event: ErrorEvent & { sourceId?: string; tile?: unknown }) => {
        if (event.sourceId !== undefined || event.tile !== undefined) return;
        const url = (event.error as { url?: unknown } | undefined)?.url;
        if (typeof url === 'string' && url !== style) return;
        reject(new MapStartError('style', event.error));
      };
      map.on('error', onError);
      stopWatching = () => map.off('error', onError);
    },
    /** Stops listening once the map has started. */
    stop(): void {
      stopWatching();
    },
  };
}
