import type { PartCatalogue } from '../englishCatalogue';
import { NE_SERVER_ACCOUNTS } from './ne/serverAccounts';
import { NE_SERVER_EVENTS } from './ne/serverEvents';
import { NE_SERVER_REPORTS } from './ne/serverReports';

/** नेपाली (Nepali), the server's part: report files and e-mails. */
export const NEPALI_SERVER_CATALOGUE = {
  ...NE_SERVER_REPORTS,
  ...NE_SERVER_ACCOUNTS,
  ...NE_SERVER_EVENTS,
} as const satisfies PartCatalogue<'server'>;
