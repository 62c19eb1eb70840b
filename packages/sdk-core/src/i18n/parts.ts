import type { PORTAL_TEXT_GROUPS } from './portalTextGroups';
import type { SERVER_TEXT_GROUPS } from './serverTextGroups';
import { SCREEN_TEXT_GROUPS } from './textGroups';

/**
 * The parts the catalogues come in, each loaded only where it is shown: `screens` (the widgets and the
 * partner element, needed everywhere), `portal` (the portal's own pages) and `server` (report files and
 * e-mails). A partner page in Nepali loads the screens' part alone.
 */
export const CATALOGUE_PARTS = ['screens', 'portal', 'server'] as const;

/** A part of the catalogues. */
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/** The English text groups of each part. */
export interface PartGroups {
  screens: typeof SCREEN_TEXT_GROUPS;
  portal: typeof PORTAL_TEXT_GROUPS;
  server: typeof SERVER_TEXT_GROUPS;
}

/** A part's English text groups: the screens' at once, the others as chunks of their own. */
export function loadPartGroups<P extends CataloguePart>(part: P): Promise<PartGroups[P]> {
  const groups: { [K in CataloguePart]: () => Promise<PartGroups[K]> } = {
    screens: () => Promise.resolve(SCREEN_TEXT_GROUPS),
    portal: () => import('./portalTextGroups').then((module) => module.PORTAL_TEXT_GROUPS),
    server: () => import('./serverTextGroups').then((module) => module.SERVER_TEXT_GROUPS),
  };
  return groups[part]() as Promise<PartGroups[P]>;
}
