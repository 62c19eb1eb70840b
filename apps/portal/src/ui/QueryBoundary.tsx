import { useTexts } from '@fleetkit/react-widgets';
import { UI_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { errorMessage } from './errorMessage';
import { LoadingScreen } from './LoadingScreen';

/** Loading and failure states of a read; renders `children` once the data is there. */
export function QueryBoundary({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch(): unknown };
  children: () => React.ReactNode;
}) {
  const texts = useTexts(UI_TEXTS);
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    return (
      <div className="fleet-portal-card fleet-portal-query-error" role="alert">
        <p>{errorMessage(query.error, texts.loadFailed)}</p>
        <button
          type="button"
          className="fleet-portal-button fleet-portal-button--secondary"
          onClick={() => query.refetch()}
        >
          {texts.retry}
        </button>
      </div>
    );
  }
  return <>{children()}</>;
}
