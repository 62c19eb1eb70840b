import type { VehicleSnapshot } from '../types';

function onOff(value: boolean): string {
  return value ? 'ON' : 'OFF';
}

/**
 * The tracker's answer to a query command (not an engine command), in the style trackers answer
 * SMS and GPRS queries: `WHERE#` / `getgps` (position), `STATUS#` / `getstatus` (state) and
 * `VERSION#` / `getver`. Other text gets `Unknown command`.
 * @example answerQuery('STATUS#', snapshot) // "Power:13.80V,Battery:100%,GPS:9,GSM:4,ACC:ON,Relay:OFF"
 */
export function answerQuery(text: string, snapshot: VehicleSnapshot): string {
  const query = text.trim().replace(/#$/, '').toUpperCase();
  if (query === 'WHERE' || query === 'GETGPS' || query === 'URL') {
    const latitude = `${snapshot.latitude >= 0 ? 'N' : 'S'}${Math.abs(snapshot.latitude).toFixed(6)}`;
    const longitude = `${snapshot.longitude >= 0 ? 'E' : 'W'}${Math.abs(snapshot.longitude).toFixed(6)}`;
    const time = new Date(snapshot.time).toISOString().slice(0, 19).replace('T', ' ');
    return `Lat:${latitude},Lon:${longitude},Course:${snapshot.course},Speed:${Math.round(snapshot.speedKmh)}km/h,DateTime:${time}`;
  }
  if (query === 'STATUS' || query === 'GETSTATUS') {
    return (
      `Power:${snapshot.powerVolts.toFixed(2)}V,Battery:${snapshot.batteryLevel}%,GPS:${snapshot.satellites},` +
      `GSM:${snapshot.gsmLevel},ACC:${onOff(snapshot.ignition)},Relay:${onOff(snapshot.blocked)}`
    );
  }
  if (query === 'VERSION' || query === 'GETVER') return 'Fleetkit simulated tracker 1.0';
  return 'Unknown command';
}
