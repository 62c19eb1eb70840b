import { useTexts, useTranslator } from '@fleetkit/react-widgets';
import { toBikramSambat } from '@fleetkit/sdk-core/calendar';
import { BS_MONTH_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useContext, useMemo } from 'react';
import { SessionContext } from '../session/SessionContext';

/** The calendar dates are shown in. */
export type DateCalendar = 'AD' | 'BS';

/** Dates and times as the signed-in user reads them: their language, digits and calendar. */
export interface Dates {
  /** 'BS' or 'AD': the user's `dateFormat`, else BS for Nepali and AD for every other language. */
  calendar: DateCalendar;
  /** A date with its time ('13 Apr 2024, 09:05', '१ बैशाख २०८१, ०९:०५'), or '' when there is none. */
  dateTime(value: string | Date | null | undefined): string;
  /** A date ('13 Apr 2024', '१ बैशाख २०८१'), or '' when there is none. */
  date(value: string | Date | null | undefined): string;
}

function readDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * How the pages write dates: in the session user's calendar (their `dateFormat`, else BS for Nepali,
 * AD otherwise), with month names and digits of their language. A date outside the BS table falls
 * back to AD rather than showing nothing.
 * @example const dates = useDates(); <td>{dates.dateTime(event.eventTime)}</td>
 */
export function useDates(): Dates {
  const translator = useTranslator();
  const months = useTexts(BS_MONTH_TEXTS);
  const session = useContext(SessionContext);
  const user = session?.state.status === 'signedIn' ? session.state.user : null;
  const chosen = user?.attributes.dateFormat;
  const locale = translator?.locale ?? 'en';
  const calendar: DateCalendar = chosen === 'BS' || chosen === 'AD' ? chosen : locale === 'ne' ? 'BS' : 'AD';
  return useMemo(() => {
    const intl = translator?.intlLocale;
    const number = (value: number, width = 1) =>
      translator
        ? translator.formatNumber(value, {
            useGrouping: false,
            minimumIntegerDigits: width,
            numberingSystem: translator.digits,
          })
        : String(value).padStart(width, '0');
    const bsDate = (date: Date): string | null => {
      try {
        const bs = toBikramSambat(date);
        return `${number(bs.day)} ${months[bs.month as keyof typeof months]} ${number(bs.year)}`;
      } catch (error) {
        if (error instanceof RangeError) return null;
        throw error;
      }
    };
    // The digits by name too: a browser without the language's locale data (Chrome has none for
    // Nepali) drops the locale tag, and the digits it names with it.
    const digits = translator ? { numberingSystem: translator.digits } : {};
    const adDate = (date: Date) => date.toLocaleDateString(intl, { dateStyle: 'medium', ...digits });
    const adDateTime = (date: Date) =>
      date.toLocaleString(intl, { dateStyle: 'medium', timeStyle: 'short', ...digits });
    return {
      calendar,
      date(value) {
        const date = readDate(value);
        if (!date) return '';
        return (calendar === 'BS' && bsDate(date)) || adDate(date);
      },
      dateTime(value) {
        const date = readDate(value);
        if (!date) return '';
        const bs = calendar === 'BS' ? bsDate(date) : null;
        if (!bs) return adDateTime(date);
        return `${bs}, ${number(date.getHours(), 2)}:${number(date.getMinutes(), 2)}`;
      },
    };
  }, [translator, months, calendar]);
}
