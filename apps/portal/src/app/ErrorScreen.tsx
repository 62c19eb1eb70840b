import { MESSAGES } from '@fleetkit/sdk-core';
import { portalTexts } from './PortalLanguage';

/**
 * The error boundary screen (SPEC §8): shown when a page fails to render or load. 'Go To Home' opens the
 * root; 'Try Again' reloads the page. In the language on screen when it failed (the root's boundary
 * stands outside the language's provider).
 */
export function ErrorScreen() {
  const messages = portalTexts(MESSAGES);
  return (
    <main className="fleet-portal-status-screen" role="alert">
      <div className="fleet-portal-status-screen__card">
        <p className="fleet-portal-status-screen__mark" aria-hidden="true">
          !
        </p>
        <h1>{messages.errorTitle}</h1>
        <p>{messages.errorBody}</p>
        <div className="fleet-portal-status-screen__actions">
          <a className="fleet-portal-button fleet-portal-button--secondary" href="/">
            {messages.errorGoHome}
          </a>
          <button
            type="button"
            className="fleet-portal-button fleet-portal-button--primary"
            onClick={() => window.location.reload()}
          >
            {messages.errorTryAgain}
          </button>
        </div>
      </div>
    </main>
  );
}
