import type { Maintenance } from '@fleetkit/sdk-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fleetClient } from '../../fleetClient';
import { maintenanceLinksQuery, maintenanceQuery, vehiclesQuery } from '../../queries';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage, failureDescription } from '../../ui/errorMessage';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { LinkVehiclesDialog } from '../shared/LinkVehiclesDialog';
import { linkChanges } from '../shared/linkChanges';
import { formatMaintenanceValue, MAINTENANCE_TYPES } from './maintenanceUnits';
import { ScheduleDialog, type ScheduleValues } from './ScheduleDialog';

/** /dashboard/maintenance/service-schedule: the service schedules (Traccar maintenance), with CRUD. */
export function ServiceSchedulePage() {
  const queryClient = useQueryClient();
  const schedules = useQuery(maintenanceQuery);
  const vehicles = useQuery(vehiclesQuery);
  const vehicleIds = (vehicles.data ?? []).map((vehicle) => vehicle.id);
  const links = useQuery({ ...maintenanceLinksQuery(vehicleIds), enabled: vehicles.isSuccess });
  const names = new Map((vehicles.data ?? []).map((vehicle) => [vehicle.id, vehicle.name]));
  const [editing, setEditing] = useState<{ schedule: Maintenance | null } | null>(null);
  const [linking, setLinking] = useState<Maintenance | null>(null);
  const [removing, setRemoving] = useState<Maintenance | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: maintenanceQuery.queryKey });

  const link = useMutation({
    mutationFn: async ({ schedule, selected }: { schedule: Maintenance; selected: Set<number> }) => {
      const changes = linkChanges(links.data?.get(schedule.id) ?? new Set(), selected);
      for (const deviceId of changes.link) {
        await fleetClient.permissions.link({ deviceId, maintenanceId: schedule.id });
      }
      for (const deviceId of changes.unlink) {
        await fleetClient.permissions.unlink({ deviceId, maintenanceId: schedule.id });
      }
    },
    onSuccess: () => {
      void notify.success('Vehicles linked');
      setLinking(null);
    },
    onSettled: () => refresh(),
  });

  const save = useMutation({
    mutationFn: ({ schedule, values }: { schedule: Maintenance | null; values: ScheduleValues }) =>
      schedule
        ? fleetClient.maintenance.update(schedule.id, { ...schedule, ...values })
        : fleetClient.maintenance.create({ ...values }),
    onSuccess: (_saved, { schedule }) => {
      notify.success(schedule ? 'Schedule updated' : 'Schedule added');
      setEditing(null);
      return refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (schedule: Maintenance) => fleetClient.maintenance.remove(schedule.id),
    onSuccess: () => {
      notify.success('Schedule deleted');
      setRemoving(null);
      return refresh();
    },
    onError: (error) => notify.error('Failed to delete schedule', failureDescription(error)),
  });

  const typeLabel = (type: string) =>
    MAINTENANCE_TYPES.find((option) => option.value === type)?.label ?? type;

  return (
    <>
      <PageHeader title="Service Schedule" description="Services that fall due by distance or engine hours.">
        <button
          type="button"
          className="fleet-portal-button fleet-portal-button--primary"
          onClick={() => {
            save.reset();
            setEditing({ schedule: null });
          }}
        >
          <Icon name="plus" size={18} /> Add Schedule
        </button>
      </PageHeader>
      <QueryBoundary query={schedules}>
        {() => (
          <DataTable
            caption="Service schedules"
            rows={schedules.data ?? []}
            rowKey={(schedule) => schedule.id}
            empty={
              <EmptyState
                title="No service schedule yet"
                hint="Add one to be reminded when a service is due."
              />
            }
            columns={[
              { header: 'Service', cell: (schedule) => schedule.name },
              { header: 'Follows', cell: (schedule) => typeLabel(schedule.type) },
              {
                header: 'First due',
                cell: (schedule) => formatMaintenanceValue(schedule.type, schedule.start),
              },
              { header: 'Every', cell: (schedule) => formatMaintenanceValue(schedule.type, schedule.period) },
              {
                header: 'Vehicles',
                cell: (schedule) => {
                  const ids = [...(links.data?.get(schedule.id) ?? [])];
                  if (ids.length === 0) return <span className="fleet-portal-muted">None</span>;
                  return ids.map((id) => names.get(id) ?? `#${id}`).join(', ');
                },
              },
              {
                header: 'Actions',
                align: 'end',
                cell: (schedule) => (
                  <div className="fleet-portal-table__actions">
                    <button
                      type="button"
                      className="fleet-portal-icon-button"
                      aria-label={`Link vehicles to ${schedule.name}`}
                      onClick={() => {
                        link.reset();
                        setLinking(schedule);
                      }}
                    >
                      <Icon name="link" size={18} />
                    </button>
                    <button
                      type="button"
                      className="fleet-portal-icon-button"
                      aria-label={`Edit ${schedule.name}`}
                      onClick={() => {
                        save.reset();
                        setEditing({ schedule });
                      }}
                    >
                      <Icon name="edit" size={18} />
                    </button>
                    <button
                      type="button"
                      className="fleet-portal-icon-button"
                      aria-label={`Delete ${schedule.name}`}
                      onClick={() => setRemoving(schedule)}
                    >
                      <Icon name="trash" size={18} />
                    </button>
                  </div>
                ),
              },
            ]}
          />
        )}
      </QueryBoundary>
      {editing ? (
        <ScheduleDialog
          schedule={editing.schedule}
          busy={save.isPending}
          error={save.isError ? errorMessage(save.error, 'The schedule could not be saved.') : null}
          onSave={(values) => save.mutate({ schedule: editing.schedule, values })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {linking ? (
        <LinkVehiclesDialog
          title={`Vehicles of ${linking.name}`}
          legend="Vehicles this service applies to"
          vehicles={vehicles.data ?? []}
          linked={links.data?.get(linking.id) ?? new Set()}
          busy={link.isPending}
          error={link.isError ? errorMessage(link.error, 'The vehicles could not be linked.') : null}
          onSave={(selected) => link.mutate({ schedule: linking, selected })}
          onClose={() => setLinking(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Delete Service Schedule"
        message={`Delete the schedule ${removing?.name ?? ''}?`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
