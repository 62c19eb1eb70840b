import type { Maintenance } from '@fleetkit/sdk-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fleetClient } from '../../fleetClient';
import { maintenanceQuery } from '../../queries';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage } from '../../ui/errorMessage';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { formatMaintenanceValue, MAINTENANCE_TYPES } from './maintenanceUnits';
import { ScheduleDialog, type ScheduleValues } from './ScheduleDialog';

/** /dashboard/maintenance/service-schedule: the service schedules (Traccar maintenance), with CRUD. */
export function ServiceSchedulePage() {
  const queryClient = useQueryClient();
  const schedules = useQuery(maintenanceQuery);
  const [editing, setEditing] = useState<{ schedule: Maintenance | null } | null>(null);
  const [removing, setRemoving] = useState<Maintenance | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: maintenanceQuery.queryKey });

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
    onError: (error) =>
      notify.error('Failed to delete schedule', { description: errorMessage(error, '') || undefined }),
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
                header: 'Actions',
                align: 'end',
                cell: (schedule) => (
                  <div className="fleet-portal-table__actions">
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
