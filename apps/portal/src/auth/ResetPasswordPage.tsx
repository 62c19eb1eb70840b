import { useTexts } from '@fleetkit/react-widgets';
import { ACCOUNT_FLOW_TEXTS, AUTH_TEXTS } from '@fleetkit/sdk-core/labels/portal';
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
  const texts = useTexts(ACCOUNT_FLOW_TEXTS);
  const auth = useTexts(AUTH_TEXTS);
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
      setError(errorMessage(failure, texts.resetFailed));
    }
    setBusy(false);
  };

  let body: React.ReactNode;
  if (done) {
    body = (
      <>
        <h1 className="fleet-portal-auth__title">{token ? texts.passwordChanged : texts.checkEmail}</h1>
        <p className="fleet-portal-auth__lead" role="status">
          {token ? texts.passwordChangedLead : texts.checkEmailLead}
        </p>
      </>
    );
  } else {
    body = (
      <>
        <h1 className="fleet-portal-auth__title">
          {token ? texts.chooseNewPassword : texts.resetYourPassword}
        </h1>
        <p className="fleet-portal-auth__lead">{token ? texts.newPasswordLead : texts.resetLead}</p>
        <form className="fleet-portal-form" onSubmit={onSubmit}>
          {token ? (
            <FormField
              label={texts.newPassword}
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={8}
              required
            />
          ) : (
            <FormField label={auth.email} name="email" type="email" autoComplete="email" required />
          )}
          <FormError message={error} />
          <button type="submit" className="fleet-portal-button fleet-portal-button--primary" disabled={busy}>
            {token ? texts.setPassword : texts.sendResetLink}
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
          <nav className="fleet-portal-auth__links" aria-label={auth.otherWaysIn}>
            <Link to="/login">{texts.backToSignIn}</Link>
          </nav>
        </AuthCard>
      </main>
    </div>
  );
}
