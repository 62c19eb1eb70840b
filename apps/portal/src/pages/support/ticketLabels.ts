import type { TicketStatus } from '@fleetkit/sdk-core';

// The categories' and statuses' texts are SUPPORT_TEXTS.categories and .statuses
// (`@fleetkit/sdk-core/labels/portal`), read in the user's language.

/** Each status's badge colour, by what it means for the person who opened the ticket. */
export const STATUS_TONE: Record<TicketStatus, string> = {
  open: 'warning',
  pending: 'success',
  resolved: 'disabled',
  closed: 'disabled',
};
