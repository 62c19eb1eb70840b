import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: VALUE_TEXTS. */
export const CATALOGUE = {
  'VALUE_TEXTS.ignition.On': 'अन',
  'VALUE_TEXTS.ignition.Off': 'अफ',
  'VALUE_TEXTS.notAvailable': 'उपलब्ध छैन',
} as const satisfies GroupCatalogue<'VALUE_TEXTS'>;
