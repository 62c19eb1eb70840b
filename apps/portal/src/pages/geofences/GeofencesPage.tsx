import { GeofenceList, GeofenceTable, useTexts } from '@fleetkit/react-widgets';
import type { Geofence } from '@fleetkit/sdk-core';
import { GEOFENCE_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { WidgetFleetProvider } from '../../live/WidgetFleetProvider';
import { geofencesQuery } from '../../queries';
import { usePermissions } from '../../session/SessionContext';
import { Icon } from '../../ui/Icon';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { GeofenceMap } from './GeofenceMap';
import './geofences.css';

const EMPTY: readonly Geofence[] = [];

/**
 * /dashboard/geofences (SPEC §2 "Geofence page"): the geofence list beside the map (`tab` default) or
 * the geofence table (`tab=secondary`), each with search, shape filter, info banner, empty state,
 * Edit Geofence and Delete.
 */
export function GeofencesPage() {
  return (
    <WidgetFleetProvider>
      <Geofences />
    </WidgetFleetProvider>
  );
}

function Geofences() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const texts = useTexts(GEOFENCE_PAGE_TEXTS);
  const [params, setParams] = useSearchParams();
  const table = params.get('tab') === 'secondary';
  const geofences = useQuery(geofencesQuery);
  const readOnly = !usePermissions().change;
  const [selected, setSelected] = useState<Geofence | null>(null);
  const shared = {
    geofences: geofences.data ?? EMPTY,
    readOnly,
    onAdd: () => navigate('/dashboard/geofences/add'),
    onEdit: (geofence: Geofence) => navigate(`/dashboard/geofences/edit/${geofence.id}`),
    onDeleted: (geofence: Geofence) => {
      if (selected?.id === geofence.id) setSelected(null);
      return queryClient.invalidateQueries({ queryKey: geofencesQuery.queryKey });
    },
  };
  const setTab = (secondary: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (secondary) next.set('tab', 'secondary');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={texts.title} description={texts.description}>
        <fieldset className="fleet-portal-layout-switch">
          <legend className="fleet-portal-visually-hidden">{texts.layout}</legend>
          <button
            type="button"
            className="fleet-portal-button fleet-portal-button--secondary"
            aria-pressed={!table}
            onClick={() => setTab(false)}
          >
            {texts.listAndMap}
          </button>
          <button
            type="button"
            className="fleet-portal-button fleet-portal-button--secondary"
            aria-pressed={table}
            onClick={() => setTab(true)}
          >
            {texts.table}
          </button>
        </fieldset>
        <Link
          className="fleet-portal-button fleet-portal-button--secondary"
          to="/dashboard/geofences/categories"
        >
          {texts.categories}
        </Link>
        {readOnly ? null : (
          <Link className="fleet-portal-button fleet-portal-button--primary" to="/dashboard/geofences/add">
            <Icon name="plus" size={18} /> {texts.addGeofence}
          </Link>
        )}
      </PageHeader>
      <QueryBoundary query={geofences}>
        {() =>
          table ? (
            <div className="fleet-portal-geofence-table">
              <GeofenceTable {...shared} />
            </div>
          ) : (
            <div className="fleet-portal-geofence-layout">
              <GeofenceList {...shared} selectedId={selected?.id ?? null} onSelect={setSelected} />
              <GeofenceMap mode="view_geofence" geofences={shared.geofences} focusGeofence={selected} />
            </div>
          )
        }
      </QueryBoundary>
    </>
  );
}
