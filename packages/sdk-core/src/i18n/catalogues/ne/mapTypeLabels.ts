import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: MAP_TYPE_LABELS. */
export const CATALOGUE = {
  'MAP_TYPE_LABELS.simple': 'साधारण',
  'MAP_TYPE_LABELS.satellite': 'स्याटेलाइट',
  'MAP_TYPE_LABELS.terrain': 'भू-बनोट',
  'MAP_TYPE_LABELS.classic': 'क्लासिक',
} as const satisfies GroupCatalogue<'MAP_TYPE_LABELS'>;
