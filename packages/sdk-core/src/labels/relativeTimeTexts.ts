import { textGroup } from './textGroup';
import { textTemplate } from './textTemplate';

/**
 * How long ago something was, in SPEC's wording (`few sec ago`, `2 hr ago`, `3 days ago`): what
 * `formatRelativeTime` writes, one text per unit and number, so a language writes its own words
 * around the count without relying on the browser's locale data.
 */
export const RELATIVE_TIME_TEXTS = /* @__PURE__ */ textGroup('RELATIVE_TIME_TEXTS', {
  /** Under a minute, or a moment slightly ahead of now. */
  seconds: 'few sec ago',
  minutes: textTemplate<[count: number]>('{count} min ago'),
  hours: textTemplate<[count: number]>('{count} hr ago'),
  day: textTemplate<[count: number]>('{count} day ago'),
  days: textTemplate<[count: number]>('{count} days ago'),
  month: textTemplate<[count: number]>('{count} month ago'),
  months: textTemplate<[count: number]>('{count} months ago'),
  year: textTemplate<[count: number]>('{count} year ago'),
  years: textTemplate<[count: number]>('{count} years ago'),
});

/** The words of `formatRelativeTime`, in some language (`RELATIVE_TIME_TEXTS`, or a translator's copy). */
export type RelativeTimeTexts = {
  readonly [K in keyof typeof RELATIVE_TIME_TEXTS]: K extends 'seconds' ? string : (count: number) => string;
};
