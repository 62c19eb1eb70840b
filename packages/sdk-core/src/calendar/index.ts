// The Bikram Sambat (Nepali) calendar for the date selector and date display.
export {
  BikramSambatCalendar,
  type BikramSambatCalendarOptions,
  type BikramSambatDate,
  type CalendarSystem,
} from './BikramSambatCalendar';
export {
  bikramSambatCalendar,
  bsMonthLength,
  formatDate,
  fromBikramSambat,
  toBikramSambat,
} from './bikramSambat';
export { BS_MONTH_NAMES, BS_MONTH_SHORT_NAMES, type BsMonthName } from './bsMonthNames';
export type { BsMonthLengthTable, BsYearMonthLengths } from './defaultMonthLengths';
