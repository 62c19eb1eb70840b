import {
  countByStatus,
  DOCUMENT_CATEGORY_LABELS,
  documentTypeLabel,
  formatDistance,
  presetRange,
  STATUS_FILTER_LABEL,
  STATUS_FILTERS,
  STATUS_TONE,
  SUBSCRIPTION_BADGE,
  subscriptionState,
} from '@fleetkit/sdk-core';
import { formatEvent } from '@fleetkit/sdk-core/labels';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { documentExpiryQuery, eventsReportQuery, summaryReportQuery } from '../../queries';
import { useSignedInSession } from '../../session/SessionContext';
import { useEventNames } from '../../ui/eventNames';
import { formatDate, formatDateTime } from '../../ui/formatDateTime';
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
          Fleet status
        </h2>
        <div className="fleet-portal-stats" aria-busy={vehiclesRead.isPending}>
          {STATUS_FILTERS.map((filter) => (
            <StatTile
              key={filter}
              label={STATUS_FILTER_LABEL[filter]}
              value={vehiclesRead.isPending ? '…' : counts[filter]}
              tone={filter === 'all' ? 'primary' : STATUS_TONE[filter]}
            />
          ))}
        </div>
      </section>

      <section aria-label="Today" className="fleet-portal-stats fleet-portal-stats--wide">
        <StatTile
          label="Alerts today"
          value={flags.disableEvents ? '—' : events.isPending ? '…' : (events.data?.length ?? '—')}
          tone="warning"
        />
        <StatTile
          label="Distance today"
          value={summary.isPending ? '…' : distance === undefined ? '—' : formatDistance(distance)}
          tone="primary"
        />
        <StatTile
          label="Expiring documents"
          value={expiry.isPending ? '…' : documents.length}
          hint={expiry.data ? `${expiry.data.expired.length} expired` : undefined}
          tone="error"
        />
        {!flags.disableMaintenance ? (
          <StatTile
            label="Services due"
            value={maintenance.isPending ? '…' : maintenance.dueSoon + maintenance.overdue}
            hint={maintenance.isPending ? undefined : `${maintenance.overdue} overdue`}
            tone="warning"
          />
        ) : null}
        <StatTile
          label="Subscriptions to renew"
          value={vehiclesRead.isPending ? '…' : subscriptions.length}
          tone="error"
        />
      </section>

      <div className="fleet-portal-home__lists">
        {!flags.disableEvents ? (
          <section aria-labelledby="fleet-portal-home-alerts" className="fleet-portal-card">
            <h2 id="fleet-portal-home-alerts" className="fleet-portal-section-title">
              Latest alerts today
            </h2>
            {latestEvents.length === 0 ? (
              <p className="fleet-portal-muted">{events.isPending ? 'Loading…' : 'No alerts today.'}</p>
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
                    <time dateTime={event.eventTime}>{formatDateTime(event.eventTime)}</time>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}

        <section aria-labelledby="fleet-portal-home-subscriptions" className="fleet-portal-card">
          <h2 id="fleet-portal-home-subscriptions" className="fleet-portal-section-title">
            Subscriptions
          </h2>
          {subscriptions.length === 0 ? (
            <p className="fleet-portal-muted">Every subscription is running.</p>
          ) : (
            <ul className="fleet-portal-home__list">
              {subscriptions.slice(0, LIST_LENGTH).map(({ vehicle, state }) => {
                const badge = SUBSCRIPTION_BADGE[state as keyof typeof SUBSCRIPTION_BADGE];
                return (
                  <li key={vehicle.id}>
                    <strong>{vehicle.name}</strong>
                    <span>
                      <span className={`fleet-portal-badge fleet-portal-badge--${badge.tone}`}>
                        {badge.text}
                      </span>{' '}
                      {formatDate(vehicle.expirationTime)}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section aria-labelledby="fleet-portal-home-documents" className="fleet-portal-card">
          <h2 id="fleet-portal-home-documents" className="fleet-portal-section-title">
            Documents to renew
          </h2>
          {documents.length === 0 ? (
            <p className="fleet-portal-muted">
              {expiry.isPending ? 'Loading…' : 'No document expires soon.'}
            </p>
          ) : (
            <ul className="fleet-portal-home__list">
              {documents.slice(0, LIST_LENGTH).map((document) => (
                <li key={document.$id}>
                  <span>
                    <strong>{documentTypeLabel(document.documentType)}</strong>
                    <span className="fleet-portal-muted">
                      {' '}
                      ·{' '}
                      {document.documentOf === 'vehicle' && document.entityId
                        ? (names.get(document.entityId) ?? DOCUMENT_CATEGORY_LABELS.vehicle)
                        : DOCUMENT_CATEGORY_LABELS[document.documentOf]}
                    </span>
                  </span>
                  <span>{formatDate(document.expiryDate)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
