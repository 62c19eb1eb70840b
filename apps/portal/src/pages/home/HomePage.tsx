import { useTexts } from '@fleetkit/react-widgets';
import {
  countByStatus,
  documentTypeLabel,
  formatDistance,
  MESSAGES,
  presetRange,
  STATUS_FILTERS,
  STATUS_TONE,
  SUBSCRIPTION_BADGE,
  subscriptionState,
} from '@fleetkit/sdk-core';
import { DOCUMENT_TYPE_TEXTS, formatEvent } from '@fleetkit/sdk-core/labels';
import { HOME_TEXTS, UI_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { documentExpiryQuery, eventsReportQuery, summaryReportQuery } from '../../queries';
import { useSignedInSession } from '../../session/SessionContext';
import { useEventNames } from '../../ui/eventNames';
import { useDates } from '../../ui/useDates';
import { useFormatNumber } from '../../ui/useFormatNumber';
import { useMaintenanceDue } from '../maintenance/useMaintenanceDue';
import { StatTile } from './StatTile';
import { useLiveVehicles } from './useLiveVehicles';
import './home.css';

/** How many of the latest alerts and expiring items the overview lists. */
const LIST_LENGTH = 5;

/**
 * /dashboard/home, the fleet overview: vehicles by status (live), today's alerts and distance, and the
 * documents and subscriptions that expired or expire soon, and the services due soon or overdue.
 */
export function HomePage() {
  const { flags } = useSignedInSession();
  const [today] = useState(() => presetRange('today'));
  const { query: vehiclesRead, vehicles } = useLiveVehicles();
  const events = useQuery({ ...eventsReportQuery(today), enabled: !flags.disableEvents });
  const summary = useQuery(summaryReportQuery(today));
  const expiry = useQuery(documentExpiryQuery);
  const maintenance = useMaintenanceDue(!flags.disableMaintenance);
  const eventNames = useEventNames();
  const texts = useTexts(HOME_TEXTS);
  const ui = useTexts(UI_TEXTS);
  const messages = useTexts(MESSAGES);
  const documentTexts = useTexts(DOCUMENT_TYPE_TEXTS);
  const dates = useDates();
  const number = useFormatNumber();

  const counts = countByStatus(vehicles);
  const names = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle.name]));
  const subscriptions = vehicles
    .map((vehicle) => ({ vehicle, state: subscriptionState(vehicle.expirationTime) }))
    .filter((entry) => entry.state !== 'active');
  const distance = summary.data?.reduce((total, row) => total + row.distance, 0);
  const latestEvents = [...(events.data ?? [])].reverse().slice(0, LIST_LENGTH);
  const documents = [...(expiry.data?.expired ?? []), ...(expiry.data?.expiring ?? [])];

  return (
    <div className="fleet-portal-home">
      <section aria-labelledby="fleet-portal-home-status" className="fleet-portal-card">
        <h2 id="fleet-portal-home-status" className="fleet-portal-section-title">
          {texts.fleetStatus}
        </h2>
        <div className="fleet-portal-stats" aria-busy={vehiclesRead.isPending}>
          {STATUS_FILTERS.map((filter) => (
            <StatTile
              key={filter}
              label={texts.status[filter]}
              value={vehiclesRead.isPending ? '…' : number(counts[filter])}
              tone={filter === 'all' ? 'primary' : STATUS_TONE[filter]}
            />
          ))}
        </div>
      </section>

      <section aria-label={texts.today} className="fleet-portal-stats fleet-portal-stats--wide">
        <StatTile
          label={texts.alertsToday}
          value={
            flags.disableEvents
              ? '—'
              : events.isPending
                ? '…'
                : events.data
                  ? number(events.data.length)
                  : '—'
          }
          tone="warning"
        />
        <StatTile
          label={texts.distanceToday}
          value={summary.isPending ? '…' : distance === undefined ? '—' : formatDistance(distance)}
          tone="primary"
        />
        <StatTile
          label={texts.expiringDocuments}
          value={expiry.isPending ? '…' : number(documents.length)}
          hint={expiry.data ? texts.expiredCount(number(expiry.data.expired.length)) : undefined}
          tone="error"
        />
        {!flags.disableMaintenance ? (
          <StatTile
            label={texts.servicesDue}
            value={maintenance.isPending ? '…' : number(maintenance.dueSoon + maintenance.overdue)}
            hint={maintenance.isPending ? undefined : texts.overdueCount(number(maintenance.overdue))}
            tone="warning"
          />
        ) : null}
        <StatTile
          label={texts.subscriptionsToRenew}
          value={vehiclesRead.isPending ? '…' : number(subscriptions.length)}
          tone="error"
        />
      </section>

      <div className="fleet-portal-home__lists">
        {!flags.disableEvents ? (
          <section aria-labelledby="fleet-portal-home-alerts" className="fleet-portal-card">
            <h2 id="fleet-portal-home-alerts" className="fleet-portal-section-title">
              {texts.latestAlerts}
            </h2>
            {latestEvents.length === 0 ? (
              <p className="fleet-portal-muted">
                {events.isPending ? ui.loadingEllipsis : texts.noAlertsToday}
              </p>
            ) : (
              <ul className="fleet-portal-home__list">
                {latestEvents.map((event) => (
                  <li key={event.id}>
                    <span>
                      <strong>{formatEvent(event, eventNames).title}</strong>
                      <span className="fleet-portal-muted">
                        {' '}
                        · {names.get(event.deviceId) ?? event.deviceId}
                      </span>
                    </span>
                    <time dateTime={event.eventTime}>{dates.dateTime(event.eventTime)}</time>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}

        <section aria-labelledby="fleet-portal-home-subscriptions" className="fleet-portal-card">
          <h2 id="fleet-portal-home-subscriptions" className="fleet-portal-section-title">
            {texts.subscriptions}
          </h2>
          {subscriptions.length === 0 ? (
            <p className="fleet-portal-muted">{texts.everySubscriptionRunning}</p>
          ) : (
            <ul className="fleet-portal-home__list">
              {subscriptions.slice(0, LIST_LENGTH).map(({ vehicle, state }) => {
                const badge = SUBSCRIPTION_BADGE[state as keyof typeof SUBSCRIPTION_BADGE];
                return (
                  <li key={vehicle.id}>
                    <strong>{vehicle.name}</strong>
                    <span>
                      <span className={`fleet-portal-badge fleet-portal-badge--${badge.tone}`}>
                        {state === 'expired' ? messages.subscriptionExpired : messages.subscriptionExpiring}
                      </span>{' '}
                      {dates.date(vehicle.expirationTime)}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section aria-labelledby="fleet-portal-home-documents" className="fleet-portal-card">
          <h2 id="fleet-portal-home-documents" className="fleet-portal-section-title">
            {texts.documentsToRenew}
          </h2>
          {documents.length === 0 ? (
            <p className="fleet-portal-muted">
              {expiry.isPending ? ui.loadingEllipsis : texts.noDocumentExpires}
            </p>
          ) : (
            <ul className="fleet-portal-home__list">
              {documents.slice(0, LIST_LENGTH).map((document) => (
                <li key={document.$id}>
                  <span>
                    <strong>{documentTypeLabel(document.documentType, documentTexts)}</strong>
                    <span className="fleet-portal-muted">
                      {' '}
                      ·{' '}
                      {document.documentOf === 'vehicle' && document.entityId
                        ? (names.get(document.entityId) ?? documentTexts.categories.vehicle)
                        : documentTexts.categories[document.documentOf]}
                    </span>
                  </span>
                  <span>{dates.date(document.expiryDate)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
