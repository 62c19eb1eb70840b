import { TOUR_STEP_TEXTS, TOUR_TEXTS } from '@fleetkit/sdk-core/labels';
import { autoUpdate, FloatingPortal, flip, hide, offset, shift, useFloating } from '@floating-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTexts } from '../context/FleetLanguage';
import { Button, classNames } from '../primitives/Button';
import { useFleetTheme } from '../primitives/FleetTheme';
import { defaultTourSteps, type TourStep } from './tourSteps';
import { useTourTarget } from './useTourTarget';

/** Class added to the current step's target element. */
export const TOUR_TARGET_CLASS = 'fleet-tour-target';

/** How the tour ended. */
export type TourEnd = 'skip' | 'finish';

/** Props of {@link ProductTour}. */
export interface ProductTourProps {
  /** Whether the tour shows. */
  isOpen: boolean;
  /** Called with 'skip' (Skip) or 'finish' (Finish on the last step). */
  onClose: (how: TourEnd) => void;
  /**
   * The vehicle the vehicle tracking step opens (the portal passes one of the user's vehicles).
   * Used by the default steps only.
   * @default 0
   */
  vehicleId?: number;
  /**
   * The steps.
   * @default defaultTourSteps(vehicleId): the 7 steps of SPEC §2
   */
  steps?: readonly TourStep[];
  /**
   * Called with a step's `path` once when the step opens, so the host can show that page. Need not
   * be stable: the latest function is called, and a new one does not navigate again.
   * @default undefined
   */
  onNavigate?: (path: string) => void;
  /**
   * Extra class names of the step card.
   * @default undefined
   */
  className?: string;
}

/**
 * The guided product tour (SPEC §2): a card next to each step's target element (placed with
 * @floating-ui/react, centred while the target is missing or off screen), 'Step n of total', and Skip, Next and
 * Finish. The current target gets the `fleet-tour-target` class, which outlines it.
 * @example <ProductTour isOpen={showTour} vehicleId={firstVehicleId} onNavigate={navigate} onClose={() => setShowTour(false)} />
 */
export function ProductTour({
  isOpen,
  onClose,
  vehicleId = 0,
  steps,
  onNavigate,
  className,
}: ProductTourProps) {
  const tour = useTexts(TOUR_TEXTS);
  const stepTexts = useTexts(TOUR_STEP_TEXTS);
  const list = steps ?? defaultTourSteps(vehicleId, stepTexts);
  const [index, setIndex] = useState(0);
  const step = isOpen ? list[index] : undefined;
  const target = useTourTarget(step?.target);
  const theme = useFleetTheme();
  const titleId = useId();
  const bodyId = useId();
  const { refs, floatingStyles, placement, middlewareData } = useFloating({
    open: Boolean(step && target),
    elements: { reference: target },
    placement: 'bottom',
    // A target taller than the room above and below it (a page-high list, the whole tracking screen)
    // leaves neither side: the card tries the sides, then shifts along both axes so it stays whole on
    // screen, over the target if it must.
    middleware: [
      offset(12),
      flip({ fallbackAxisSideDirection: 'end', padding: 8 }),
      shift({ padding: 8, crossAxis: true }),
      hide({ strategy: 'referenceHidden' }),
    ],
    whileElementsMounted: autoUpdate,
  });

  useEffect(() => {
    if (isOpen) setIndex(0);
  }, [isOpen]);

  // The latest callback, so an inline `onNavigate` does not re-navigate on every render.
  const navigate = useRef(onNavigate);
  navigate.current = onNavigate;
  const path = step?.path;
  const openStep = step ? index : null;
  useEffect(() => {
    if (openStep !== null && path) navigate.current?.(path);
  }, [openStep, path]);

  useEffect(() => {
    if (!target) return;
    target.classList.add(TOUR_TARGET_CLASS);
    return () => target.classList.remove(TOUR_TARGET_CLASS);
  }, [target]);

  if (!step) return null;
  const last = index === list.length - 1;
  // A target off screen (e.g. a menu entry in a closed phone drawer) gets the card centred, as none does.
  const anchored = Boolean(target) && !middlewareData.hide?.referenceHidden;

  return (
    <FloatingPortal>
      <div
        ref={refs.setFloating}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        className={classNames('fleet-root fleet-tour', !anchored && 'fleet-tour--centred', className)}
        data-theme={theme}
        style={anchored ? floatingStyles : undefined}
        data-placement={anchored ? placement : undefined}
      >
        <p className="fleet-tour__progress">{tour.progress(index + 1, list.length)}</p>
        <h2 id={titleId} className="fleet-tour__title">
          {step.title}
        </h2>
        <p id={bodyId} className="fleet-tour__body">
          {step.body}
        </p>
        <div className="fleet-tour__actions">
          <Button variant="ghost" onPress={() => onClose('skip')}>
            {tour.skip}
          </Button>
          {last ? (
            <Button variant="primary" onPress={() => onClose('finish')}>
              {tour.finish}
            </Button>
          ) : (
            <Button variant="primary" onPress={() => setIndex((current) => current + 1)}>
              {tour.next}
            </Button>
          )}
        </div>
      </div>
    </FloatingPortal>
  );
}
