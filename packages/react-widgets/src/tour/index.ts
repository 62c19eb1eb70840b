// The guided product tour.
export { ProductTour, type ProductTourProps, TOUR_TARGET_CLASS, type TourEnd } from './ProductTour';
export { defaultTourSteps, type TourStep } from './tourSteps';
