// @fleetkit/web-component: custom elements over `@fleetkit/map` and sdk-core. Importing this entry
// registers nothing; call `defineFleetElements()` or import '@fleetkit/web-component/define'.

export { defineFleetElements, FLEET_ELEMENTS } from './defineFleetElements';
export {
  COMMON_ATTRIBUTES,
  configureFleetElements,
  type FleetElementDefaults,
  type FleetErrorDetail,
  type FleetReadyDetail,
  type FleetVehicleSelectDetail,
} from './FleetElement';
export { FleetElementError, type FleetElementErrorCode, tokenExpiry } from './FleetFeed';
export { FleetLiveMap } from './FleetLiveMap';
export { FleetShareView } from './FleetShareView';
export { ELEMENT_MESSAGES } from './messages';
export { VERSION } from './version';

declare global {
  interface HTMLElementTagNameMap {
    'fleet-share-view': import('./FleetShareView').FleetShareView;
    'fleet-live-map': import('./FleetLiveMap').FleetLiveMap;
  }
  interface HTMLElementEventMap {
    'fleet-ready': CustomEvent<import('./FleetElement').FleetReadyDetail>;
    'fleet-error': CustomEvent<import('./FleetElement').FleetErrorDetail>;
    'fleet-vehicle-select': CustomEvent<import('./FleetElement').FleetVehicleSelectDetail>;
  }
}
