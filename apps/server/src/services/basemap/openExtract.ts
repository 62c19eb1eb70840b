import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import { PmtilesArchive } from './PmtilesArchive';

/** The file name the server looks for in its data directory when `mapPmtiles` is unset. */
export const DEFAULT_EXTRACT_NAME = 'basemap.pmtiles';

/** The extract file the configuration names, or the data directory's `basemap.pmtiles`; null if neither. */
export async function extractPathOf(config: Pick<ServerConfig, 'mapPmtiles' | 'dataDir'>): Promise<{
  path: string;
  configured: boolean;
} | null> {
  if (config.mapPmtiles) return { path: resolve(config.mapPmtiles), configured: true };
  const path = resolve(join(config.dataDir, DEFAULT_EXTRACT_NAME));
  try {
    await access(path);
    return { path, configured: false };
  } catch {
    return null;
  }
}

/**
 * Opens the offline street-map extract, if there is one. One that cannot be used (missing, not a
 * PMTiles v3 vector archive) is logged as an error naming the file and the setting, and the map falls
 * back to the next source (docs/maps.md, "Precedence"): the server still starts.
 */
export async function openExtract(
  config: Pick<ServerConfig, 'mapPmtiles' | 'dataDir' | 'mapOnline'>,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
): Promise<PmtilesArchive | null> {
  const found = await extractPathOf(config);
  if (!found) return null;
  try {
    const archive = await PmtilesArchive.open(found.path);
    log.info(
      { path: found.path, minZoom: archive.summary.minZoom, maxZoom: archive.summary.maxZoom },
      'Offline street map: drawing Simple and Classic from the PMTiles extract',
    );
    return archive;
  } catch (error) {
    const setting = found.configured
      ? 'FLEETKIT_MAP_PMTILES (--map-pmtiles)'
      : `the data directory's ${DEFAULT_EXTRACT_NAME}`;
    const instead = config.mapOnline ? 'the online basemap' : 'the world basemap';
    log.error(
      { path: found.path },
      `Map extract named by ${setting} cannot be used: ${(error as Error).message}. Drawing ${instead} instead.`,
    );
    return null;
  }
}
