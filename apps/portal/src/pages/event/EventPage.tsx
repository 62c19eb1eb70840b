import { useTexts } from '@fleetkit/react-widgets';
import { formatEvent } from '@fleetkit/sdk-core/labels';
import { ALERT_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/NotFoundPage';
import { fleetClient } from '../../fleetClient';
import { vehiclesQuery } from '../../queries';
import { isNotFound } from '../../ui/errorMessage';
import { useEventNames } from '../../ui/eventNames';
import { PageHeader } from '../../ui/PageHeader';
import { QueryBoundary } from '../../ui/QueryBoundary';
import { useDates } from '../../ui/useDates';

/** /event/{id}, where an `eventId` link leads: the event's type, vehicle, time and details. */
export function EventPage() {
  const eventId = Number(useParams().eventId);
  const event = useQuery({
    queryKey: ['events', eventId],
    queryFn: () => fleetClient.events.get(eventId),
    enabled: Number.isInteger(eventId) && eventId > 0,
  });
  const vehicles = useQuery(vehiclesQuery);
  const texts = useTexts(ALERT_PAGE_TEXTS);
  const dates = useDates();
  const eventNames = useEventNames();
  if (!Number.isInteger(eventId) || eventId <= 0 || isNotFound(event.error)) {
    return <NotFoundPage inPage />;
  }
  return (
    <QueryBoundary query={event}>
      {() => {
        const data = event.data;
        if (!data) return null;
        const vehicle = vehicles.data?.find((entry) => entry.id === data.deviceId);
        const text = formatEvent(data, eventNames);
        return (
          <>
            <PageHeader title={text.title} />
            <dl className="fleet-portal-card fleet-portal-details">
              <dt>{texts.eventVehicle}</dt>
              <dd>{vehicle?.name ?? `#${data.deviceId}`}</dd>
              <dt>{texts.eventTime}</dt>
              <dd>{dates.dateTime(data.eventTime)}</dd>
              {text.details ? (
                <>
                  <dt>{texts.eventDetails}</dt>
                  <dd>{text.details}</dd>
                </>
              ) : null}
            </dl>
          </>
        );
      }}
    </QueryBoundary>
  );
}
