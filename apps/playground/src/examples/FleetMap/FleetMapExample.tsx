import { FleetMap, FleetProvider, MAP_MODES, type MapMode, VehicleCard } from '@fleetkit/react-widgets';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { Example } from '../types';

/** The live fleet map with a vehicle card in each popup. */
export const fleetMapExample: Example = {
  id: 'FleetMap',
  title: 'FleetMap',
  controls: [
    {
      kind: 'select',
      name: 'mode',
      label: 'Mode',
      options: ['view_devices', 'track_device'] satisfies MapMode[],
    },
    { kind: 'vehicle', name: 'trackedDeviceId', label: 'Tracked vehicle' },
    { kind: 'boolean', name: 'showOptions', label: "'More Options' panel" },
    { kind: 'boolean', name: 'showTrafficButton', label: 'Traffic button' },
  ],
  initial: { mode: 'view_devices', trackedDeviceId: null, showOptions: true, showTrafficButton: true },
  Component: function FleetMapExample({ fleet, props }) {
    const mode = MAP_MODES.includes(props.mode as MapMode) ? (props.mode as MapMode) : 'view_devices';
    return (
      <FleetProvider client={fleet.client} store={fleet.store} tracking={fleet.tracking}>
        <FleetMap
          workerUrl={workerUrl}
          mode={mode}
          trackedDeviceId={typeof props.trackedDeviceId === 'number' ? props.trackedDeviceId : null}
          showOptions={props.showOptions === true}
          showTrafficButton={props.showTrafficButton === true}
          renderPopup={({ device }) => <VehicleCard vehicle={device} />}
        />
      </FleetProvider>
    );
  },
};
