import type { FleetDocument } from '@fleetkit/sdk-core';
import { useQuery } from '@tanstack/react-query';
import './documents.css';
import { documentExpiryQuery } from '../../queries';

/**
 * The documents already expired and those expiring within 15 days (`GET /api2/documents/expiry-info`),
 * soonest first. Nothing is shown while none are due, or when the information cannot be read.
 */
export function DocumentExpiryBanner({ documentName }: { documentName(document: FleetDocument): string }) {
  const info = useQuery(documentExpiryQuery);
  if (!info.data) return null;
  const { expired, expiring } = info.data;
  if (expired.length === 0 && expiring.length === 0) return null;
  const line = (document: FleetDocument) => `${documentName(document)} (${document.expiryDate ?? ''})`;
  return (
    <section className="fleet-portal-card fleet-portal-expiry" aria-label="Document expiry">
      {expired.length > 0 ? (
        <p>
          <span className="fleet-portal-badge fleet-portal-badge--error">Expired</span>{' '}
          {expired.map(line).join(', ')}
        </p>
      ) : null}
      {expiring.length > 0 ? (
        <p>
          <span className="fleet-portal-badge fleet-portal-badge--warning">Expires</span>{' '}
          {expiring.map(line).join(', ')}
        </p>
      ) : null}
    </section>
  );
}
