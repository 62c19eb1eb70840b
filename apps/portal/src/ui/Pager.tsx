import { useTexts } from '@fleetkit/react-widgets';
import { UI_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import './pager.css';

export interface PagerProps {
  /** The page shown, from 0. */
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

/** Previous / Next with 'Page X of Y' under a paged table. */
export function Pager({ page, pageCount, onPage }: PagerProps) {
  const texts = useTexts(UI_TEXTS);
  return (
    <nav className="fleet-portal-pager" aria-label={texts.pages}>
      <button
        type="button"
        className="fleet-portal-button fleet-portal-button--secondary"
        disabled={page <= 0}
        onClick={() => onPage(page - 1)}
      >
        {texts.previous}
      </button>
      <span aria-live="polite">{texts.page(page + 1, pageCount)}</span>
      <button
        type="button"
        className="fleet-portal-button fleet-portal-button--secondary"
        disabled={page >= pageCount - 1}
        onClick={() => onPage(page + 1)}
      >
        {texts.next}
      </button>
    </nav>
  );
}
