import type { HistoryItem } from '@fleetkit/sdk-core';
import type { CalendarSystem } from '@fleetkit/sdk-core/calendar';
import type { TextGroup } from '@fleetkit/sdk-core/i18n';
import {
  EVENT_TEXTS,
  type EventNames,
  type EventTexts,
  formatEvent,
  HISTORY_TEXTS,
} from '@fleetkit/sdk-core/labels';
import { Button as AriaButton } from 'react-aria-components';
import { useTexts } from '../context/FleetLanguage';
import { type FleetFormats, useFormats } from '../context/useFormats';

/** Props of {@link HistoryList}. */
export interface HistoryListProps {
  items: readonly HistoryItem[];
  dateFormat: CalendarSystem;
  onSelect?: ((item: HistoryItem) => void) | undefined;
  /** Names the events refer to by id (geofences, drivers), for their details (sdk-core `formatEvent`). */
  eventNames?: EventNames | undefined;
}

/** What a row says, in the panel's language. */
interface ItemTexts {
  history: TextGroup<typeof HISTORY_TEXTS>;
  events: EventTexts;
  formats: FleetFormats;
}

function describeItem(
  item: HistoryItem,
  eventNames: EventNames | undefined,
  { history, events, formats }: ItemTexts,
): { title: string; detail: string } {
  if (item.kind === 'trip') {
    const { trip } = item;
    return {
      title: `${history.trip}: ${formats.distance(trip.distance)} · ${formats.duration(trip.duration)}`,
      detail: [trip.startAddress, trip.endAddress].filter(Boolean).join(' → '),
    };
  }
  if (item.kind === 'stop') {
    const { stop } = item;
    return { title: `${history.stop}: ${formats.duration(stop.duration)}`, detail: stop.address ?? '' };
  }
  const { title, details } = formatEvent(item.event, eventNames, events, formats.formatNumber);
  return { title, detail: details };
}

/** The rows of one history tab: trips, stops and events, each with its start time. */
export function HistoryList({ items, dateFormat, onSelect, eventNames }: HistoryListProps) {
  const history = useTexts(HISTORY_TEXTS);
  const events = useTexts(EVENT_TEXTS);
  const formats = useFormats();
  if (items.length === 0) return <p className="fleet-empty-title">{history.noItems}</p>;
  return (
    <ul className="fleet-history-list">
      {items.map((item) => {
        const { title, detail } = describeItem(item, eventNames, { history, events, formats });
        const key = `${item.kind}-${item.time}-${title}`;
        return (
          <li key={key} className="fleet-history-item" data-kind={item.kind}>
            <AriaButton className="fleet-history-item-button" onPress={() => onSelect?.(item)}>
              <span className="fleet-history-item-title">{title}</span>
              <span className="fleet-history-item-time">{formats.dateTime(item.time, dateFormat)}</span>
              {detail && <span className="fleet-history-item-detail">{detail}</span>}
            </AriaButton>
          </li>
        );
      })}
    </ul>
  );
}
