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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      await signedIn(await fleetClient.account.demo());
      navigate('/dashboard/home', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, 'The demo could not be opened. Try again.'));
      setBusy(false);
    }
  };

  return (
    <>
      <h1 className="fleet-portal-auth__title">Try the demo</h1>
      <p className="fleet-portal-auth__lead">
        Look around a demo fleet that drives live: vehicles, trips, alerts and reports. Its vehicles are
        shared and read-only: they cannot be added, changed or sent commands. The geofences, groups, drivers
        and documents you create are yours alone, and your demo session ends after 24 hours.
      </p>
      <FormError message={error} />
      <button
        type="button"
        className="fleet-portal-button fleet-portal-button--primary"
        disabled={busy}
        onClick={open}
      >
        {busy ? 'Opening the demo…' : 'Open the demo'}
      </button>
      <nav className="fleet-portal-auth__links" aria-label="Other ways in">
        <Link to="/login">Sign in with your account</Link>
      </nav>
    </>
  );
}
