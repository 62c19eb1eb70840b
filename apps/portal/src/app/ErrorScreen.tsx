import { MESSAGES } from '@fleetkit/sdk-core';

/**
 * The error boundary screen (SPEC §8): shown when a page fails to render or load. 'Go To Home' opens the
 * root; 'Try Again' reloads the page.
 */
export function ErrorScreen() {
  return (
    <main className="fleet-portal-status-screen" role="alert">
      <div className="fleet-portal-status-screen__card">
        <p className="fleet-portal-status-screen__mark" aria-hidden="true">
          !
        </p>
        <h1>{MESSAGES.errorTitle}</h1>
        <p>{MESSAGES.errorBody}</p>
        <div className="fleet-portal-status-screen__actions">
          <a className="fleet-portal-button fleet-portal-button--secondary" href="/">
            {MESSAGES.errorGoHome}
          </a>
          <button
            type="button"
            className="fleet-portal-button fleet-portal-button--primary"
            onClick={() => window.location.reload()}
          >
            {MESSAGES.errorTryAgain}
          </button>
        </div>
      </div>
    </main>
  );
}
