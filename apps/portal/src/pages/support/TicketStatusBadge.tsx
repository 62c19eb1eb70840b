import { useTexts } from '@fleetkit/react-widgets';
import type { TicketStatus } from '@fleetkit/sdk-core';
import { SUPPORT_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { STATUS_TONE } from './ticketLabels';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const texts = useTexts(SUPPORT_TEXTS);
  return (
    <span className={`fleet-portal-badge fleet-portal-badge--${STATUS_TONE[status]}`}>
      {texts.statuses[status]}
    </span>
  );
}
