import { useLocale, useTexts } from '@fleetkit/react-widgets';
import { ACCOUNT_FLOW_TEXTS, AUTH_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fleetClient } from '../fleetClient';
import { useSession } from '../session/SessionContext';
import { errorMessage } from '../ui/errorMessage';
import { AuthenticatorKey } from './AuthenticatorKey';
import { FormError } from './FormError';
import { FormField } from './FormField';

/** The server's per-field messages of a 400 (`details: [{ field, message }]`). */
function fieldErrors(failure: unknown): Record<string, string> {
  const details = (failure as { details?: unknown }).details;
  if (!Array.isArray(details)) return {};
  const errors: Record<string, string> = {};
  for (const detail of details) {
    if (detail && typeof detail.field === 'string' && typeof detail.message === 'string') {
      errors[detail.field] = detail.message;
    }
  }
  return errors;
}

/**
 * /register (SPEC §2): name, email and password, then the one-time code sent to the email, on the
 * server's `/api2` sign-up. Where the server forces two-factor sign-in (`totpForce`) the code step also
 * shows a new authenticator key (QR code and text) that the account is created with, as Traccar's
 * registration does.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const texts = useTexts(ACCOUNT_FLOW_TEXTS);
  const locale = useLocale();
  const auth = useTexts(AUTH_TEXTS);
  const [email, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [totpForce, setTotpForce] = useState(false);
  const [totpKey, setTotpKey] = useState<string | null>(null);

  useEffect(() => {
    fleetClient.account.options().then(
      (options) => setTotpForce(options.totpForce === true),
      () => {},
    );
  }, []);

  const start = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const started = await fleetClient.account.startSignUp({
        name: String(form.get('name')),
        email: String(form.get('email')),
        password: String(form.get('password')),
        // The code's e-mail is in the language of this page.
        language: locale,
      });
      // The key the account will sign in with, kept if the form is sent again.
      if (totpForce && !totpKey) setTotpKey(await fleetClient.account.newTotpKey());
      setEmail(started.email);
    } catch (failure) {
      setFields(fieldErrors(failure));
      setError(errorMessage(failure, texts.signUpFailed));
    }
    setBusy(false);
  };

  const verify = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const code = String(form.get('code')).trim();
      await signedIn(await fleetClient.account.verifySignUp(email, code, totpKey ?? undefined));
      navigate('/dashboard/home', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, texts.codeFailed));
      setBusy(false);
    }
  };

  if (email) {
    return (
      <>
        <h1 className="fleet-portal-auth__title">{texts.enterCode}</h1>
        <p className="fleet-portal-auth__lead">
          {texts.codeSentBefore} <strong>{email}</strong>. {texts.codeSentAfter}
        </p>
        <form className="fleet-portal-form" onSubmit={verify}>
          <FormField
            label={texts.oneTimeCode}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
          />
          {totpKey ? (
            <fieldset className="fleet-portal-form fleet-portal-authenticator-setup">
              <legend>{texts.authenticatorSetup}</legend>
              <p className="fleet-portal-authenticator-setup__lead">{texts.authenticatorLead}</p>
              <AuthenticatorKey secret={totpKey} account={email} />
              <label className="fleet-portal-check">
                <input type="checkbox" name="totpAdded" required />
                {texts.authenticatorAdded}
              </label>
            </fieldset>
          ) : null}
          <FormError message={error} />
          <button type="submit" className="fleet-portal-button fleet-portal-button--primary" disabled={busy}>
            {busy ? texts.checking : texts.createAccount}
          </button>
        </form>
        <nav className="fleet-portal-auth__links" aria-label={texts.signUp}>
          <button type="button" className="fleet-portal-link-button" onClick={() => setEmail(null)}>
            {texts.useAnotherEmail}
          </button>
        </nav>
      </>
    );
  }

  return (
    <>
      <h1 className="fleet-portal-auth__title">{texts.createYourAccount}</h1>
      <p className="fleet-portal-auth__lead">
        {texts.createLead}
        {totpForce ? ` ${texts.createLeadTotp}` : ''}
      </p>
      <form className="fleet-portal-form" onSubmit={start}>
        <FormField label={texts.name} name="name" autoComplete="name" required error={fields.name} />
        <FormField
          label={auth.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={fields.email}
        />
        <FormField
          label={auth.password}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
          error={fields.password}
        />
        <FormError message={error} />
        <button type="submit" className="fleet-portal-button fleet-portal-button--primary" disabled={busy}>
          {busy ? texts.sendingCode : texts.sendCode}
        </button>
      </form>
      <nav className="fleet-portal-auth__links" aria-label={auth.otherWaysIn}>
        <Link to="/login">{texts.haveAccount}</Link>
      </nav>
    </>
  );
}
