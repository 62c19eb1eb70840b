import { MESSAGES } from '@fleetkit/sdk-core';
import { useTexts } from '../context/FleetLanguage';
import { Button } from '../primitives/Button';

/** Props of {@link NotFoundScreen}. */
export interface NotFoundScreenProps {
  /**
   * Called by Go Back. Omitted: the browser goes back one page.
   * @default undefined (history.back())
   */
  onGoBack?: (() => void) | undefined;
}

/** 'Oops! Page not found!' with a Go Back button (SPEC §2). */
export function NotFoundScreen({ onGoBack }: NotFoundScreenProps) {
  const messages = useTexts(MESSAGES);
  return (
    <section className="fleet-root fleet-screen">
      <h1 className="fleet-screen-title">{messages.notFoundTitle}</h1>
      <div className="fleet-screen-actions">
        <Button variant="primary" onPress={() => (onGoBack ? onGoBack() : window.history.back())}>
          {messages.notFoundGoBack}
        </Button>
      </div>
    </section>
  );
}
