export {
  type AccountOptions,
  accountOptionsSchema,
  type SignIn,
  signInSchema,
} from './account';
export type { CommandDispatch } from './commands';
export {
  createFleetClient,
  type FleetClient,
  type FleetClientOptions,
  type Place,
  placeSchema,
} from './createFleetClient';
export type { CrudResource, TraccarListQuery } from './crudResource';
export type { VehicleInput } from './devices';
export type { DocumentInput, DocumentListQuery } from './documents';
export { errorFromResponse, FleetApiError, TOTP_REQUIRED } from './FleetApiError';
export { FleetHttp, type FleetHttpOptions, type Query, type QueryValue, toSearchParams } from './FleetHttp';
export { type ReportKind, type ReportQuery, XLSX_MIME } from './reports';
