import { EXTERNAL_LINKS } from './externalLinks';

const POINTS = [
  {
    title: 'Maximize asset utilization',
    text: 'See where every vehicle is, how long it idles and how far it drives, and put idle assets back to work.',
  },
  {
    title: 'Sync with IoT devices',
    text: 'GPS trackers, ignition sensors and engine relays report in real time over the protocols they already speak.',
  },
  {
    title: 'Swift assistance',
    text: 'Live alerts for overspeed, geofence crossings and alarms, and a support team one ticket away.',
  },
] as const;

/** The marketing side of the login, register and demo screens (SPEC §1, §2). */
export function MarketingPanel() {
  return (
    <aside className="fleet-portal-marketing" aria-labelledby="fleet-portal-marketing-title">
      <p className="fleet-portal-brand fleet-portal-brand--light">Fleetkit</p>
      <h2 id="fleet-portal-marketing-title" className="fleet-portal-marketing__title">
        Your whole fleet, live, in one place.
      </h2>
      <ul className="fleet-portal-marketing__points">
        {POINTS.map((point) => (
          <li key={point.title}>
            <strong>{point.title}</strong>
            <span>{point.text}</span>
          </li>
        ))}
      </ul>
      <div className="fleet-portal-marketing__stores">
        <p>Take it with you</p>
        <a href={EXTERNAL_LINKS.playStore} target="_blank" rel="noreferrer">
          Get it on Google Play
        </a>
        <a href={EXTERNAL_LINKS.appStore} target="_blank" rel="noreferrer">
          Download on the App Store
        </a>
      </div>
    </aside>
  );
}
