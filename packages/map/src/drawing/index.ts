// @fleetkit/map/drawing: geofence drawing on a maplibre map with terra-draw (an optional peer: install
// terra-draw and terra-draw-maplibre-gl-adapter to use this entry). terra-draw loads when drawing starts.

export { GeofenceDrawing, type GeofenceDrawingEvents, type GeofenceDrawShape } from './GeofenceDrawing';
