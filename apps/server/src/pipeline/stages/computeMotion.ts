import type { Stage } from '../types';

/** Sets `motion` from the speed threshold, unless the device reported it itself. */
export const computeMotion: Stage = ({ position: p, settings }) => {
  if (typeof p.attributes.motion !== 'boolean') p.attributes.motion = p.speed > settings.motionSpeedThreshold;
  return undefined;
};
