import type { TicketStatus } from '@fleetkit/sdk-core';
import { STATUS_LABEL } from './ticketLabels';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const label = STATUS_LABEL[status];
  return <span className={`fleet-portal-badge fleet-portal-badge--${label.tone}`}>{label.text}</span>;
}
