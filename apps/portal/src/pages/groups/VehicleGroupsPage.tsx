import type { Group } from '@fleetkit/sdk-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetClient } from '../../fleetClient';
import { devicesQuery, groupsQuery } from '../../queries';
import { CrudPage } from '../../ui/CrudPage';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage } from '../../ui/errorMessage';
import { notify } from '../../ui/notify';
import { GroupDialog } from './GroupDialog';

/** /dashboard/vehicle/vehicle-groups: the user's vehicle groups, added, renamed and removed. */
export function VehicleGroupsPage() {
  const queryClient = useQueryClient();
  const groups = useQuery(groupsQuery);
  const devices = useQuery(devicesQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: groupsQuery.queryKey });

  const save = useMutation({
    mutationFn: ({ group, name }: { group: Group | null; name: string }) =>
      group ? fleetClient.groups.update(group.id, { ...group, name }) : fleetClient.groups.create({ name }),
    onSuccess: (_saved, { group }) => {
      void notify.success(group ? 'Group updated' : 'Group added');
      return refresh();
    },
  });

  const vehicleCount = (group: Group) =>
    devices.data?.filter((device) => device.groupId === group.id).length ?? 0;

  return (
    <CrudPage
      title="Vehicle Groups"
      description="Group vehicles to filter the map, reports and alerts."
      addLabel="Add Group"
      caption="Vehicle groups"
      query={groups}
      rowKey={(group) => group.id}
      rowName={(group) => group.name}
      empty={<EmptyState title="No vehicle groups yet" hint="Add a group to organise your vehicles." />}
      columns={[
        { header: 'Name', cell: (group) => group.name },
        { header: 'Vehicles', cell: (group) => vehicleCount(group) },
      ]}
      onOpen={() => save.reset()}
      renderEditor={(group, close) => (
        <GroupDialog
          group={group}
          busy={save.isPending}
          error={save.isError ? errorMessage(save.error, 'The group could not be saved.') : null}
          onSave={(name) => save.mutate({ group, name }, { onSuccess: close })}
          onClose={close}
        />
      )}
      remove={{
        title: 'Delete Vehicle Group',
        message: (group) => `Delete the group ${group.name}? Its vehicles stay, without a group.`,
        run: (group) => fleetClient.groups.remove(group.id),
        done: 'Group deleted',
        failed: 'Failed to delete group',
      }}
      onRemoved={refresh}
    />
  );
}
