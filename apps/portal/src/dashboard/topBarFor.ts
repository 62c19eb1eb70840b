import { MENU } from './menu';

/** The top bar's title when no menu item matches the page (SPEC §2). */
export const DEFAULT_TOP_BAR_TITLE = 'Track Vehicle';

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
 * otherwise; the back button on a vehicle's page and a ticket's page.
 */
export function topBarFor(pathname: string): { title: string; back: boolean } {
  if (TICKET_CHAT.test(pathname)) return { title: 'Ticket Chat', back: true };
  if (TICKET_LIST.test(pathname)) return { title: 'Support Tickets', back: false };
  if (VEHICLE_PAGE.test(pathname)) return { title: DEFAULT_TOP_BAR_TITLE, back: true };
  for (const item of MENU) {
    const child = item.children?.find((entry) => within(pathname, entry.path));
    if (child) return { title: child.label, back: false };
    if (within(pathname, item.path)) return { title: item.label, back: false };
  }
  return { title: DEFAULT_TOP_BAR_TITLE, back: false };
}
