import { GEOFENCE_PAGE_SIZE, type Geofence, MESSAGES } from '@fleetkit/sdk-core';
import { GEOFENCE_ADD_HREF, GEOFENCE_TEXTS } from '@fleetkit/sdk-core/labels';
import { useEffect, useState } from 'react';
import { useTexts } from '../context/FleetLanguage';
import { Button } from '../primitives/Button';
import { GeofenceActions } from './GeofenceActions';
import type { GeofenceCollectionProps } from './GeofenceCollectionProps';
import { GeofenceEmptyState } from './GeofenceEmptyState';
import { GeofenceInfoBanner } from './GeofenceInfoBanner';
import { GeofenceToolbar } from './GeofenceToolbar';
import { geofenceCategoryLabel } from './geofenceShape';
import { RemoveGeofenceDialog } from './RemoveGeofenceDialog';
import { useGeofenceCollection } from './useGeofenceCollection';
import { useGeofenceFilters } from './useGeofenceFilters';
import { useVehiclesInside } from './useVehiclesInside';
import { VehiclesInside } from './VehiclesInside';

/** Props of {@link GeofenceTable}. */
export type GeofenceTableProps = GeofenceCollectionProps;

/**
 * The geofence page's table layout (SPEC §2): columns Name, Category (Circle or Custom Shape),
 * Vehicles Inside and Actions; 10 rows per page with Previous/Next and 'Page X of Y'.
 */
export function GeofenceTable({
  geofences: given,
  vehiclesInside: givenInside,
  onAdd,
  addHref = GEOFENCE_ADD_HREF,
  onEdit,
  readOnly,
  onDeleted,
  showInfoBanner = true,
}: GeofenceTableProps) {
  const texts = useTexts(GEOFENCE_TEXTS);
  const messages = useTexts(MESSAGES);
  const { geofences, loading, error, remove } = useGeofenceCollection(given, onDeleted);
  const { setSearch, shape, setShape, filtered, filterKey } = useGeofenceFilters(geofences);
  const storeInside = useVehiclesInside();
  const inside = givenInside ?? storeInside;
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<Geofence | null>(null);

  // A new search or filter starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the filter changes
  useEffect(() => setPage(1), [filterKey]);
  const pages = Math.max(1, Math.ceil(filtered.length / GEOFENCE_PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = filtered.slice((current - 1) * GEOFENCE_PAGE_SIZE, current * GEOFENCE_PAGE_SIZE);

  return (
    <section className="fleet-root fleet-geofence-table" aria-busy={loading}>
      <GeofenceToolbar onSearch={setSearch} shape={shape} onShapeChange={setShape} />
      {showInfoBanner && <GeofenceInfoBanner />}
      {error && (
        <p className="fleet-error-text" role="alert">
          {error}
        </p>
      )}
      {!loading && !error && geofences.length === 0 ? (
        <GeofenceEmptyState onAdd={onAdd} addHref={addHref} readOnly={readOnly} />
      ) : (
        <>
          <table className="fleet-table">
            <thead>
              <tr>
                <th scope="col">{texts.columnName}</th>
                <th scope="col">{texts.columnCategory}</th>
                <th scope="col">{texts.columnVehiclesInside}</th>
                <th scope="col">{texts.columnActions}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((geofence) => (
                <tr key={geofence.id}>
                  <td>{geofence.name}</td>
                  <td>{geofenceCategoryLabel(geofence, texts)}</td>
                  <td>
                    <VehiclesInside names={inside.get(geofence.id) ?? []} />
                  </td>
                  <td className="fleet-table-actions">
                    {readOnly ? null : (
                      <GeofenceActions geofence={geofence} onEdit={onEdit} onRemove={setRemoving} />
                    )}
                  </td>
                </tr>
              ))}
              {rows.length === 0 && !loading && (
                <tr>
                  <td colSpan={4} className="fleet-empty-title">
                    {messages.noResults}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
          <nav className="fleet-pager" aria-label={texts.pages}>
            <Button isDisabled={current <= 1} onPress={() => setPage(current - 1)}>
              {texts.previous}
            </Button>
            <span aria-live="polite">{texts.page(current, pages)}</span>
            <Button isDisabled={current >= pages} onPress={() => setPage(current + 1)}>
              {texts.next}
            </Button>
          </nav>
        </>
      )}
      <RemoveGeofenceDialog
        geofenceName={removing?.name ?? null}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await remove(removing);
          setRemoving(null);
        }}
      />
    </section>
  );
}
