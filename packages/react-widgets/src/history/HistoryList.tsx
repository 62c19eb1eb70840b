import { formatDistance, formatDuration, type HistoryItem } from '@fleetkit/sdk-core';
import { type CalendarSystem, formatDate } from '@fleetkit/sdk-core/calendar';
import { type EventNames, formatEvent, HISTORY_TEXTS } from '@fleetkit/sdk-core/labels';
import { Button as AriaButton } from 'react-aria-components';

/** Props of {@link HistoryList}. */
export interface HistoryListProps {
  items: readonly HistoryItem[];
  dateFormat: CalendarSystem;
  onSelect?: ((item: HistoryItem) => void) | undefined;
  /** Names the events refer to by id (geofences, drivers), for their details (sdk-core `formatEvent`). */
  eventNames?: EventNames | undefined;
}

const TIME = 'YYYY-MM-DD HH:mm';

function describeItem(
  item: HistoryItem,
  eventNames: EventNames | undefined,
): { title: string; detail: string } {
  if (item.kind === 'trip') {
    const { trip } = item;
    return {
      title: `${HISTORY_TEXTS.trip}: ${formatDistance(trip.distance)} · ${formatDuration(trip.duration)}`,
      detail: [trip.startAddress, trip.endAddress].filter(Boolean).join(' → '),
    };
  }
  if (item.kind === 'stop') {
    const { stop } = item;
    return { title: `${HISTORY_TEXTS.stop}: ${formatDuration(stop.duration)}`, detail: stop.address ?? '' };
  }
  const { title, details } = formatEvent(item.event, eventNames);
  return { title, detail: details };
}

/** The rows of one history tab: trips, stops and events, each with its start time. */
export function HistoryList({ items, dateFormat, onSelect, eventNames }: HistoryListProps) {
  if (items.length === 0) return <p className="fleet-empty-title">{HISTORY_TEXTS.noItems}</p>;
  return (
    <ul className="fleet-history-list">
      {items.map((item) => {
        const { title, detail } = describeItem(item, eventNames);
        const key = `${item.kind}-${item.time}-${title}`;
        return (
          <li key={key} className="fleet-history-item" data-kind={item.kind}>
            <AriaButton className="fleet-history-item-button" onPress={() => onSelect?.(item)}>
              <span className="fleet-history-item-title">{title}</span>
              <span className="fleet-history-item-time">{formatDate(item.time, dateFormat, TIME)}</span>
              {detail && <span className="fleet-history-item-detail">{detail}</span>}
            </AriaButton>
          </li>
        );
      })}
    </ul>
  );
}
