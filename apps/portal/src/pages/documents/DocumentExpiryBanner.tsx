import type { FleetDocument } from '@fleetkit/sdk-core';
import { useQuery } from '@tanstack/react-query';
import './documents.css';
import { documentExpiryQuery } from '../../queries';

/**
 * The documents already expired and those expiring within 15 days (`GET /api2/documents/expiry-info`),
 * soonest first, each with Renew (which opens its edit for the new dates and images) when the session
 * may change documents. Nothing is shown while none are due, or when the information cannot be read.
 */
export function DocumentExpiryBanner({
  documentName,
  onRenew,
  canRenew = () => true,
}: {
  documentName(document: FleetDocument): string;
  /** Opens the document's edit; without it there is no Renew. */
  onRenew?: ((document: FleetDocument) => void) | undefined;
  /** Whether this document may be renewed (changed) by the user; without it every one may. */
  canRenew?: (document: FleetDocument) => boolean;
}) {
  const info = useQuery(documentExpiryQuery);
  if (!info.data) return null;
  const { expired, expiring } = info.data;
  if (expired.length === 0 && expiring.length === 0) return null;
  const line = (document: FleetDocument) => (
    <li key={document.$id} className="fleet-portal-expiry__item">
      {`${documentName(document)} (${document.expiryDate ?? ''})`}
      {onRenew && canRenew(document) ? (
        <button
          type="button"
          className="fleet-portal-button fleet-portal-button--secondary fleet-portal-expiry__renew"
          aria-label={`Renew ${documentName(document)}`}
          onClick={() => onRenew(document)}
        >
          Renew
        </button>
      ) : null}
    </li>
  );
  return (
    <section className="fleet-portal-card fleet-portal-expiry" aria-label="Document expiry">
      {expired.length > 0 ? (
        <div className="fleet-portal-expiry__group">
          <span className="fleet-portal-badge fleet-portal-badge--error">Expired</span>
          <ul className="fleet-portal-expiry__list">{expired.map(line)}</ul>
        </div>
      ) : null}
      {expiring.length > 0 ? (
        <div className="fleet-portal-expiry__group">
          <span className="fleet-portal-badge fleet-portal-badge--warning">Expires</span>
          <ul className="fleet-portal-expiry__list">{expiring.map(line)}</ul>
        </div>
      ) : null}
    </section>
  );
}
