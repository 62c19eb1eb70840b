// @fleetkit/react-widgets: React components over @fleetkit/sdk-core. Rules live in sdk-core; these
// components only show them. Importing this entry touches neither window nor maplibre-gl: the map
// library loads when a map mounts. Styles ship separately as `@fleetkit/react-widgets/style.css`.

export * from './context/index';
export * from './dialogs/index';
export * from './geofences/index';
export * from './history/index';
export * from './map/index';
export * from './notifications/index';
export * from './primitives/index';
export * from './tour/index';
export * from './tracking/index';
export * from './vehicles/index';
