import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: STATUS_FILTER_LABEL. */
export const CATALOGUE = {
  'STATUS_FILTER_LABEL.all': 'सबै',
  'STATUS_FILTER_LABEL.moving': 'चलिरहेका',
  'STATUS_FILTER_LABEL.stopped': 'रोकिएका',
  'STATUS_FILTER_LABEL.idling': 'आइडलिङ',
  'STATUS_FILTER_LABEL.offline': 'अफलाइन',
} as const satisfies GroupCatalogue<'STATUS_FILTER_LABEL'>;
