import { GeofenceEditor, PlaceSearch, useTexts } from '@fleetkit/react-widgets';
import type { Geofence } from '@fleetkit/sdk-core';
import { GEOFENCE_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../app/NotFoundPage';
import { WidgetFleetProvider } from '../../live/WidgetFleetProvider';
import { geofenceLinksQuery, geofencesQuery, mapStylesQuery, vehiclesQuery } from '../../queries';
import { LoadingScreen } from '../../ui/LoadingScreen';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { GeofenceFields } from './GeofenceFields';
import { GeofenceMap } from './GeofenceMap';
import { MapRecovery } from './MapRecovery';
import './geofences.css';

const NO_LINKS: ReadonlySet<number> = new Set();
const EMPTY: readonly Geofence[] = [];

/**
 * /dashboard/geofences/add and /dashboard/geofences/edit/{geoId}: name, description and the vehicles
 * the geofence is linked to, beside the map where a circle or a polygon is drawn (one shape at a time:
 * a new drawing replaces the previous one).
 */
export function GeofenceFormPage() {
  return (
    <WidgetFleetProvider>
      <GeofenceForm />
    </WidgetFleetProvider>
  );
}

function GeofenceForm() {
  const { geoId } = useParams();
  const texts = useTexts(GEOFENCE_PAGE_TEXTS);
  const editing = geoId !== undefined;
  const geofences = useQuery(geofencesQuery);
  const vehicles = useQuery(vehiclesQuery);
  const vehicleIds = (vehicles.data ?? []).map((vehicle) => vehicle.id);
  const links = useQuery({ ...geofenceLinksQuery(vehicleIds), enabled: vehicles.isSuccess && editing });
  const title = editing ? texts.editGeofence : texts.addGeofence;

  return (
    <>
      <PageHeader title={title} description={texts.formDescription}>
        <Link className="fleet-portal-button fleet-portal-button--secondary" to="/dashboard/geofences">
          {texts.backToGeofences}
        </Link>
      </PageHeader>
      <QueryBoundary query={geofences}>
        {() => {
          const geofence = editing ? geofences.data?.find((g) => String(g.id) === geoId) : null;
          if (geofence === undefined) {
            return <NotFoundPage inPage />;
          }
          if (vehicles.isPending || (editing && links.isPending)) return <LoadingScreen />;
          return (
            <GeofenceEditorLayout
              key={geofence?.id ?? 'new'}
              geofence={geofence}
              all={geofences.data ?? EMPTY}
              vehicles={vehicles.data ?? []}
              linked={geofence ? (links.data?.get(geofence.id) ?? NO_LINKS) : NO_LINKS}
            />
          );
        }}
      </QueryBoundary>
    </>
  );
}

function GeofenceEditorLayout({
  geofence,
  all,
  vehicles,
  linked,
}: {
  geofence: Geofence | null;
  all: readonly Geofence[];
  vehicles: readonly { id: number; name: string }[];
  linked: ReadonlySet<number>;
}) {
  // The map's geofences must keep their identity between renders.
  const others = useMemo(() => all.filter((g) => g.id !== geofence?.id), [all, geofence?.id]);
  const styles = useQuery({ ...mapStylesQuery, retry: false });
  // The map opens on a plain style and then loads the server's; the editor starts once that style is
  // on, so that its drawing is not restarted under the user's first clicks.
  const [styled, setStyled] = useState(false);
  // After a failure of the map, it starts again on the shape drawn last.
  const [generation, setGeneration] = useState(0);
  const [startArea, setStartArea] = useState<string | null>(geofence?.area ?? null);
  if (styles.isPending) return <LoadingScreen />;
  const mapStyles = styles.data ?? null;
  return (
    <GeofenceFields geofence={geofence} vehicles={vehicles} linked={linked}>
      {({ area, onArea, onDrawError }) => (
        <MapRecovery
          onReload={() => {
            setStartArea(area);
            setStyled(false);
            setGeneration((count) => count + 1);
          }}
        >
          <GeofenceMap
            key={generation}
            mode={geofence ? 'edit_geofences' : 'add_geofence'}
            geofences={others}
            mapStyles={mapStyles}
            onReady={(controller) => {
              if (geofence) controller.flyToGeofence(geofence);
              if (!mapStyles) setStyled(true);
              else controller.onStyleLoad(() => setStyled(true));
            }}
          >
            <PlaceSearch />
            {styled ? <GeofenceEditor area={startArea} onChange={onArea} onError={onDrawError} /> : null}
          </GeofenceMap>
        </MapRecovery>
      )}
    </GeofenceFields>
  );
}
