import {
  computedAttributeInputSchema,
  driverInputSchema,
  formatArea,
  GeofenceAreaError,
  geofenceInputSchema,
  groupInputSchema,
  maintenanceInputSchema,
  notificationInputSchema,
  parseArea,
  validateShape,
} from '@fleetkit/sdk-core';
import type { FastifyInstance } from 'fastify';
import { computedAttributes, drivers, geofences, groups, maintenances, notifications } from '../db/schema';
import { HttpError } from '../http/HttpError';
import { assertGroupParent } from '../services/groupTree';
import { registerCollection } from './collection';
import { limits, withinLimits } from './inputLimits';

const { name, identifier, description, area, attributes } = limits;

/**
 * Checks a geofence area with the product's one shape rule (sdk-core `validateShape`, the editor's
 * too): a malformed area, a polygon without 3 distinct points enclosing an area ('Invalid polygon') or
 * one that crosses itself is a 400 with the reason. A polygon is stored without its repeated points
 * and points on a straight line.
 */
function checkedArea(area: string): string {
  try {
    const shape = parseArea(area);
    validateShape(shape, area);
    return shape.type === 'polygon' ? formatArea(shape) : area;
  } catch (error) {
    if (error instanceof GeofenceAreaError) {
      throw new HttpError(400, 'validation_failed', `area: ${error.message}`, [
        { field: 'area', message: error.message },
      ]);
    }
    throw error;
  }
}

/** Traccar collections that need nothing beyond CRUD and links. */
export async function collectionRoutes(app: FastifyInstance) {
  const invalidate = async () => {
    await app.ctx.bus.publish('invalidate', {});
  };

  registerCollection(app, {
    path: '/api/groups',
    type: 'group',
    table: groups,
    nameColumn: groups.name,
    input: withinLimits(groupInputSchema, { name, attributes }),
    toValues: (b) => ({ name: b.name, groupId: b.groupId || null, attributes: b.attributes }),
    references: ['groupId'],
    checkValues: (tx, values, id) => assertGroupParent(tx, id, values.groupId as number | null),
    afterChange: invalidate,
  });

  registerCollection(app, {
    path: '/api/drivers',
    type: 'driver',
    table: drivers,
    nameColumn: drivers.name,
    input: withinLimits(driverInputSchema, { name, uniqueId: identifier, attributes }),
    toValues: (b) => ({ name: b.name, uniqueId: b.uniqueId, attributes: b.attributes }),
    references: [],
  });

  registerCollection(app, {
    path: '/api/geofences',
    type: 'geofence',
    table: geofences,
    nameColumn: geofences.name,
    input: withinLimits(geofenceInputSchema, { name, description, area, attributes }),
    toValues: (b) => ({
      name: b.name,
      description: b.description ?? null,
      area: checkedArea(b.area),
      calendarId: b.calendarId || null,
      attributes: b.attributes,
    }),
    references: ['calendarId'],
    // The pipeline tests positions against them (and their calendars): every instance reloads them.
    afterChange: invalidate,
  });

  registerCollection(app, {
    path: '/api/maintenance',
    type: 'maintenance',
    table: maintenances,
    nameColumn: maintenances.name,
    input: withinLimits(maintenanceInputSchema, { name, type: identifier, attributes }),
    toValues: (b) => ({
      name: b.name,
      type: b.type,
      start: b.start,
      period: b.period,
      attributes: b.attributes,
    }),
    references: [],
  });

  registerCollection(app, {
    path: '/api/notifications',
    type: 'notification',
    table: notifications,
    input: withinLimits(notificationInputSchema, {
      type: identifier,
      description,
      notificators: identifier,
      attributes,
    }),
    toValues: (b) => ({
      type: b.type,
      description: b.description ?? null,
      always: b.always,
      notificators: b.notificators,
      calendarId: b.calendarId || null,
      commandId: b.commandId || null,
      attributes: b.attributes,
    }),
    references: ['calendarId', 'commandId'],
  });

  registerCollection(app, {
    path: '/api/attributes/computed',
    type: 'attribute',
    table: computedAttributes,
    nameColumn: computedAttributes.description,
    input: withinLimits(computedAttributeInputSchema, {
      description,
      attribute: identifier,
      expression: description,
      type: identifier,
    }),
    toValues: (b) => ({
      description: b.description,
      attribute: b.attribute,
      expression: b.expression,
      type: b.type,
      priority: b.priority,
    }),
    references: [],
    // The pipeline applies them: every instance reloads the devices' facts.
    afterChange: async () => {
      await app.ctx.bus.publish('invalidate', {});
    },
  });
}
