import {
  FleetMap,
  LocateButton,
  PlaceSearch,
  useTexts,
  VehicleCard,
  VehicleList,
} from '@fleetkit/react-widgets';
import { VEHICLE_SCREEN_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useSearchParams } from 'react-router';
import { MAP_WORKER_URL } from '../../live/mapWorkerUrl';
import { offerMapToTests } from '../../live/offerMapToTests';
import { savedMapView } from '../../live/savedMapView';
import { WidgetFleetProvider } from '../../live/WidgetFleetProvider';
import { useSignedInSession } from '../../session/SessionContext';
import { notify } from '../../ui/notify';
import { useVehicleActions } from './VehicleActionDialogs';
import './vehicles.css';

/** The `tab` query of the vehicles page (SPEC §2): `default` lists cards, `secondary` a table. */
export type VehiclesTab = 'default' | 'secondary';

function AllVehicles() {
  const [params, setParams] = useSearchParams();
  const tab: VehiclesTab = params.get('tab') === 'secondary' ? 'secondary' : 'default';
  const { handlers, dialogs } = useVehicleActions();
  const { user, server } = useSignedInSession();
  const texts = useTexts(VEHICLE_SCREEN_TEXTS);

  return (
    <div className="fleet-portal-vehicles" data-layout={tab}>
      <section className="fleet-portal-vehicles__list" aria-label={texts.vehicles} data-tour="vehicle-card">
        <VehicleList
          layout={tab === 'secondary' ? 'table' : 'list'}
          onLayoutChange={(layout) =>
            setParams(
              (previous) => {
                const next = new URLSearchParams(previous);
                next.set('tab', layout === 'table' ? 'secondary' : 'default');
                return next;
              },
              { replace: true },
            )
          }
          {...handlers}
        />
      </section>
      <section className="fleet-portal-vehicles__map fleet-portal-map-frame" aria-label={texts.liveMap}>
        <FleetMap
          mode="view_devices"
          workerUrl={MAP_WORKER_URL}
          onReady={offerMapToTests}
          {...savedMapView(user, server)}
          renderPopup={({ device, position }) => (
            <VehicleCard vehicle={device} position={position ?? null} {...handlers} />
          )}
        >
          <PlaceSearch />
          <LocateButton onError={(message, title) => void notify.error(title, { description: message })} />
        </FleetMap>
      </section>
      {dialogs}
    </div>
  );
}

/**
 * /dashboard/vehicle/all-vehicles (SPEC §2): the live map beside the vehicles (status chips with
 * counts, name search, cards or a table by the `tab` query); a card opens the vehicle's tracking
 * screen, except an expired one, which says so and stays.
 */
export function AllVehiclesPage() {
  return (
    <WidgetFleetProvider>
      <AllVehicles />
    </WidgetFleetProvider>
  );
}
