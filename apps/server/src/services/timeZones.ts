/**
 * Current IANA names that the runtime's ICU lists under an older name (Asia/Katmandu for
 * Asia/Kathmandu …). Both are offered, as Traccar (Java's zone list) offers both.
 */
const CURRENT_NAMES = [
  'America/Argentina/Buenos_Aires',
  'America/Argentina/Catamarca',
  'America/Argentina/Cordoba',
  'America/Argentina/Jujuy',
  'America/Argentina/Mendoza',
  'America/Atikokan',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Nuuk',
  'Asia/Ho_Chi_Minh',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Asia/Yangon',
  'Atlantic/Faroe',
  'Europe/Kyiv',
  'Pacific/Chuuk',
  'Pacific/Kanton',
  'Pacific/Pohnpei',
  'UTC',
];

function known(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The time zone names a user or the server may choose, sorted (`GET /api/server/timezones`). */
export function timeZoneNames(): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  for (const zone of CURRENT_NAMES) if (known(zone)) zones.add(zone);
  return [...zones].sort();
}
