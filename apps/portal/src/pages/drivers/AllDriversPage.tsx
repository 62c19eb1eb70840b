import { useTexts } from '@fleetkit/react-widgets';
import type { Driver } from '@fleetkit/sdk-core';
import { DRIVER_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fleetClient } from '../../fleetClient';
import { deviceDriversQuery, driversQuery, vehiclesQuery } from '../../queries';
import { CrudPage } from '../../ui/CrudPage';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage } from '../../ui/errorMessage';
import { notify } from '../../ui/notify';
import { LinkVehiclesDialog } from '../shared/LinkVehiclesDialog';
import { saveVehicleLinks } from '../shared/saveVehicleLinks';
import { VehicleNames } from '../shared/VehicleNames';
import { DriverDialog, type DriverFormValues } from './DriverDialog';

/** /dashboard/driver/all-driver: every driver, added, edited, removed and assigned to vehicles. */
export function AllDriversPage() {
  const queryClient = useQueryClient();
  const texts = useTexts(DRIVER_PAGE_TEXTS);
  const drivers = useQuery(driversQuery);
  const links = useQuery(deviceDriversQuery);
  const vehicles = useQuery(vehiclesQuery);

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
      void notify.success(driver ? texts.driverUpdated : texts.driverAdded);
      return refresh();
    },
  });

  const assign = useMutation({
    mutationFn: ({ driver, selected }: { driver: Driver; selected: Set<number> }) =>
      saveVehicleLinks({ driverId: driver.id }, vehiclesOf.get(driver.id) ?? new Set(), selected),
    onSuccess: () => void notify.success(texts.vehiclesAssigned),
    onSettled: () => refresh(),
  });

  return (
    <CrudPage
      title={texts.title}
      description={texts.description}
      addLabel={texts.addDriver}
      caption={texts.caption}
      query={drivers}
      rowKey={(driver) => driver.id}
      rowName={(driver) => driver.name}
      empty={<EmptyState title={texts.empty} hint={texts.emptyHint} />}
      columns={[
        { header: texts.name, cell: (driver) => driver.name },
        { header: texts.identifier, cell: (driver) => driver.uniqueId },
        {
          header: texts.phone,
          cell: (driver) => (typeof driver.attributes.phone === 'string' ? driver.attributes.phone : ''),
        },
        {
          header: texts.vehicles,
          cell: (driver) => <VehicleNames ids={vehiclesOf.get(driver.id)} vehicles={vehicles.data} />,
        },
      ]}
      onOpen={(dialog) => (dialog === 'edit' ? save.reset() : assign.reset())}
      renderEditor={(driver, close) => (
        <DriverDialog
          driver={driver}
          busy={save.isPending}
          error={save.isError ? errorMessage(save.error, texts.saveFailed) : null}
          onSave={(values) => save.mutate({ driver, values }, { onSuccess: close })}
          onClose={close}
        />
      )}
      rowActions={[
        {
          key: 'assign',
          icon: 'link',
          needs: 'changeVehicles',
          label: (driver) => texts.assignVehicles(driver.name),
          render: (driver, close) => (
            <LinkVehiclesDialog
              title={texts.vehiclesOf(driver.name)}
              legend={texts.assignedVehicles}
              vehicles={vehicles.data ?? []}
              linked={vehiclesOf.get(driver.id) ?? new Set()}
              busy={assign.isPending}
              error={assign.isError ? errorMessage(assign.error, texts.assignFailed) : null}
              onSave={(selected) => assign.mutate({ driver, selected }, { onSuccess: close })}
              onClose={close}
            />
          ),
        },
      ]}
      remove={{
        title: texts.deleteTitle,
        message: (driver) => texts.deleteMessage(driver.name),
        run: (driver) => fleetClient.drivers.remove(driver.id),
        done: texts.driverDeleted,
        failed: texts.deleteFailed,
      }}
      onRemoved={refresh}
    />
  );
}
