import { useTexts } from '@fleetkit/react-widgets';
import type { FleetDocument } from '@fleetkit/sdk-core';
import { DOCUMENT_PAGE_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useQuery } from '@tanstack/react-query';
import './documents.css';
import { documentExpiryQuery } from '../../queries';
import { useDates } from '../../ui/useDates';
import { dayText } from '../shared/dayText';

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
  const texts = useTexts(DOCUMENT_PAGE_TEXTS);
  const dates = useDates();
  if (!info.data) return null;
  const { expired, expiring } = info.data;
  if (expired.length === 0 && expiring.length === 0) return null;
  const line = (document: FleetDocument) => (
    <li key={document.$id} className="fleet-portal-expiry__item">
      {`${documentName(document)} (${dayText(document.expiryDate, dates.date)})`}
      {onRenew && canRenew(document) ? (
        <button
          type="button"
          className="fleet-portal-button fleet-portal-button--secondary fleet-portal-expiry__renew"
          aria-label={texts.renewName(documentName(document))}
          onClick={() => onRenew(document)}
        >
          {texts.renew}
        </button>
      ) : null}
    </li>
  );
  return (
    <section className="fleet-portal-card fleet-portal-expiry" aria-label={texts.expiry}>
      {expired.length > 0 ? (
        <div className="fleet-portal-expiry__group">
          <span className="fleet-portal-badge fleet-portal-badge--error">{texts.expired}</span>
          <ul className="fleet-portal-expiry__list">{expired.map(line)}</ul>
        </div>
      ) : null}
      {expiring.length > 0 ? (
        <div className="fleet-portal-expiry__group">
          <span className="fleet-portal-badge fleet-portal-badge--warning">{texts.expires}</span>
          <ul className="fleet-portal-expiry__list">{expiring.map(line)}</ul>
        </div>
      ) : null}
    </section>
  );
}
