import type { RoutePoint } from './RoutePath';

/** A town on a highway route: inside its radius traffic moves at city speeds and stops more often. */
export interface RouteTown {
  name: string;
  latitude: number;
  longitude: number;
  /** Metres. */
  radius: number;
}

/** A road a simulated vehicle drives. */
export interface SimulatorRoute {
  /** Stable identifier, used to assign vehicles to routes. */
  id: string;
  /** What a person calls the road. */
  name: string;
  /** City streets (15-45 km/h, traffic lights) or highway (40-70 km/h, towns on the way). */
  kind: 'city' | 'highway';
  /** A loop is driven round and round; other routes are driven to the end and back. */
  loop: boolean;
  /** The road as a polyline that follows it, from one end to the other. */
  points: readonly RoutePoint[];
  /** Towns along a highway. */
  towns?: readonly RouteTown[];
}
