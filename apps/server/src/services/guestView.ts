/**
 * What a share guest sees of its vehicle (SPEC §2 /guest and §6): the full-screen map and the device info
 * modal — name, type, model, registration, status, last update and the position. The IMEI, SIM and contact
 * numbers, the subscription, the group and every other attribute (notes, installer details) stay with
 * the vehicle's users. The Traccar fields keep their names; hidden ones are empty.
 */
export function guestDevice(device: Record<string, unknown>): Record<string, unknown> {
  const attributes = (device.attributes ?? {}) as Record<string, unknown>;
  return {
    id: device.id,
    name: device.name,
    uniqueId: '',
    status: device.status,
    disabled: false,
    lastUpdate: device.lastUpdate,
    positionId: device.positionId,
    groupId: null,
    calendarId: null,
    phone: null,
    model: device.model ?? null,
    contact: null,
    category: device.category ?? null,
    expirationTime: null,
    attributes: typeof attributes.registration === 'string' ? { registration: attributes.registration } : {},
  };
}
