import { MENU_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { MENU } from './menu';

/** The top bar's title when no menu item matches the page (SPEC §2). */
export const DEFAULT_TOP_BAR_TITLE = MENU_TEXTS.trackVehicle;

const TICKET_LIST = /^\/dashboard\/help-and-support\/tickets\/?$/;
const TICKET_CHAT = /^\/dashboard\/help-and-support\/tickets\/[^/]+\/?$/;
const VEHICLE_PAGE = /^\/dashboard\/vehicle\/all-vehicles\/[^/]+\/?$/;

function within(pathname: string, path: string): boolean {
  const base = `/dashboard/${path}`;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * What the top bar shows on a page (SPEC §2): the title of the current menu item (a sub-item's own
 * label when one matches), 'Support Tickets' or 'Ticket Chat' on ticket pages, 'Track Vehicle'
 * otherwise; the back button on a vehicle's page and a ticket's page. The titles are `texts`: the
 * English `MENU_TEXTS` unless the user's language is given.
 */
export function topBarFor(
  pathname: string,
  texts: Readonly<Record<keyof typeof MENU_TEXTS, string>> = MENU_TEXTS,
): { title: string; back: boolean } {
  if (TICKET_CHAT.test(pathname)) return { title: texts.ticketChat, back: true };
  if (TICKET_LIST.test(pathname)) return { title: texts.supportTickets, back: false };
  if (VEHICLE_PAGE.test(pathname)) return { title: texts.trackVehicle, back: true };
  for (const item of MENU) {
    const child = item.children?.find((entry) => within(pathname, entry.path));
    if (child) return { title: texts[child.text], back: false };
    if (within(pathname, item.path)) return { title: texts[item.text], back: false };
  }
  return { title: texts.trackVehicle, back: false };
}
