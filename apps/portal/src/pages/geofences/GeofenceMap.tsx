import { FleetMap, type FleetMapProps } from '@fleetkit/react-widgets';
import { MAP_WORKER_URL } from '../../live/mapWorkerUrl';

/** The map beside the geofence list and under the geofence editor, sized by the page. */
export function GeofenceMap(props: Omit<FleetMapProps, 'workerUrl'>) {
  return (
    <div className="fleet-portal-geofence-map">
      <FleetMap workerUrl={MAP_WORKER_URL} showTrafficButton={false} {...props} />
    </div>
  );
}
