import { useTexts } from '@fleetkit/react-widgets';
import type { Geofence } from '@fleetkit/sdk-core';
import { GEOFENCE_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../auth/FormError';
import { FormField } from '../../auth/FormField';
import { fleetClient } from '../../fleetClient';
import { geofencesQuery } from '../../queries';
import { usePermissions } from '../../session/SessionContext';
import { errorMessage, failureDescription } from '../../ui/errorMessage';
import { notify } from '../../ui/notify';
import { saveVehicleLinks } from '../shared/saveVehicleLinks';
import { VehicleChecklist } from '../shared/VehicleChecklist';

export interface GeofenceFieldsProps {
  /** The geofence edited, or null for a new one. */
  geofence: Geofence | null;
  vehicles: readonly { id: number; name: string }[];
  /** Vehicles linked to the geofence now. */
  linked: ReadonlySet<number>;
  /** The map with the editor; it reports each drawn area and each drawing error. */
  children(editor: {
    /** The shape drawn last, as WKT. */
    area: string | null;
    onArea(area: string | null): void;
    onDrawError(message: string): void;
  }): React.ReactNode;
}

/**
 * The geofence form: name, description, the linked vehicles and Save, beside the map. Saving creates
 * or updates the geofence (`POST`/`PUT /api/geofences`), then links and unlinks the vehicles
 * (`/api/permissions`), and goes back to the geofence page.
 */
export function GeofenceFields({ geofence, vehicles, linked, children }: GeofenceFieldsProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const linksVehicles = usePermissions().changeVehicles;
  const texts = useTexts(GEOFENCE_PAGE_TEXTS);
  const [name, setName] = useState(geofence?.name ?? '');
  const [description, setDescription] = useState(geofence?.description ?? '');
  const [area, setArea] = useState<string | null>(geofence?.area ?? null);
  const [selected, setSelected] = useState(() => new Set(linked));
  const [errors, setErrors] = useState<{ name?: string; area?: string }>({});

  const save = useMutation({
    mutationFn: async (drawn: string) => {
      const body = { name: name.trim(), description: description.trim() || null, area: drawn };
      const saved = geofence
        ? await fleetClient.geofences.update(geofence.id, { ...geofence, ...body })
        : await fleetClient.geofences.create({ ...body, attributes: {} });
      if (linksVehicles) {
        await saveVehicleLinks({ geofenceId: saved.id }, geofence ? linked : new Set(), selected);
      }
      return saved;
    },
    onSuccess: async () => {
      void notify.success(geofence ? texts.geofenceUpdated : texts.geofenceAdded);
      await queryClient.invalidateQueries({ queryKey: geofencesQuery.queryKey });
      navigate('/dashboard/geofences');
    },
    onError: (error) =>
      notify.error(geofence ? texts.updateFailed : texts.addFailed, failureDescription(error)),
  });

  return (
    <div className="fleet-portal-geofence-form">
      <form
        className="fleet-portal-form fleet-portal-card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problems = {
            ...(name.trim() === '' ? { name: texts.enterName } : {}),
            ...(area ? {} : { area: texts.drawShape }),
          };
          setErrors(problems);
          if (area && Object.keys(problems).length === 0) save.mutate(area);
        }}
      >
        <FormField
          label={texts.name}
          name="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
          error={errors.name}
          required
        />
        <FormField
          label={texts.descriptionField}
          name="description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p className="fleet-portal-muted" aria-live="polite">
          {area ? texts.shapeDrawn : texts.noShapeDrawn}
        </p>
        {errors.area ? <p className="fleet-portal-field__error">{errors.area}</p> : null}
        {linksVehicles ? (
          <VehicleChecklist
            legend={texts.linkedVehicles}
            vehicles={vehicles}
            selected={selected}
            onChange={setSelected}
          />
        ) : null}
        <FormError message={save.isError ? errorMessage(save.error, texts.saveFailed) : null} />
        <div className="fleet-portal-dialog__actions">
          <button
            type="submit"
            className="fleet-portal-button fleet-portal-button--primary"
            disabled={save.isPending}
          >
            {geofence ? texts.saveGeofence : texts.addGeofence}
          </button>
        </div>
      </form>
      {children({
        area,
        onArea: (drawn) => {
          setArea(drawn);
          if (drawn) setErrors((current) => ({ ...current, area: undefined }));
        },
        onDrawError: (message) => void notify.error(message),
      })}
    </div>
  );
}
