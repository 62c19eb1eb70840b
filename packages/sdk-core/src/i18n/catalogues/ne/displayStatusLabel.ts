import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: DISPLAY_STATUS_LABEL. */
export const CATALOGUE = {
  'DISPLAY_STATUS_LABEL.moving': 'चलिरहेको',
  'DISPLAY_STATUS_LABEL.idling': 'आइडलिङ',
  'DISPLAY_STATUS_LABEL.stopped': 'रोकिएको',
  'DISPLAY_STATUS_LABEL.offline': 'अफलाइन',
  'DISPLAY_STATUS_LABEL.unknown': 'उपलब्ध छैन',
} as const satisfies GroupCatalogue<'DISPLAY_STATUS_LABEL'>;
