/** Device attributes that only users who may change the device read: the password its tracker sends. */
const DEVICE_SECRETS = ['devicePassword'];

/**
 * A device as one reader sees it: the guest view for a share guest ({@link guestDevice}); without its
 * tracker's password for a reader who may not change the device (a read-only or demo user).
 */
export function deviceView(
  device: Record<string, unknown>,
  reader: { temporary: boolean; mayWrite: boolean },
) {
  if (reader.temporary) return guestDevice(device);
  if (reader.mayWrite) return device;
  const attributes = { ...((device.attributes ?? {}) as Record<string, unknown>) };
  for (const key of DEVICE_SECRETS) delete attributes[key];
  return { ...device, attributes };
}

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
