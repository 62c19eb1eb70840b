import { storableText } from '../protocols/storableMessage';
import { type CompiledExpression, compileExpression, ExpressionError } from './computedExpression';
import type { DraftPosition } from './types';

/** A computed attribute linked to a device, its expression parsed once. */
export interface DeviceComputedAttribute {
  id: number;
  attribute: string;
  /** `number`, `boolean` or `string`: what the result must be (Traccar's types). */
  type: string;
  priority: number;
  run: CompiledExpression;
}

/** The stored attribute's expression parsed; null when it cannot be (it then changes nothing). */
export function prepareComputedAttribute(row: {
  id: number;
  attribute: string;
  expression: string;
  type: string;
  priority: number;
}): DeviceComputedAttribute | null {
  try {
    return { ...row, run: compileExpression(row.expression) };
  } catch (error) {
    if (error instanceof ExpressionError) return null;
    throw error;
  }
}

/** What an expression reads: the position's fields (dates as ms since the epoch) and its attributes. */
function contextOf(position: DraftPosition): Record<string, unknown> {
  return {
    ...position.attributes,
    deviceId: position.deviceId,
    protocol: position.protocol,
    serverTime: position.serverTime.getTime(),
    deviceTime: position.deviceTime.getTime(),
    fixTime: position.fixTime.getTime(),
    valid: position.valid,
    latitude: position.latitude,
    longitude: position.longitude,
    altitude: position.altitude,
    speed: position.speed,
    course: position.course,
    accuracy: position.accuracy,
    address: position.address,
  };
}

/**
 * The attribute's value for the position, of its type (Traccar: a number, a boolean, or any result as
 * text); null when the expression answers null or a value of another type. Throws `ExpressionError`
 * when the expression fails (an unknown name, text where a number is needed…).
 */
export function computeAttribute(
  attribute: Pick<DeviceComputedAttribute, 'type' | 'run'>,
  position: DraftPosition,
): number | boolean | string | null {
  const result = attribute.run(contextOf(position));
  if (result === null || result === undefined) return null;
  switch (attribute.type) {
    case 'number':
      return typeof result === 'number' && Number.isFinite(result) ? result : null;
    case 'boolean':
      return typeof result === 'boolean' ? result : null;
    default:
      // Stored like decoded text: an expression's text must not make the database refuse a batch.
      return storableText(String(result));
  }
}

/**
 * Position fields an attribute may set instead of an attribute of that name (as Traccar), with the
 * range a stored position keeps to (`draftRefusal.ts`); a value outside it changes nothing.
 */
const NUMBER_FIELDS = {
  latitude: [-90, 90],
  longitude: [-180, 180],
  altitude: [-100_000, 100_000],
  speed: [0, 2_000],
  course: [0, 360],
  accuracy: [0, Number.MAX_VALUE],
} as const;

/**
 * Applies the device's computed attributes to the position, highest priority first, each one seeing
 * what the ones before it set (Traccar's `ComputedAttributesHandler`). One that fails or answers
 * nothing leaves the position as it is.
 */
export function applyComputedAttributes(
  position: DraftPosition,
  attributes: readonly DeviceComputedAttribute[],
): void {
  for (const attribute of attributes) {
    let value: ReturnType<typeof computeAttribute>;
    try {
      value = computeAttribute(attribute, position);
    } catch (error) {
      if (error instanceof ExpressionError) continue;
      throw error;
    }
    if (value === null) continue;
    const name = attribute.attribute;
    if (name === 'valid') {
      if (typeof value === 'boolean') position.valid = value;
    } else if (name === 'address') {
      position.address = String(value);
    } else if (Object.hasOwn(NUMBER_FIELDS, name)) {
      const field = name as keyof typeof NUMBER_FIELDS;
      const [min, max] = NUMBER_FIELDS[field];
      if (typeof value === 'number' && value >= min && value <= max) position[field] = value;
    } else {
      position.attributes[name] = value;
    }
  }
}
