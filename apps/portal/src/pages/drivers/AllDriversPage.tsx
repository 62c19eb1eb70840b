import type { Driver } from '@fleetkit/sdk-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { fleetClient } from '../../fleetClient';
import { deviceDriversQuery, driversQuery, vehiclesQuery } from '../../queries';
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
import { DriverDialog, type DriverFormValues } from './DriverDialog';

/** /dashboard/driver/all-driver: every driver, added, edited, removed and assigned to vehicles. */
export function AllDriversPage() {
  const queryClient = useQueryClient();
  const drivers = useQuery(driversQuery);
  const links = useQuery(deviceDriversQuery);
  const vehicles = useQuery(vehiclesQuery);
  const [editing, setEditing] = useState<{ driver: Driver | null } | null>(null);
  const [assigning, setAssigning] = useState<Driver | null>(null);
  const [removing, setRemoving] = useState<Driver | null>(null);

  /** Vehicle ids per driver id. */
  const vehiclesOf = useMemo(() => {
    const map = new Map<number, Set<number>>();
    for (const link of links.data ?? []) {
      for (const driver of link.drivers) {
        const set = map.get(driver.id) ?? new Set<number>();
        set.add(link.deviceId);
        map.set(driver.id, set);
      }
    }
    return map;
  }, [links.data]);
  const vehicleName = new Map((vehicles.data ?? []).map((vehicle) => [vehicle.id, vehicle.name]));

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: driversQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: vehiclesQuery.queryKey }),
    ]);

  const save = useMutation({
    mutationFn: ({ driver, values }: { driver: Driver | null; values: DriverFormValues }) => {
      const body = {
        name: values.name,
        uniqueId: values.uniqueId,
        attributes: { ...(driver?.attributes ?? {}), phone: values.phone },
      };
      return driver
        ? fleetClient.drivers.update(driver.id, { ...driver, ...body })
        : fleetClient.drivers.create(body);
    },
    onSuccess: (_saved, { driver }) => {
      notify.success(driver ? 'Driver updated' : 'Driver added');
      setEditing(null);
      return refresh();
    },
  });

  const assign = useMutation({
    mutationFn: async ({ driver, selected }: { driver: Driver; selected: Set<number> }) => {
      const changes = linkChanges(vehiclesOf.get(driver.id) ?? new Set(), selected);
      for (const deviceId of changes.link)
        await fleetClient.permissions.link({ deviceId, driverId: driver.id });
      for (const deviceId of changes.unlink)
        await fleetClient.permissions.unlink({ deviceId, driverId: driver.id });
    },
    onSuccess: () => {
      notify.success('Vehicles assigned');
      setAssigning(null);
    },
    onSettled: () => refresh(),
  });

  const remove = useMutation({
    mutationFn: (driver: Driver) => fleetClient.drivers.remove(driver.id),
    onSuccess: () => {
      notify.success('Driver deleted');
      setRemoving(null);
      return refresh();
    },
    onError: (error) => notify.error('Failed to delete driver', failureDescription(error)),
  });

  return (
    <>
      <PageHeader title="All Drivers" description="Drivers and the vehicles they are assigned to.">
        <button
          type="button"
          className="fleet-portal-button fleet-portal-button--primary"
          onClick={() => {
            save.reset();
            setEditing({ driver: null });
          }}
        >
          <Icon name="plus" size={18} /> Add Driver
        </button>
      </PageHeader>
      <QueryBoundary query={drivers}>
        {() => (
          <DataTable
            caption="Drivers"
            rows={drivers.data ?? []}
            rowKey={(driver) => driver.id}
            empty={<EmptyState title="No drivers yet" hint="Add a driver, then assign vehicles." />}
            columns={[
              { header: 'Name', cell: (driver) => driver.name },
              { header: 'Identifier', cell: (driver) => driver.uniqueId },
              {
                header: 'Phone',
                cell: (driver) =>
                  typeof driver.attributes.phone === 'string' ? driver.attributes.phone : '',
              },
              {
                header: 'Vehicles',
                cell: (driver) => {
                  const ids = [...(vehiclesOf.get(driver.id) ?? [])];
                  if (ids.length === 0) return <span className="fleet-portal-muted">None</span>;
                  return ids.map((id) => vehicleName.get(id) ?? `#${id}`).join(', ');
                },
              },
              {
                header: 'Actions',
                align: 'end',
                cell: (driver) => (
                  <div className="fleet-portal-table__actions">
                    <button
                      type="button"
                      className="fleet-portal-icon-button"
                      aria-label={`Assign vehicles to ${driver.name}`}
                      onClick={() => {
                        assign.reset();
                        setAssigning(driver);
                      }}
                    >
                      <Icon name="link" size={18} />
                    </button>
                    <button
                      type="button"
                      className="fleet-portal-icon-button"
                      aria-label={`Edit ${driver.name}`}
                      onClick={() => {
                        save.reset();
                        setEditing({ driver });
                      }}
                    >
                      <Icon name="edit" size={18} />
                    </button>
                    <button
                      type="button"
                      className="fleet-portal-icon-button"
                      aria-label={`Delete ${driver.name}`}
                      onClick={() => setRemoving(driver)}
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
        <DriverDialog
          driver={editing.driver}
          busy={save.isPending}
          error={save.isError ? errorMessage(save.error, 'The driver could not be saved.') : null}
          onSave={(values) => save.mutate({ driver: editing.driver, values })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {assigning ? (
        <LinkVehiclesDialog
          title={`Vehicles of ${assigning.name}`}
          legend="Assigned vehicles"
          vehicles={vehicles.data ?? []}
          linked={vehiclesOf.get(assigning.id) ?? new Set()}
          busy={assign.isPending}
          error={assign.isError ? errorMessage(assign.error, 'The vehicles could not be assigned.') : null}
          onSave={(selected) => assign.mutate({ driver: assigning, selected })}
          onClose={() => setAssigning(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Delete Driver"
        message={`Delete ${removing?.name ?? 'this driver'}? The driver is unassigned from every vehicle.`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
