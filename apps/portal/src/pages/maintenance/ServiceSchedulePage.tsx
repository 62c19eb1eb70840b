import type { Maintenance } from '@fleetkit/sdk-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetClient } from '../../fleetClient';
import { maintenanceLinksQuery, maintenanceQuery, serviceHistoryQuery, vehiclesQuery } from '../../queries';
import { CrudPage } from '../../ui/CrudPage';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage } from '../../ui/errorMessage';
import { notify } from '../../ui/notify';
import { LinkVehiclesDialog } from '../shared/LinkVehiclesDialog';
import { saveVehicleLinks } from '../shared/saveVehicleLinks';
import { VehicleNames } from '../shared/VehicleNames';
import { MaintenanceDueList } from './MaintenanceDueList';
import {
  formatMaintenanceStart,
  formatMaintenanceValue,
  maintenanceTypeLabel,
  useMaintenanceFormat,
} from './maintenanceUnits';
import { ScheduleDialog, type ScheduleValues } from './ScheduleDialog';
import { ServiceRecordDialog } from './ServiceRecordDialog';
import { useMaintenanceDue } from './useMaintenanceDue';

/**
 * /dashboard/maintenance/service-schedule: the service schedules (Traccar maintenance), with CRUD, each
 * linked vehicle's due state (docs/decisions/maintenance-due.md), and a service recorded from a row.
 */
export function ServiceSchedulePage() {
  const queryClient = useQueryClient();
  const format = useMaintenanceFormat();
  const texts = format.texts.schedule;
  const schedules = useQuery(maintenanceQuery);
  const vehicles = useQuery(vehiclesQuery);
  const vehicleIds = (vehicles.data ?? []).map((vehicle) => vehicle.id);
  const links = useQuery({ ...maintenanceLinksQuery(vehicleIds), enabled: vehicles.isSuccess });
  const due = useMaintenanceDue();
  const refresh = () => queryClient.invalidateQueries({ queryKey: maintenanceQuery.queryKey });

  const link = useMutation({
    mutationFn: ({ schedule, selected }: { schedule: Maintenance; selected: Set<number> }) =>
      saveVehicleLinks({ maintenanceId: schedule.id }, links.data?.get(schedule.id) ?? new Set(), selected),
    onSuccess: () => void notify.success(texts.vehiclesLinked),
    onSettled: () => refresh(),
  });

  const save = useMutation({
    mutationFn: ({ schedule, values }: { schedule: Maintenance | null; values: ScheduleValues }) =>
      schedule
        ? fleetClient.maintenance.update(schedule.id, { ...schedule, ...values })
        : fleetClient.maintenance.create({ ...values }),
    onSuccess: (_saved, { schedule }) => {
      void notify.success(schedule ? texts.scheduleUpdated : texts.scheduleAdded);
      return refresh();
    },
  });

  return (
    <CrudPage
      title={texts.title}
      description={texts.description}
      addLabel={texts.addSchedule}
      caption={texts.caption}
      query={schedules}
      rowKey={(schedule) => schedule.id}
      rowName={(schedule) => schedule.name}
      empty={<EmptyState title={texts.empty} hint={texts.emptyHint} />}
      columns={[
        { header: texts.service, cell: (schedule) => schedule.name },
        { header: texts.follows, cell: (schedule) => maintenanceTypeLabel(schedule.type, format.texts) },
        {
          header: texts.firstDue,
          cell: (schedule) => formatMaintenanceStart(schedule.type, schedule.start, format),
        },
        {
          header: texts.every,
          cell: (schedule) => formatMaintenanceValue(schedule.type, schedule.period, format.texts),
        },
        {
          header: texts.vehicles,
          cell: (schedule) => <VehicleNames ids={links.data?.get(schedule.id)} vehicles={vehicles.data} />,
        },
        {
          header: texts.due,
          cell: (schedule) => (
            <MaintenanceDueList type={schedule.type} states={due.bySchedule.get(schedule.id)} />
          ),
        },
      ]}
      onOpen={(dialog) => (dialog === 'edit' ? save.reset() : link.reset())}
      renderEditor={(schedule, close) => (
        <ScheduleDialog
          schedule={schedule}
          busy={save.isPending}
          error={save.isError ? errorMessage(save.error, texts.saveFailed) : null}
          onSave={(values) => save.mutate({ schedule, values }, { onSuccess: close })}
          onClose={close}
        />
      )}
      rowActions={[
        {
          key: 'record',
          icon: 'maintenance',
          label: (schedule) => texts.recordService(schedule.name),
          render: (schedule, close) => {
            // The vehicle most in need of this service comes first.
            const order = { overdue: 0, dueSoon: 1, ok: 2, unknown: 3 } as const;
            const [first] = [...(due.bySchedule.get(schedule.id) ?? [])].sort(
              (a, b) => order[a.due.status] - order[b.due.status],
            );
            return (
              <ServiceRecordDialog
                record={null}
                initial={{ maintenanceId: schedule.id, ...(first ? { vehicleId: first.vehicleId } : {}) }}
                vehicles={vehicles.data ?? []}
                schedules={schedules.data ?? []}
                positions={due.positions}
                onSaved={() => queryClient.invalidateQueries({ queryKey: serviceHistoryQuery.queryKey })}
                onClose={close}
              />
            );
          },
        },
        {
          key: 'link',
          needs: 'changeVehicles',
          icon: 'link',
          label: (schedule) => texts.linkVehicles(schedule.name),
          render: (schedule, close) => (
            <LinkVehiclesDialog
              title={texts.vehiclesOf(schedule.name)}
              legend={texts.appliesTo}
              vehicles={vehicles.data ?? []}
              linked={links.data?.get(schedule.id) ?? new Set()}
              busy={link.isPending}
              error={link.isError ? errorMessage(link.error, texts.linkFailed) : null}
              onSave={(selected) => link.mutate({ schedule, selected }, { onSuccess: close })}
              onClose={close}
            />
          ),
        },
      ]}
      remove={{
        title: texts.deleteTitle,
        message: (schedule) => texts.deleteMessage(schedule.name),
        run: (schedule) => fleetClient.maintenance.remove(schedule.id),
        done: texts.scheduleDeleted,
        failed: texts.deleteFailed,
      }}
      onRemoved={refresh}
    />
  );
}
