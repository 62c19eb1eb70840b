import { type AccountOptions, isGuestSession } from '@fleetkit/sdk-core';
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

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const user = await fleetClient.session.login(String(form.get('email')), String(form.get('password')));
      await signedIn(user);
      navigate(isGuestSession(user) ? '/guest' : '/dashboard/home', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, 'Could not sign in. Check your connection and try again.'));
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className="fleet-portal-auth__title">Sign in</h1>
      <p className="fleet-portal-auth__lead">Welcome back. Sign in to follow your fleet.</p>
      <form className="fleet-portal-form" onSubmit={onSubmit}>
        <FormField label="Email" name="email" type="text" autoComplete="username" required />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormError message={error} />
        <button type="submit" className="fleet-portal-button fleet-portal-button--primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <nav className="fleet-portal-auth__links" aria-label="Other ways in">
        <Link to="/reset-password">Forgot password?</Link>
        {options?.registration ? <Link to="/register">Create an account</Link> : null}
        {options?.demo ? <Link to="/demo-login">Try the demo</Link> : null}
      </nav>
    </>
  );
}
