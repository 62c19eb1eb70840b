import { useTexts } from '@fleetkit/react-widgets';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationChannels,
  type NotificationSettings,
} from '@fleetkit/sdk-core';
import { formatEvent } from '@fleetkit/sdk-core/labels';
import { ACCOUNT_SETTINGS_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormError } from '../../auth/FormError';
import { fleetClient } from '../../fleetClient';
import { EmptyState } from '../../ui/EmptyState';
import { errorMessage } from '../../ui/errorMessage';
import { notify } from '../../ui/notify';
import { QueryBoundary } from '../../ui/QueryBoundary';

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
  const texts = useTexts(ACCOUNT_SETTINGS_TEXTS);
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
      void notify.success(texts.notificationsSaved);
    },
  });
  const toggle = (channel: NotificationChannel, type: string) =>
    setChosen((current) => {
      const next = new Set(current[channel]);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return { ...current, [channel]: next };
    });

  if (settings.eventTypes.length === 0) return <EmptyState title={texts.noEventTypes} />;
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
          <caption className="fleet-portal-visually-hidden">{texts.notificationsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{texts.event}</th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th key={channel} scope="col">
                  {texts.channels[channel]}
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
                      aria-label={texts.eventByChannel(formatEvent({ type }).title, texts.channels[channel])}
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
      <FormError message={save.isError ? errorMessage(save.error, texts.settingsNotSaved) : null} />
      <div>
        <button
          type="submit"
          className="fleet-portal-button fleet-portal-button--primary"
          disabled={save.isPending}
        >
          {texts.save}
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
