import type { BadgeTone as MapBadgeTone } from '@fleetkit/map';
import type { ReactNode } from 'react';
import { classNames } from './Button';

/** Colour role of a {@link Badge}: sdk-core's status tones plus `info` (as `@fleetkit/map`'s DOM card). */
export type BadgeTone = MapBadgeTone;

/** Props of {@link Badge}. */
export interface BadgeProps {
  /**
   * Colour role; each maps to a `--fleet-*` colour.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
  /**
   * The badge text.
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * A small coloured label (status, subscription, counts).
 * @example <Badge tone={STATUS_TONE[status]}>{DISPLAY_STATUS_LABEL[status]}</Badge>
 */
export function Badge({ tone = 'neutral', className, children }: BadgeProps) {
  return (
    <span className={classNames('fleet-badge', `fleet-badge--${tone}`, className)} data-tone={tone}>
      {children}
    </span>
  );
}
