import { useTexts } from '@fleetkit/react-widgets';
import { type AccountOptions, FleetApiError, isGuestSession, TOTP_REQUIRED } from '@fleetkit/sdk-core';
import { AUTH_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fleetClient } from '../fleetClient';
import { useSession } from '../session/SessionContext';
import { errorMessage } from '../ui/errorMessage';
import { FormError } from './FormError';
import { FormField } from './FormField';

/** /login: email and password (Traccar's form login), with links to sign-up, reset and the demo. */
export function LoginPage() {
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const texts = useTexts(AUTH_TEXTS);
  const [options, setOptions] = useState<AccountOptions | null>(null);
  // Which other ways in this server offers (sign-up, demo); none are shown until it answers.
  useEffect(() => {
    let current = true;
    fleetClient.account.options().then(
      (answer) => current && setOptions(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Asked for once the password is right and the account has two-factor sign-in.
  const [needsCode, setNeedsCode] = useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const code = needsCode ? String(form.get('code') ?? '').replace(/\s/g, '') : undefined;
      const user = await fleetClient.session.login(
        String(form.get('email')),
        String(form.get('password')),
        code,
      );
      await signedIn(user);
      navigate(isGuestSession(user) ? '/guest' : '/dashboard/home', { replace: true });
    } catch (failure) {
      if (failure instanceof FleetApiError && failure.code === TOTP_REQUIRED) setNeedsCode(true);
      setError(errorMessage(failure, texts.signInFailed));
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className="fleet-portal-auth__title">{texts.signIn}</h1>
      <p className="fleet-portal-auth__lead">{texts.signInLead}</p>
      <form className="fleet-portal-form" onSubmit={onSubmit}>
        <FormField label={texts.email} name="email" type="text" autoComplete="username" required />
        <FormField
          label={texts.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {needsCode ? (
          <FormField
            label={texts.authenticatorCode}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            required
            autoFocus
          />
        ) : null}
        <FormError message={error} />
        <button type="submit" className="fleet-portal-button fleet-portal-button--primary" disabled={busy}>
          {busy ? texts.signingIn : texts.signIn}
        </button>
      </form>
      <nav className="fleet-portal-auth__links" aria-label={texts.otherWaysIn}>
        <Link to="/reset-password">{texts.forgotPassword}</Link>
        {options?.registration ? <Link to="/register">{texts.createAccount}</Link> : null}
        {options?.demo ? <Link to="/demo-login">{texts.tryDemo}</Link> : null}
      </nav>
    </>
  );
}
