// @vitest-environment node
import { createFleetClient, deviceSchema, FleetStore, TrackingStore } from '@fleetkit/sdk-core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FleetProvider } from '../context/FleetContext';
import { EventToasts, NotificationBell, NotificationDrawer } from '../notifications/index';
import { Toaster } from '../primitives/index';
import { ProductTour } from '../tour/index';
import { LiveTrackingPanel } from '../tracking/index';
import { VehicleCard, VehicleList } from './index';

// Server rendering: no window, no document. The widgets must render their first frame without them.
describe('server rendering', () => {
  it('renders the vehicle, tracking, notification and tour widgets without a DOM', () => {
    expect(typeof window).toBe('undefined');
    const store = new FleetStore();
    const truck = deviceSchema.parse({ id: 1, name: 'Truck 1', uniqueId: 'T1', status: 'online' });
    store.setDevices([truck]);
    const html = renderToString(
      <FleetProvider
        client={createFleetClient({ baseUrl: 'http://127.0.0.1:9' })}
        store={store}
        tracking={new TrackingStore()}
      >
        <Toaster />
        <EventToasts />
        <NotificationBell onPress={() => {}} />
        <NotificationDrawer isOpen={false} onOpenChange={() => {}} />
        <VehicleCard vehicle={truck} onOpen={() => {}} />
        <VehicleList />
        <LiveTrackingPanel vehicleId={1} />
        <ProductTour isOpen onClose={() => {}} />
      </FleetProvider>,
    );
    expect(html).toContain('Truck 1');
    expect(html).toContain('View Details');
    expect(html).toContain('Engine Action');
  });
});
