import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { orders } from '../db/schema';
import { registerCollection } from './collection';
import { limits, withinLimits } from './inputLimits';

const optionalText = z.string().nullish();

/** Traccar's Order as a client sends it. */
const orderInput = z.looseObject({
  id: z.optional(z.number()),
  uniqueId: z.string().trim().min(1, 'is required: the order reference'),
  description: optionalText,
  fromAddress: optionalText,
  toAddress: optionalText,
  geofenceId: z.number().int().nonnegative().nullish(),
  attributes: z.record(z.string(), z.unknown()).default({}),
});

/**
 * `/api/orders`: Traccar's orders, the deliveries a fleet carries out. Users, devices and groups are
 * linked to an order with `/api/permissions` (`orderId`); a user sees the orders linked to it.
 */
export async function orderRoutes(app: FastifyInstance) {
  registerCollection(app, {
    path: '/api/orders',
    type: 'order',
    table: orders,
    nameColumn: orders.uniqueId,
    input: withinLimits(orderInput, {
      uniqueId: limits.identifier,
      description: limits.description,
      fromAddress: limits.description,
      toAddress: limits.description,
      attributes: limits.attributes,
    }),
    toValues: (b) => ({
      uniqueId: b.uniqueId,
      description: b.description ?? null,
      fromAddress: b.fromAddress ?? null,
      toAddress: b.toAddress ?? null,
      geofenceId: b.geofenceId || null,
      attributes: b.attributes,
    }),
    references: ['geofenceId'],
  });
}
