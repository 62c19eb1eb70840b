import {
  ConnectDataDialog,
  StatusBadge,
  SubscriptionBadge,
  useTexts,
  VEHICLE_CATEGORY_LABELS,
  VehicleDialog,
} from '@fleetkit/react-widgets';
import {
  deriveDisplayStatus,
  type FleetDevice,
  VEHICLE_SEARCH_DEBOUNCE_MS,
  type VehicleCategory,
} from '@fleetkit/sdk-core';
import { MENU_TEXTS, VEHICLE_SCREEN_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { fleetClient } from '../../fleetClient';
import { WidgetFleetProvider } from '../../live/WidgetFleetProvider';
import { devicesQuery, groupsQuery, vehiclesQuery } from '../../queries';
import { CrudPage } from '../../ui/CrudPage';
import { EmptyState } from '../../ui/EmptyState';
import { vehicleMatches } from './vehicleMatches';

/** Vehicles per page of the vehicle list (SPEC §9: lists load 10 at a time). */
const PAGE_SIZE = 10;

/**
 * /dashboard/vehicle/vehicle-list: every vehicle in a searchable, paged table; added and edited with
 * the vehicle dialog (SPEC §5 messages), linked to drivers, geofences and service schedules with the
 * Connect Data dialog, and deleted after a confirmation.
 */
export function VehicleListPage() {
  return (
    <WidgetFleetProvider>
      <VehicleList />
    </WidgetFleetProvider>
  );
}

function categoryLabel(category: string | null | undefined): string {
  if (!category) return '';
  return VEHICLE_CATEGORY_LABELS[category as VehicleCategory] ?? category;
}

function VehicleList() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const texts = useTexts(VEHICLE_SCREEN_TEXTS);
  const menu = useTexts(MENU_TEXTS);
  const vehicles = useQuery(vehiclesQuery);
  const groups = useQuery(groupsQuery);
  const groupName = new Map((groups.data ?? []).map((group) => [group.id, group.name]));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vehiclesQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: devicesQuery.queryKey }),
    ]);

  return (
    <CrudPage<FleetDevice>
      title={menu.vehicleList}
      description={texts.vehicleListDescription}
      addLabel={texts.addVehicle}
      vehicles
      caption={texts.vehicles}
      query={vehicles}
      rowKey={(vehicle) => vehicle.id}
      rowName={(vehicle) => vehicle.name}
      search={{
        label: texts.searchVehicles,
        matches: vehicleMatches,
        debounceMs: VEHICLE_SEARCH_DEBOUNCE_MS,
      }}
      pageSize={PAGE_SIZE}
      empty={<EmptyState title={texts.noVehicles} hint={texts.noVehiclesHint} />}
      columns={[
        { header: texts.name, cell: (vehicle) => vehicle.name },
        {
          header: texts.status,
          cell: (vehicle) => <StatusBadge status={deriveDisplayStatus(vehicle, vehicle.position)} />,
        },
        { header: texts.type, cell: (vehicle) => categoryLabel(vehicle.category) },
        { header: texts.imei, cell: (vehicle) => vehicle.uniqueId },
        {
          header: texts.registration,
          cell: (vehicle) =>
            typeof vehicle.attributes.registration === 'string' ? vehicle.attributes.registration : '',
        },
        { header: texts.sim, cell: (vehicle) => vehicle.phone ?? '' },
        {
          header: texts.group,
          cell: (vehicle) => (vehicle.groupId ? (groupName.get(vehicle.groupId) ?? '') : ''),
        },
        { header: texts.driver, cell: (vehicle) => vehicle.driver?.name ?? '' },
        {
          header: texts.subscription,
          cell: (vehicle) => (
            <SubscriptionBadge
              expirationTime={vehicle.expirationTime}
              onRenew={() => navigate('/dashboard/subscription')}
            />
          ),
        },
      ]}
      renderEditor={(vehicle, close) => (
        <VehicleDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) close();
          }}
          vehicle={vehicle}
          position={vehicle ? vehicle.position : null}
          groups={groups.data}
          onSaved={() => void refresh()}
        />
      )}
      rowActions={[
        {
          key: 'link',
          icon: 'link',
          needs: 'changeVehicles',
          label: (vehicle) => texts.linkVehicle(vehicle.name),
          render: (vehicle, close) => (
            <ConnectDataDialog
              isOpen
              onOpenChange={(open) => {
                if (!open) close();
              }}
              deviceId={vehicle.id}
              onConnected={() => void refresh()}
            />
          ),
        },
      ]}
      remove={{
        title: texts.deleteVehicle,
        message: (vehicle) => texts.deleteVehicleMessage(vehicle.name),
        run: (vehicle) => fleetClient.vehicles.remove(vehicle.id),
        done: texts.vehicleDeleted,
        failed: texts.vehicleDeleteFailed,
      }}
      onRemoved={refresh}
    />
  );
}
