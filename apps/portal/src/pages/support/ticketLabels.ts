import type { TicketCategory, TicketStatus } from '@fleetkit/sdk-core';

export const CATEGORY_LABEL: Record<TicketCategory, string> = {
  technical: 'Technical problem',
  device: 'Tracker or vehicle',
  billing: 'Billing and subscription',
  account: 'Account and sign-in',
  other: 'Something else',
};

/** Each status with what it means for the person who opened the ticket. */
export const STATUS_LABEL: Record<TicketStatus, { text: string; tone: string }> = {
  open: { text: 'Waiting for support', tone: 'warning' },
  pending: { text: 'Support replied', tone: 'success' },
  resolved: { text: 'Resolved', tone: 'disabled' },
  closed: { text: 'Closed', tone: 'disabled' },
};
