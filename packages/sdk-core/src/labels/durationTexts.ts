import { textGroup } from './textGroup';
import { textTemplate } from './textTemplate';

/**
 * The units `formatDuration` writes a length of time in (SPEC's `3 hr 5 min`, `2 days 4 hr`): one
 * template per unit, so a language writes its own words around the count.
 */
export const DURATION_TEXTS = /* @__PURE__ */ textGroup('DURATION_TEXTS', {
  seconds: textTemplate<[count: number]>('{count} sec'),
  minutes: textTemplate<[count: number]>('{count} min'),
  hours: textTemplate<[count: number]>('{count} hr'),
  /** One day (`1 day`). */
  day: textTemplate<[count: number]>('{count} day'),
  /** Two days and more (`2 days`). */
  days: textTemplate<[count: number]>('{count} days'),
});

/** The unit words of `formatDuration`, in some language (`DURATION_TEXTS`, or a translator's copy). */
export type DurationTexts = { readonly [K in keyof typeof DURATION_TEXTS]: (count: number) => string };
