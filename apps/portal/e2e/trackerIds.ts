// The trackers the portal's browser tests add, in one table. The tests share one server and one
// account, so two tests that add the same IMEI make whichever runs second fail to add its vehicle; this
// module refuses to load when two entries (or a paging range and an entry) collide.

/** Each test vehicle's IMEI, by what it is for. */
export const IMEI = {
  reportsVan: '860000000000101',
  driverCar: '860000000000207',
  shareBus: '860000000000303',
  serviceTruck: '860000000000412',
  maintainedTruck: '860000000000437',
  liveBike: '860000000000505',
  installedDevice: '860000000000609',
  expiredCar: '860000000000707',
  cancelledCar: '860000000000708',
  addedVehicle: '860000000000721',
  sharedTipper: '860000000000851',
  replayTruck: '860000000000901',
  guestVan: '860000000000902',
  lockedTruck: '860000000000903',
  notifyCar: '860000000000904',
  axeBus: '860000000000905',
  geofencedVan: '860000000000931',
  linkedTruck: '860000000000932',
  documentedCar: '860000000000955',
  alertDetailsVan: '860000000000966',
  phoneGuestTruck: '860000000000977',
  clippedVan: '860000000000988',
  toastedBike: '860000000000989',
  nepaliVan: '860000000000944',
  nepaliTruck: '860000000000919',
} as const;

/** The vehicle list's paging test adds this many vehicles, from PAGING_FIRST on. */
export const PAGING_COUNT = 11;
const PAGING_FIRST = 860000000000801;

/** The IMEI of the paging test's n-th vehicle (1-based). */
export function pagingImei(n: number): string {
  if (n < 1 || n > PAGING_COUNT) throw new Error(`The paging test has ${PAGING_COUNT} vehicles, not ${n}`);
  return String(PAGING_FIRST + n - 1);
}

/** A SIM number made of the IMEI's last four digits, unique as the IMEI is. */
export function simOf(imei: string): string {
  return `+97798000${imei.slice(-4)}`;
}

/** A contact number made of the IMEI's last four digits. */
export function contactOf(imei: string): string {
  return `+977141${imei.slice(-4)}`;
}

function checkUnique(): void {
  const all = [...Object.values(IMEI), ...Array.from({ length: PAGING_COUNT }, (_, i) => pagingImei(i + 1))];
  const seen = new Map<string, number>();
  for (const imei of all) seen.set(imei.slice(-4), (seen.get(imei.slice(-4)) ?? 0) + 1);
  const twice = [...seen].filter(([, count]) => count > 1).map(([suffix]) => suffix);
  if (twice.length > 0)
    throw new Error(`Two browser tests add trackers ending in ${twice.join(', ')}: give each its own`);
}

checkUnique();
