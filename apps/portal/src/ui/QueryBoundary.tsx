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
  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    return (
      <div className="fleet-portal-card fleet-portal-query-error" role="alert">
        <p>{errorMessage(query.error, 'The data could not be loaded.')}</p>
        <button
          type="button"
          className="fleet-portal-button fleet-portal-button--secondary"
          onClick={() => query.refetch()}
        >
          Retry
        </button>
      </div>
    );
  }
  return <>{children()}</>;
}
