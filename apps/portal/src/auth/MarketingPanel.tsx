import { useTexts } from '@fleetkit/react-widgets';
import { AUTH_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { EXTERNAL_LINKS } from './externalLinks';

const POINTS = [
  { title: 'utilizationTitle', text: 'utilizationText' },
  { title: 'devicesTitle', text: 'devicesText' },
  { title: 'assistanceTitle', text: 'assistanceText' },
] as const;

/** The marketing side of the login, register and demo screens (SPEC §1, §2). */
export function MarketingPanel() {
  const texts = useTexts(AUTH_TEXTS);
  return (
    <aside className="fleet-portal-marketing" aria-labelledby="fleet-portal-marketing-title">
      <p className="fleet-portal-brand fleet-portal-brand--light">Fleetkit</p>
      <h2 id="fleet-portal-marketing-title" className="fleet-portal-marketing__title">
        {texts.marketingTitle}
      </h2>
      <ul className="fleet-portal-marketing__points">
        {POINTS.map((point) => (
          <li key={point.title}>
            <strong>{texts[point.title]}</strong>
            <span>{texts[point.text]}</span>
          </li>
        ))}
      </ul>
      <div className="fleet-portal-marketing__stores">
        <p>{texts.takeItWithYou}</p>
        <a href={EXTERNAL_LINKS.playStore} target="_blank" rel="noreferrer">
          {texts.googlePlay}
        </a>
        <a href={EXTERNAL_LINKS.appStore} target="_blank" rel="noreferrer">
          {texts.appStore}
        </a>
      </div>
    </aside>
  );
}
