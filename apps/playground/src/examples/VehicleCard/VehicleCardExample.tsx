import { FleetProvider, VehicleCard } from '@fleetkit/react-widgets';
import { useSyncExternalStore } from 'react';
import type { Example } from '../types';

/** One vehicle's card, live from the store; its callbacks write to the log below it. */
export const vehicleCardExample: Example = {
  id: 'VehicleCard',
  title: 'VehicleCard',
  controls: [
    { kind: 'vehicle', name: 'vehicleId', label: 'Vehicle' },
    { kind: 'boolean', name: 'guest', label: 'Guest (no action icons)' },
  ],
  initial: { vehicleId: null, guest: false },
  Component: function VehicleCardExample({ fleet, props }) {
    const devices = useSyncExternalStore(
      (listener) => fleet.store.subscribe(listener),
      () => fleet.store.devices.peek(),
    );
    const vehicle =
      typeof props.vehicleId === 'number' ? devices.get(props.vehicleId) : devices.values().next().value;
    if (!vehicle) return <p>No vehicle yet: the simulator's vehicles appear once they report.</p>;
    const log = (what: string) => (id: number) => {
      document.getElementById('example-log')?.append(`${what}(${id})\n`);
    };
    return (
      <FleetProvider client={fleet.client} store={fleet.store} tracking={fleet.tracking}>
        <VehicleCard
          vehicle={vehicle}
          guest={props.guest === true}
          onOpen={log('onOpen')}
          onShare={log('onShare')}
          onDriverInfo={log('onDriverInfo')}
          onDocuments={log('onDocuments')}
          onConnectData={log('onConnectData')}
        />
        <pre id="example-log" role="log" aria-label="Callbacks" />
      </FleetProvider>
    );
  },
};
