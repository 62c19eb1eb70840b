import './pager.css';

export interface PagerProps {
  /** The page shown, from 0. */
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

/** Previous / Next with 'Page X of Y' under a paged table. */
export function Pager({ page, pageCount, onPage }: PagerProps) {
  return (
    <nav className="fleet-portal-pager" aria-label="Pages">
      <button
        type="button"
        className="fleet-portal-button fleet-portal-button--secondary"
        disabled={page <= 0}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {page + 1} of {pageCount}
      </span>
      <button
        type="button"
        className="fleet-portal-button fleet-portal-button--secondary"
        disabled={page >= pageCount - 1}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
