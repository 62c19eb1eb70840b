// Validation rules of SPEC §5: the vehicle and document forms, files, date ranges and presets,
// mileage, share expiries and multi-select limits.
export { DATE_PRESETS, type DatePreset, type DateRange, presetRange, type RangePreset } from './datePresets';
export { type DocumentForm, documentFormSchema } from './documentFormSchema';
export { multiSelectAllows } from './multiSelectAllows';
export { OVERVIEW_RANGES, type OverviewRange, overviewRange } from './overviewRanges';
export {
  isAllowedShareExpiry,
  SHARE_EXPIRY_OPTIONS,
  type ShareExpiryOption,
  shareExpirationTime,
} from './shareExpiry';
export { shouldSendMileage } from './shouldSendMileage';
export { DATE_RANGE_MESSAGES, type DateRangeOptions, validateDateRange } from './validateDateRange';
export {
  type DocumentFileCandidate,
  isAcceptedDocumentImage,
  UNSUPPORTED_FILE_TYPE_MESSAGE,
  validateDocumentFiles,
} from './validateDocumentFiles';
export type { ValidationResult } from './validationResult';
export { type VehicleFormContext, vehicleFormDefaults } from './vehicleFormDefaults';
export {
  TRUST_ODOMETER_ATTRIBUTE,
  trustsOdometer,
  VEHICLE_FORM_MESSAGES,
  type VehicleForm,
  type VehicleFormValues,
  vehicleFormSchema,
} from './vehicleFormSchema';
export { vehicleFormToAccumulators } from './vehicleFormToAccumulators';
export {
  type ExistingVehicle,
  STRIPPED_DEVICE_FIELDS,
  type VehicleDeviceBody,
  vehicleFormToDevice,
} from './vehicleFormToDevice';
