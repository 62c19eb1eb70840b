import type { Stage } from '../types';
import { computeAttributes } from './computeAttributes';
import { computeDistance } from './computeDistance';
import { computeHours } from './computeHours';
import { computeMotion } from './computeMotion';
import {
  detectAlarms,
  detectGeofenceCrossings,
  detectIgnition,
  detectMaintenance,
  detectOverspeed,
} from './detectEvents';
import { filterPosition } from './filterPosition';
import { matchGeofences } from './matchGeofences';

/** The processing stages, in order (DESIGN.md "Processing pipeline"). */
export const STAGES: readonly Stage[] = [
  filterPosition,
  computeAttributes,
  computeDistance,
  computeMotion,
  computeHours,
  matchGeofences,
  detectOverspeed,
  detectIgnition,
  detectGeofenceCrossings,
  detectAlarms,
  detectMaintenance,
];
