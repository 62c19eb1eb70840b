import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fleetClient } from '../fleetClient';
import { errorMessage } from '../ui/errorMessage';
import { AuthCard } from './AuthLayout';
import { FormError } from './FormError';
import { FormField } from './FormField';

/**
 * /reset-password, without the marketing panel (SPEC §2): asks for a reset link, or, opened from one
 * (`?passwordReset=`), sets the new password.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('passwordReset');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      if (token) await fleetClient.account.resetPassword(token, String(form.get('password')));
      else await fleetClient.account.requestPasswordReset(String(form.get('email')));
      setDone(true);
    } catch (failure) {
      setError(errorMessage(failure, 'Something went wrong. Try again.'));
    }
    setBusy(false);
  };

  let body: React.ReactNode;
  if (done) {
    body = (
      <>
        <h1 className="fleet-portal-auth__title">{token ? 'Password changed' : 'Check your email'}</h1>
        <p className="fleet-portal-auth__lead" role="status">
          {token
            ? 'Your new password is set. Sign in with it on every device.'
            : 'If an account uses this email, a reset link is on its way. It works once, for one hour.'}
        </p>
      </>
    );
  } else {
    body = (
      <>
        <h1 className="fleet-portal-auth__title">
          {token ? 'Choose a new password' : 'Reset your password'}
        </h1>
        <p className="fleet-portal-auth__lead">
          {token ? 'Use at least 8 characters.' : 'Enter your email and we will send you a reset link.'}
        </p>
        <form className="fleet-portal-form" onSubmit={onSubmit}>
          {token ? (
            <FormField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={8}
              required
            />
          ) : (
            <FormField label="Email" name="email" type="email" autoComplete="email" required />
          )}
          <FormError message={error} />
          <button type="submit" className="fleet-portal-button fleet-portal-button--primary" disabled={busy}>
            {token ? 'Set password' : 'Send reset link'}
          </button>
        </form>
      </>
    );
  }

  return (
    <div className="fleet-portal-auth">
      <main className="fleet-portal-auth__main">
        <AuthCard>
          {body}
          <nav className="fleet-portal-auth__links" aria-label="Other ways in">
            <Link to="/login">Back to sign in</Link>
          </nav>
        </AuthCard>
      </main>
    </div>
  );
}
