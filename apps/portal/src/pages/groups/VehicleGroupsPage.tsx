import type { Group } from '@fleetkit/sdk-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fleetClient } from '../../fleetClient';
import { devicesQuery, groupsQuery } from '../../queries';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage, failureDescription } from '../../ui/errorMessage';
import { Icon } from '../../ui/Icon';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { GroupDialog } from './GroupDialog';

type Editing = { group: Group | null } | null;

/** /dashboard/vehicle/vehicle-groups: the user's vehicle groups, added, renamed and removed. */
export function VehicleGroupsPage() {
  const queryClient = useQueryClient();
  const groups = useQuery(groupsQuery);
  const devices = useQuery(devicesQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Group | null>(null);

  const save = useMutation({
    mutationFn: ({ group, name }: { group: Group | null; name: string }) =>
      group ? fleetClient.groups.update(group.id, { ...group, name }) : fleetClient.groups.create({ name }),
    onSuccess: (_saved, { group }) => {
      notify.success(group ? 'Group updated' : 'Group added');
      setEditing(null);
      return queryClient.invalidateQueries({ queryKey: groupsQuery.queryKey });
    },
  });

  const remove = useMutation({
    mutationFn: (group: Group) => fleetClient.groups.remove(group.id),
    onSuccess: () => {
      notify.success('Group deleted');
      setRemoving(null);
      return queryClient.invalidateQueries({ queryKey: groupsQuery.queryKey });
    },
    onError: (error) => notify.error('Failed to delete group', failureDescription(error)),
  });

  const vehicleCount = (group: Group) =>
    devices.data?.filter((device) => device.groupId === group.id).length ?? 0;

  return (
    <>
      <PageHeader title="Vehicle Groups" description="Group vehicles to filter the map, reports and alerts.">
        <button
          type="button"
          className="fleet-portal-button fleet-portal-button--primary"
          onClick={() => {
            save.reset();
            setEditing({ group: null });
          }}
        >
          <Icon name="plus" size={18} /> Add Group
        </button>
      </PageHeader>
      <QueryBoundary query={groups}>
        {() => (
          <DataTable
            caption="Vehicle groups"
            rows={groups.data ?? []}
            rowKey={(group) => group.id}
            empty={<EmptyState title="No vehicle groups yet" hint="Add a group to organise your vehicles." />}
            columns={[
              { header: 'Name', cell: (group) => group.name },
              { header: 'Vehicles', cell: (group) => vehicleCount(group) },
              {
                header: 'Actions',
                align: 'end',
                cell: (group) => (
                  <div className="fleet-portal-table__actions">
                    <button
                      type="button"
                      className="fleet-portal-icon-button"
                      aria-label={`Edit ${group.name}`}
                      onClick={() => {
                        save.reset();
                        setEditing({ group });
                      }}
                    >
                      <Icon name="edit" size={18} />
                    </button>
                    <button
                      type="button"
                      className="fleet-portal-icon-button"
                      aria-label={`Delete ${group.name}`}
                      onClick={() => setRemoving(group)}
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
        <GroupDialog
          key={editing.group?.id ?? 'new'}
          open
          group={editing.group}
          busy={save.isPending}
          error={save.isError ? errorMessage(save.error, 'The group could not be saved.') : null}
          onSave={(name) => save.mutate({ group: editing.group, name })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Delete Vehicle Group"
        message={`Delete the group ${removing?.name ?? ''}? Its vehicles stay, without a group.`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
