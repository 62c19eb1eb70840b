import { EXTERNAL_LINKS } from './externalLinks';

/** Terms of service and privacy policy, under every auth form. */
export function LegalLinks() {
  return (
    <p className="fleet-portal-auth__legal">
      By continuing you agree to our{' '}
      <a href={EXTERNAL_LINKS.termsOfService} target="_blank" rel="noreferrer">
        Terms of Service
      </a>{' '}
      and{' '}
      <a href={EXTERNAL_LINKS.privacyPolicy} target="_blank" rel="noreferrer">
        Privacy Policy
      </a>
      .
    </p>
  );
}
