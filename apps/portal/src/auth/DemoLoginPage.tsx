import { useTexts } from '@fleetkit/react-widgets';
import { ACCOUNT_FLOW_TEXTS, AUTH_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fleetClient } from '../fleetClient';
import { useSession } from '../session/SessionContext';
import { errorMessage } from '../ui/errorMessage';
import { FormError } from './FormError';

/** /demo-login: opens a 24-hour session on the demo fleet (`POST /api2/account/demo`). */
export function DemoLoginPage() {
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const texts = useTexts(ACCOUNT_FLOW_TEXTS);
  const auth = useTexts(AUTH_TEXTS);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      await signedIn(await fleetClient.account.demo());
      navigate('/dashboard/home', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, texts.demoFailed));
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className="fleet-portal-auth__title">{texts.tryDemo}</h1>
      <p className="fleet-portal-auth__lead">{texts.demoLead}</p>
      <FormError message={error} />
      <button
        type="button"
        className="fleet-portal-button fleet-portal-button--primary"
        disabled={busy}
        onClick={open}
      >
        {busy ? texts.openingDemo : texts.openDemo}
      </button>
      <nav className="fleet-portal-auth__links" aria-label={auth.otherWaysIn}>
        <Link to="/login">{texts.signInWithAccount}</Link>
      </nav>
    </>
  );
}
