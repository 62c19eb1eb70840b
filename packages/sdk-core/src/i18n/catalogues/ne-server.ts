import type { PartCatalogue } from '../englishCatalogue';
import { NE_SERVER_ACCOUNTS } from './ne/serverAccounts';
import { NE_SERVER_REPORTS } from './ne/serverReports';

/** नेपाली (Nepali), the server's part: report files and e-mails. */
export const NEPALI_SERVER_CATALOGUE = {
  ...NE_SERVER_REPORTS,
  ...NE_SERVER_ACCOUNTS,
} as const satisfies PartCatalogue<'server'>;
