import { type FleetEvent, MESSAGES } from '@fleetkit/sdk-core';
import {
  CONTROL_TEXTS,
  EVENT_TEXTS,
  type EventNames,
  formatEvent,
  NOTIFICATION_TEXTS,
} from '@fleetkit/sdk-core/labels';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { useFormats } from '../context/useFormats';
import { Button, classNames, IconButton } from '../primitives/Button';
import { useFleetTheme } from '../primitives/FleetTheme';
import { RELATIVE_TIME_REFRESH_MS, useNow } from '../vehicles/useNow';

/** Props of {@link NotificationDrawer}. */
export interface NotificationDrawerProps {
  /** Whether the drawer is open (controlled). */
  isOpen: boolean;
  /**
   * Called with `false` when the user closes it. Closing clears every notification, whether the user
   * closes the drawer or the parent sets `isOpen` to false.
   */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Called with the vehicle id when a notification's vehicle name is pressed. Omitted: plain text.
   * @default undefined
   */
  onDeviceClick?: (deviceId: number) => void;
  /**
   * Names the events refer to by id (geofences, drivers), for their details line (sdk-core `formatEvent`).
   * @default none: a geofence is named by its id
   */
  eventNames?: EventNames;
  /**
   * The time relative times are measured against.
   * @default the current time, refreshed every 30 s
   */
  now?: Date;
  /**
   * Extra class names of the drawer panel.
   * @default undefined
   */
  className?: string;
}

/**
 * The 'Live Notifications' drawer (SPEC §2): live events newest first, each with its title, its
 * vehicle (or 'Unknown Device'), its details (sdk-core `formatEvent`) and a relative time; a per-item dismiss and Clear
 * All. Every notification is cleared when the drawer closes (and on logout, by the store).
 * @example <NotificationDrawer isOpen={open} onOpenChange={setOpen} onDeviceClick={openVehicle} />
 */
export function NotificationDrawer({
  isOpen,
  onOpenChange,
  onDeviceClick,
  eventNames,
  now,
  className,
}: NotificationDrawerProps) {
  useSignals();
  const { store } = useFleet();
  const messages = useTexts(MESSAGES);
  const controls = useTexts(CONTROL_TEXTS);
  const texts = useTexts(NOTIFICATION_TEXTS);
  const current = useNow(now, RELATIVE_TIME_REFRESH_MS);
  const theme = useFleetTheme();
  const items = store.notifications.items.value;
  const devices = store.devices.value;

  const change = (open: boolean) => {
    if (!open) store.notifications.clearAll();
    onOpenChange(open);
  };

  // SPEC §2: every notification is cleared on close, also when the parent closes the drawer.
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (wasOpen.current && !isOpen) store.notifications.clearAll();
    wasOpen.current = isOpen;
  }, [isOpen, store]);

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={change}
      isDismissable
      className="fleet-root fleet-drawer-overlay"
      data-theme={theme}
    >
      <Modal className={classNames('fleet-drawer', className)}>
        <AriaDialog className="fleet-drawer__dialog">
          <header className="fleet-drawer__header">
            <Heading slot="title" className="fleet-drawer__title">
              {messages.liveNotifications}
            </Heading>
            <IconButton aria-label={controls.close} onPress={() => change(false)}>
              ×
            </IconButton>
          </header>
          <p className="fleet-drawer__note">{texts.clearedNote}</p>
          {items.length > 0 ? (
            <>
              <div className="fleet-drawer__toolbar">
                <Button variant="ghost" onPress={() => store.notifications.clearAll()}>
                  {texts.clearAll}
                </Button>
              </div>
              <ul className="fleet-drawer__list" aria-label={messages.liveNotifications}>
                {items.map((event) => (
                  <NotificationItem
                    key={event.id}
                    event={event}
                    eventNames={eventNames}
                    deviceName={devices.get(event.deviceId)?.name}
                    now={current}
                    onDismiss={() => store.notifications.dismiss(event.id)}
                    onDeviceClick={onDeviceClick}
                  />
                ))}
              </ul>
            </>
          ) : (
            <div className="fleet-drawer__empty">
              <p className="fleet-drawer__empty-title">{messages.noNotifications}</p>
              <p className="fleet-drawer__empty-hint">{messages.noNotificationsHint}</p>
            </div>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}

function NotificationItem({
  event,
  eventNames,
  deviceName,
  now,
  onDismiss,
  onDeviceClick,
}: {
  event: FleetEvent;
  eventNames: EventNames | undefined;
  deviceName: string | undefined;
  now: Date;
  onDismiss: () => void;
  onDeviceClick: ((deviceId: number) => void) | undefined;
}) {
  const messages = useTexts(MESSAGES);
  const texts = useTexts(NOTIFICATION_TEXTS);
  const events = useTexts(EVENT_TEXTS);
  const formats = useFormats();
  const { title: type, details } = formatEvent(event, eventNames, events, formats.formatNumber);
  return (
    <li className="fleet-notification" aria-label={type}>
      <div className="fleet-notification__head">
        <strong className="fleet-notification__type">{type}</strong>
        <IconButton
          aria-label={texts.dismiss(type)}
          onPress={onDismiss}
          className="fleet-notification__dismiss"
        >
          ×
        </IconButton>
      </div>
      {deviceName && onDeviceClick ? (
        <Button
          variant="ghost"
          className="fleet-notification__device"
          onPress={() => onDeviceClick(event.deviceId)}
        >
          {deviceName}
        </Button>
      ) : (
        <span className="fleet-notification__device">{deviceName ?? messages.unknownDevice}</span>
      )}
      {details ? <p className="fleet-notification__attributes">{details}</p> : null}
      <time className="fleet-notification__time" dateTime={event.eventTime}>
        {formats.relativeTime(event.eventTime, now)}
      </time>
    </li>
  );
}
