import type { ComponentType } from 'react';
import type { PlaygroundFleet } from '../PlaygroundFleet';
import type { PropControl, PropValues } from '../PropsPanel';

/** One example of the playground: its component, the props the panel edits and their first values. */
export interface Example {
  /** The folder and the URL hash. */
  id: string;
  title: string;
  Component: ComponentType<{ fleet: PlaygroundFleet; props: PropValues }>;
  controls: readonly PropControl[];
  initial: PropValues;
}
