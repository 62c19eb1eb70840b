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
      });
      // The key the account will sign in with, kept if the form is sent again.
      if (totpForce && !totpKey) setTotpKey(await fleetClient.account.newTotpKey());
      setEmail(started.email);
    } catch (failure) {
      setFields(fieldErrors(failure));
      setError(errorMessage(failure, 'Could not start the sign-up. Try again.'));
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
      setError(errorMessage(failure, 'Could not check the code. Try again.'));
      setBusy(false);
    }
  };

  if (email) {
    return (
      <>
        <h1 className="fleet-portal-auth__title">Enter your code</h1>
        <p className="fleet-portal-auth__lead">
          We sent a 6-digit code to <strong>{email}</strong>. It is valid for 15 minutes.
        </p>
        <form className="fleet-portal-form" onSubmit={verify}>
          <FormField
            label="One-time code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
          />
          {totpKey ? (
            <fieldset className="fleet-portal-form fleet-portal-authenticator-setup">
              <legend>Set up your authenticator app</legend>
              <p className="fleet-portal-authenticator-setup__lead">
                This server asks for a code from an authenticator app at every sign-in. Scan this QR code with
                the app, or type the key into it.
              </p>
              <AuthenticatorKey secret={totpKey} account={email} />
              <label className="fleet-portal-check">
                <input type="checkbox" name="totpAdded" required />I have added this key to my authenticator
                app
              </label>
            </fieldset>
          ) : null}
          <FormError message={error} />
          <button type="submit" className="fleet-portal-button fleet-portal-button--primary" disabled={busy}>
            {busy ? 'Checking…' : 'Create account'}
          </button>
        </form>
        <nav className="fleet-portal-auth__links" aria-label="Sign-up">
          <button type="button" className="fleet-portal-link-button" onClick={() => setEmail(null)}>
            Use another email or ask for a new code
          </button>
        </nav>
      </>
    );
  }

  return (
    <>
      <h1 className="fleet-portal-auth__title">Create your account</h1>
      <p className="fleet-portal-auth__lead">
        Start tracking your vehicles in minutes.
        {totpForce ? ' You will also set up an authenticator app for two-factor sign-in.' : ''}
      </p>
      <form className="fleet-portal-form" onSubmit={start}>
        <FormField label="Name" name="name" autoComplete="name" required error={fields.name} />
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={fields.email}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
          error={fields.password}
        />
        <FormError message={error} />
        <button type="submit" className="fleet-portal-button fleet-portal-button--primary" disabled={busy}>
          {busy ? 'Sending code…' : 'Send me a code'}
        </button>
      </form>
      <nav className="fleet-portal-auth__links" aria-label="Other ways in">
        <Link to="/login">I have an account</Link>
      </nav>
    </>
  );
}
