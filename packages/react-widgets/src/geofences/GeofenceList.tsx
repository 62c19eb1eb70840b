import { type Geofence, MESSAGES } from '@fleetkit/sdk-core';
import { GEOFENCE_ADD_HREF, GEOFENCE_TEXTS } from '@fleetkit/sdk-core/labels';
import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTexts } from '../context/FleetLanguage';
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

/** Props of {@link GeofenceList}. */
export interface GeofenceListProps extends GeofenceCollectionProps {
  /**
   * The selected geofence's id (controlled). Omitted: the list keeps the selection itself.
   * @default undefined
   */
  selectedId?: number | null | undefined;
  /**
   * Called when a card is selected, e.g. to fly the map to it.
   * @default undefined
   */
  onSelect?: ((geofence: Geofence) => void) | undefined;
}

/**
 * The geofence page's list layout (SPEC §2): search, shape filter, the info banner, one card per
 * geofence; the selected card offers Edit Geofence and Delete ('Remove Geofence' confirmation).
 */
export function GeofenceList({
  geofences: given,
  vehiclesInside: givenInside,
  onAdd,
  addHref = GEOFENCE_ADD_HREF,
  onEdit,
  readOnly,
  onDeleted,
  showInfoBanner = true,
  selectedId,
  onSelect,
}: GeofenceListProps) {
  const messages = useTexts(MESSAGES);
  const texts = useTexts(GEOFENCE_TEXTS);
  const { geofences, loading, error, remove } = useGeofenceCollection(given, onDeleted);
  const { setSearch, shape, setShape, filtered } = useGeofenceFilters(geofences);
  const storeInside = useVehiclesInside();
  const inside = givenInside ?? storeInside;
  const [ownSelection, setOwnSelection] = useState<number | null>(null);
  const selected = selectedId === undefined ? ownSelection : selectedId;
  const [removing, setRemoving] = useState<Geofence | null>(null);

  return (
    <section className="fleet-root fleet-geofence-list" aria-busy={loading}>
      <GeofenceToolbar onSearch={setSearch} shape={shape} onShapeChange={setShape} />
      {showInfoBanner && <GeofenceInfoBanner />}
      {error && (
        <p className="fleet-error-text" role="alert">
          {error}
        </p>
      )}
      {!loading && !error && geofences.length === 0 && (
        <GeofenceEmptyState onAdd={onAdd} addHref={addHref} readOnly={readOnly} />
      )}
      {geofences.length > 0 && filtered.length === 0 && (
        <p className="fleet-empty-title">{messages.noResults}</p>
      )}
      <ul className="fleet-geofence-cards">
        {filtered.map((geofence) => {
          const isSelected = geofence.id === selected;
          return (
            <li key={geofence.id} className="fleet-geofence-card" data-selected={isSelected || undefined}>
              <AriaButton
                className="fleet-geofence-card-main"
                aria-pressed={isSelected}
                onPress={() => {
                  setOwnSelection(geofence.id);
                  onSelect?.(geofence);
                }}
              >
                <span className="fleet-geofence-card-name">{geofence.name}</span>
                <span className="fleet-geofence-card-category">{geofenceCategoryLabel(geofence, texts)}</span>
              </AriaButton>
              <VehiclesInside names={inside.get(geofence.id) ?? []} />
              {isSelected && (
                <div className="fleet-geofence-card-actions">
                  {readOnly ? null : (
                    <GeofenceActions geofence={geofence} onEdit={onEdit} onRemove={setRemoving} />
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
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
