import type { GroupCatalogue } from '../../englishCatalogue';

/** नेपाली: VEHICLE_LINK_TEXTS. */
export const CATALOGUE = {
  'VEHICLE_LINK_TEXTS.save': 'सुरक्षित गर्नुहोस्',
  'VEHICLE_LINK_TEXTS.noVehicles': 'अहिलेसम्म कुनै सवारी साधन छैन।',
  'VEHICLE_LINK_TEXTS.none': 'कुनै छैन',
} as const satisfies GroupCatalogue<'VEHICLE_LINK_TEXTS'>;
