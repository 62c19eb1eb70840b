export { type AddressablePosition, AddressResolver, type AddressResolverOptions } from './AddressResolver';
export { compassPoint } from './compassPoint';
export { createGeocoder, type GeocoderSettings } from './createGeocoder';
export { foldPlaceName } from './foldPlaceName';
export { formatAddressDistance, formatRelativeAddress, type RelativePlace } from './formatRelativeAddress';
export { Gazetteer, type GazetteerPlace } from './Gazetteer';
export type {
  Geocoder,
  NominatimAddress,
  NominatimPlace,
  NominatimReversePlace,
  PlaceSearchOptions,
  Viewbox,
} from './Geocoder';
export * from './geocodingRules';
export { LruCache } from './LruCache';
export { NominatimGeocoder, type NominatimGeocoderOptions } from './NominatimGeocoder';
export { OfflineGeocoder, type OfflineGeocoderOptions } from './OfflineGeocoder';
export { placeFootprint } from './placeFootprint';
export { readAllTheCities } from './readAllTheCities';
