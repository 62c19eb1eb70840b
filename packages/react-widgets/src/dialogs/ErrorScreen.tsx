import { MESSAGES } from '@fleetkit/sdk-core';
import { HOME_HREF } from '@fleetkit/sdk-core/labels';
import { useTexts } from '../context/FleetLanguage';
import { Button } from '../primitives/Button';
import { NavAction } from '../primitives/NavAction';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /**
   * Called by 'Try Again' (e.g. an error boundary's reset). Omitted: the page reloads.
   * @default undefined (reload)
   */
  onRetry?: (() => void) | undefined;
  /**
   * Called by 'Go To Home'; without it 'Go To Home' links to `homeHref`.
   * @default undefined
   */
  onGoHome?: (() => void) | undefined;
  /**
   * Where 'Go To Home' links to.
   * @default '/'
   */
  homeHref?: string | undefined;
}

/** 'Oops Something Went Wrong!' with the SPEC §8 text, 'Go To Home' and 'Try Again'. */
export function ErrorScreen({ onRetry, onGoHome, homeHref = HOME_HREF }: ErrorScreenProps) {
  const messages = useTexts(MESSAGES);
  return (
    <section className="fleet-root fleet-screen" role="alert">
      <h1 className="fleet-screen-title">{messages.errorTitle}</h1>
      <p className="fleet-screen-text">{messages.errorBody}</p>
      <div className="fleet-screen-actions">
        <NavAction onPress={onGoHome} href={homeHref}>
          {messages.errorGoHome}
        </NavAction>
        <Button variant="primary" onPress={() => (onRetry ? onRetry() : window.location.reload())}>
          {messages.errorTryAgain}
        </Button>
      </div>
    </section>
  );
}
