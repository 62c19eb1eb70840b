import {
  ConnectDataDialog,
  StatusBadge,
  SubscriptionBadge,
  VEHICLE_CATEGORY_LABELS,
  VehicleDialog,
} from '@fleetkit/react-widgets';
import {
  deriveDisplayStatus,
  type FleetDevice,
  VEHICLE_SEARCH_DEBOUNCE_MS,
  type VehicleCategory,
} from '@fleetkit/sdk-core';
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
      title="Vehicle List"
      description="Every vehicle with its tracker, group and subscription."
      addLabel="Add Vehicle"
      vehicles
      caption="Vehicles"
      query={vehicles}
      rowKey={(vehicle) => vehicle.id}
      rowName={(vehicle) => vehicle.name}
      search={{ label: 'Search vehicles', matches: vehicleMatches, debounceMs: VEHICLE_SEARCH_DEBOUNCE_MS }}
      pageSize={PAGE_SIZE}
      empty={<EmptyState title="No vehicles yet" hint="Add a vehicle with its tracker's IMEI." />}
      columns={[
        { header: 'Name', cell: (vehicle) => vehicle.name },
        {
          header: 'Status',
          cell: (vehicle) => <StatusBadge status={deriveDisplayStatus(vehicle, vehicle.position)} />,
        },
        { header: 'Type', cell: (vehicle) => categoryLabel(vehicle.category) },
        { header: 'IMEI', cell: (vehicle) => vehicle.uniqueId },
        {
          header: 'Registration',
          cell: (vehicle) =>
            typeof vehicle.attributes.registration === 'string' ? vehicle.attributes.registration : '',
        },
        { header: 'SIM', cell: (vehicle) => vehicle.phone ?? '' },
        {
          header: 'Group',
          cell: (vehicle) => (vehicle.groupId ? (groupName.get(vehicle.groupId) ?? '') : ''),
        },
        { header: 'Driver', cell: (vehicle) => vehicle.driver?.name ?? '' },
        {
          header: 'Subscription',
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
          label: (vehicle) => `Link ${vehicle.name}`,
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
        title: 'Delete Vehicle',
        message: (vehicle) => `Delete ${vehicle.name}? This cannot be undone.`,
        run: (vehicle) => fleetClient.vehicles.remove(vehicle.id),
        done: 'Vehicle deleted',
        failed: 'Failed to delete vehicle',
      }}
      onRemoved={refresh}
    />
  );
}
