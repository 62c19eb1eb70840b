import { queryOptions } from '@tanstack/react-query';
import { fleetClient } from '../../fleetClient';

export const ticketsQuery = queryOptions({
  queryKey: ['tickets'],
  queryFn: () => fleetClient.tickets.list({ limit: 200 }),
});

export const ticketThreadQuery = (ticketId: number) =>
  queryOptions({
    queryKey: ['tickets', ticketId],
    queryFn: () => fleetClient.tickets.get(ticketId),
  });
