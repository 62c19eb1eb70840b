import { useTexts } from '@fleetkit/react-widgets';
import type { Group } from '@fleetkit/sdk-core';
import { GROUP_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fleetClient } from '../../fleetClient';
import { devicesQuery, groupsQuery } from '../../queries';
import { CrudPage } from '../../ui/CrudPage';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage } from '../../ui/errorMessage';
import { notify } from '../../ui/notify';
import { useFormatNumber } from '../shared/useFormatNumber';
import { GroupDialog } from './GroupDialog';

/** /dashboard/vehicle/vehicle-groups: the user's vehicle groups, added, renamed and removed. */
export function VehicleGroupsPage() {
  const queryClient = useQueryClient();
  const texts = useTexts(GROUP_PAGE_TEXTS);
  const number = useFormatNumber();
  const groups = useQuery(groupsQuery);
  const devices = useQuery(devicesQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: groupsQuery.queryKey });

  const save = useMutation({
    mutationFn: ({ group, name }: { group: Group | null; name: string }) =>
      group ? fleetClient.groups.update(group.id, { ...group, name }) : fleetClient.groups.create({ name }),
    onSuccess: (_saved, { group }) => {
      void notify.success(group ? texts.groupUpdated : texts.groupAdded);
      return refresh();
    },
  });

  const vehicleCount = (group: Group) =>
    devices.data?.filter((device) => device.groupId === group.id).length ?? 0;

  return (
    <CrudPage
      title={texts.title}
      description={texts.description}
      addLabel={texts.addGroup}
      caption={texts.caption}
      query={groups}
      rowKey={(group) => group.id}
      rowName={(group) => group.name}
      empty={<EmptyState title={texts.empty} hint={texts.emptyHint} />}
      columns={[
        { header: texts.name, cell: (group) => group.name },
        { header: texts.vehicles, cell: (group) => number(vehicleCount(group)) },
      ]}
      onOpen={() => save.reset()}
      renderEditor={(group, close) => (
        <GroupDialog
          group={group}
          busy={save.isPending}
          error={save.isError ? errorMessage(save.error, texts.saveFailed) : null}
          onSave={(name) => save.mutate({ group, name }, { onSuccess: close })}
          onClose={close}
        />
      )}
      remove={{
        title: texts.deleteTitle,
        message: (group) => texts.deleteMessage(group.name),
        run: (group) => fleetClient.groups.remove(group.id),
        done: texts.groupDeleted,
        failed: texts.deleteFailed,
      }}
      onRemoved={refresh}
    />
  );
}
