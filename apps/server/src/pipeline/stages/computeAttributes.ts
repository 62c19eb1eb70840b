import { applyComputedAttributes } from '../computedAttributes';
import type { Stage } from '../types';

/**
 * Applies the computed attributes linked to the device or its group (Traccar's JEXL expressions,
 * `computedExpression.ts`), before the stages that read attributes such as `ignition` or `motion`.
 */
export const computeAttributes: Stage = ({ position, device }) => {
  if (device.computedAttributes.length > 0) applyComputedAttributes(position, device.computedAttributes);
  return undefined;
};
