import { Navigate, Outlet } from 'react-router';
import { useSession } from '../session/SessionContext';
import { LanguagePicker } from './LanguagePicker';
import { LegalLinks } from './LegalLinks';
import { MarketingPanel } from './MarketingPanel';
import './auth.css';

/** The frame of an auth form: the brand, the form and the legal links. */
export function AuthCard({ children }: { children: React.ReactNode }) {
  return (
    <section className="fleet-portal-auth__card">
      <p className="fleet-portal-brand">Fleetkit</p>
      {children}
      <LegalLinks />
      <LanguagePicker />
    </section>
  );
}

/**
 * Layout of /login, /register and /demo-login: the form beside the marketing panel (SPEC §2). A visitor
 * who is signed in already goes on to `/`, which opens the dashboard (or /guest).
 */
export function AuthLayout() {
  const { state } = useSession();
  if (state.status === 'signedIn') return <Navigate to="/" replace />;
  return (
    <div className="fleet-portal-auth fleet-portal-auth--with-panel">
      <MarketingPanel />
      <main className="fleet-portal-auth__main">
        <AuthCard>
          <Outlet />
        </AuthCard>
      </main>
    </div>
  );
}
