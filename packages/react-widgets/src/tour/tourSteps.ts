import { PRODUCT_TOUR_STEP_COUNT } from '@fleetkit/sdk-core';
import { TOUR_STEP_TEXTS, tourStepTexts } from '@fleetkit/sdk-core/labels';

/** One step of the product tour. */
export interface TourStep {
  /** Stable id of the step. */
  id: string;
  /** Heading of the step card. */
  title: string;
  /** What the step explains. */
  body: string;
  /** CSS selector of the element the card sits next to; while it is missing the card is centred. */
  target: string;
  /**
   * Page the step is shown on; the tour asks the host to go there (`onNavigate`).
   * @default undefined
   */
  path?: string;
}

/**
 * The seven steps of the product tour (SPEC §2): dashboard, vehicle card, vehicle tracking, alerts,
 * geofence, report, help and support, with sdk-core's texts and pages. Targets are
 * `[data-tour="<id>"]` attributes the host page puts on its elements; the vehicle tracking step
 * opens the given vehicle. `texts` are the step texts in the user's language (`useTexts(TOUR_STEP_TEXTS)`).
 * @example defaultTourSteps(firstVehicleId)
 */
export function defaultTourSteps(
  vehicleId: number,
  texts: Parameters<typeof tourStepTexts>[1] = TOUR_STEP_TEXTS,
): TourStep[] {
  const steps = tourStepTexts(vehicleId, texts).map((step) => ({
    ...step,
    target: `[data-tour="${step.id}"]`,
  }));
  // The tour's length is a product number; the list must match it.
  return steps.slice(0, PRODUCT_TOUR_STEP_COUNT);
}
