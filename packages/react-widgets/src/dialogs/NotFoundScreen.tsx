import { MESSAGES } from '@fleetkit/sdk-core';
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
  return (
    <section className="fleet-root fleet-screen">
      <h1 className="fleet-screen-title">{MESSAGES.notFoundTitle}</h1>
      <div className="fleet-screen-actions">
        <Button variant="primary" onPress={() => (onGoBack ? onGoBack() : window.history.back())}>
          {MESSAGES.notFoundGoBack}
        </Button>
      </div>
    </section>
  );
}
