import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationChannels,
  type NotificationSettings,
} from '@fleetkit/sdk-core';
import { formatEvent } from '@fleetkit/sdk-core/labels';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../auth/FormError';
import { fleetClient } from '../../fleetClient';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage } from '../../ui/errorMessage';
import { notify } from '../../ui/notify';
import { QueryBoundary } from '../../ui/QueryBoundary';

const CHANNEL_LABEL: Record<NotificationChannel, string> = {
  web: 'In the app',
  push: 'Push',
  email: 'Email',
};

const settingsQuery = {
  queryKey: ['notification-settings'],
  queryFn: () => fleetClient.notificationSettings.get(),
};

function toSets(channels: NotificationChannels): Record<NotificationChannel, Set<string>> {
  return { web: new Set(channels.web), push: new Set(channels.push), email: new Set(channels.email) };
}

/** The grid of event types by channel, saved together. */
function ChannelGrid({ settings }: { settings: NotificationSettings }) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState(() => toSets(settings.channels));
  const save = useMutation({
    mutationFn: () =>
      fleetClient.notificationSettings.update({
        web: [...chosen.web],
        push: [...chosen.push],
        email: [...chosen.email],
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      void notify.success('Notification settings saved');
    },
  });
  const toggle = (channel: NotificationChannel, type: string) =>
    setChosen((current) => {
      const next = new Set(current[channel]);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return { ...current, [channel]: next };
    });

  if (settings.eventTypes.length === 0) return <EmptyState title="No event types to choose from" />;
  return (
    <form
      className="fleet-portal-settings__section"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div className="fleet-portal-table-wrap">
        <table className="fleet-portal-table">
          <caption className="fleet-portal-visually-hidden">Notifications by event and channel</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th key={channel} scope="col">
                  {CHANNEL_LABEL[channel]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {settings.eventTypes.map((type) => (
              <tr key={type}>
                <th scope="row">{formatEvent({ type }).title}</th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      aria-label={`${formatEvent({ type }).title}: ${CHANNEL_LABEL[channel]}`}
                      checked={chosen[channel].has(type)}
                      onChange={() => toggle(channel, type)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <FormError
        message={save.isError ? errorMessage(save.error, 'The settings could not be saved.') : null}
      />
      <div>
        <button
          type="submit"
          className="fleet-portal-button fleet-portal-button--primary"
          disabled={save.isPending}
        >
          Save
        </button>
      </div>
    </form>
  );
}

/** /dashboard/settings/notification: which events notify in the app, by push and by email. */
export function NotificationSettingsPage() {
  const settings = useQuery(settingsQuery);
  return (
    <QueryBoundary query={settings}>
      {() => (settings.data ? <ChannelGrid settings={settings.data} /> : null)}
    </QueryBoundary>
  );
}
