import { useTexts } from '@fleetkit/react-widgets';
import { AUTH_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { EXTERNAL_LINKS } from './externalLinks';

/** Terms of service and privacy policy, under every auth form. */
export function LegalLinks() {
  const texts = useTexts(AUTH_TEXTS);
  return (
    <p className="fleet-portal-auth__legal">
      {texts.legalBefore}{' '}
      <a href={EXTERNAL_LINKS.termsOfService} target="_blank" rel="noreferrer">
        {texts.termsOfService}
      </a>{' '}
      {texts.legalBetween}{' '}
      <a href={EXTERNAL_LINKS.privacyPolicy} target="_blank" rel="noreferrer">
        {texts.privacyPolicy}
      </a>
      {texts.legalAfter}
    </p>
  );
}
