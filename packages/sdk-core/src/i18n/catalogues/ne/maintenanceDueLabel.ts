import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: MAINTENANCE_DUE_LABEL. */
export const CATALOGUE = {
  'MAINTENANCE_DUE_LABEL.ok': 'ठीक छ',
  'MAINTENANCE_DUE_LABEL.dueSoon': 'चाँडै गर्नुपर्ने',
  'MAINTENANCE_DUE_LABEL.overdue': 'समय नाघेको',
  'MAINTENANCE_DUE_LABEL.unknown': 'रिडिङ छैन',
} as const satisfies GroupCatalogue<'MAINTENANCE_DUE_LABEL'>;
