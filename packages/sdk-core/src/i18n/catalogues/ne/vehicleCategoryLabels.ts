import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: VEHICLE_CATEGORY_LABELS. */
export const CATALOGUE = {
  'VEHICLE_CATEGORY_LABELS.car': 'कार',
  'VEHICLE_CATEGORY_LABELS.dirtBike': 'डर्ट बाइक',
  'VEHICLE_CATEGORY_LABELS.bus': 'बस',
  'VEHICLE_CATEGORY_LABELS.ambulance': 'एम्बुलेन्स',
  'VEHICLE_CATEGORY_LABELS.fire': 'दमकल',
  'VEHICLE_CATEGORY_LABELS.jcb': 'जेसीबी',
  'VEHICLE_CATEGORY_LABELS.schoolBus': 'स्कुल बस',
  'VEHICLE_CATEGORY_LABELS.truck': 'ट्रक',
  'VEHICLE_CATEGORY_LABELS.van': 'भ्यान',
  'VEHICLE_CATEGORY_LABELS.cycle': 'साइकल',
  'VEHICLE_CATEGORY_LABELS.motorcycle': 'मोटरसाइकल',
  'VEHICLE_CATEGORY_LABELS.pickup': 'पिकअप',
  'VEHICLE_CATEGORY_LABELS.safari': 'सफारी',
  'VEHICLE_CATEGORY_LABELS.scooter': 'स्कुटर',
  'VEHICLE_CATEGORY_LABELS.tempo': 'टेम्पो',
  'VEHICLE_CATEGORY_LABELS.tractor': 'ट्र्याक्टर',
  'VEHICLE_CATEGORY_LABELS.rmc': 'आरएमसी',
} as const satisfies GroupCatalogue<'VEHICLE_CATEGORY_LABELS'>;
