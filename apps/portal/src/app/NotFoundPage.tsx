import { useTexts } from '@fleetkit/react-widgets';
import { MESSAGES } from '@fleetkit/sdk-core';
import { useNavigate } from 'react-router';

/**
 * Any path the portal does not know (SPEC §2): 'Oops! Page not found!' with Go Back. Pages whose id
 * names nothing the account sees (a vehicle, geofence, ticket or event) show it too, `inPage` inside
 * the dashboard's main region.
 */
export function NotFoundPage({ inPage = false }: { inPage?: boolean }) {
  const navigate = useNavigate();
  const messages = useTexts(MESSAGES);
  const Region = inPage ? 'div' : 'main';
  return (
    <Region className="fleet-portal-status-screen">
      <div className="fleet-portal-status-screen__card">
        <p className="fleet-portal-status-screen__mark" aria-hidden="true">
          404
        </p>
        <h1>{messages.notFoundTitle}</h1>
        <div className="fleet-portal-status-screen__actions">
          <button
            type="button"
            className="fleet-portal-button fleet-portal-button--primary"
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/', { replace: true }))}
          >
            {messages.notFoundGoBack}
          </button>
        </div>
      </div>
    </Region>
  );
}
