import './dataTable.css';
import { useEffect, useRef } from 'react';

export interface Column<T> {
  /** Column header. */
  header: string;
  /** The cell of a row. */
  cell(row: T): React.ReactNode;
  /** Right-aligned numbers or actions. */
  align?: 'end';
  /** Stays in view at the right edge while a narrow screen scrolls the table sideways (row actions). */
  sticky?: boolean;
}

export interface DataTableProps<T> {
  /** What the table lists, for assistive technology. */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string | number;
  /** Shown instead of the table when there are no rows. */
  empty: React.ReactNode;
}

/** A plain, horizontally scrollable table; an empty state instead when there is nothing to list. */
export function DataTable<T>({ caption, columns, rows, rowKey, empty }: DataTableProps<T>) {
  const wrap = useRef<HTMLDivElement>(null);
  useStickyScrollPadding(wrap, rows.length > 0);
  if (rows.length === 0) return <div className="fleet-portal-table-wrap">{empty}</div>;
  return (
    <div ref={wrap} className="fleet-portal-table-wrap">
      <table className="fleet-portal-table">
        <caption className="fleet-portal-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.sticky ? 'fleet-portal-table__sticky' : undefined}
                style={column.align ? { textAlign: 'right' } : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={column.sticky ? 'fleet-portal-table__sticky' : undefined}
                  style={column.align ? { textAlign: 'right' } : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Keeps the scroll padding at the right edge as wide as the sticky column there, so a control scrolled
 * (or tabbed) into view stops beside the sticky row actions instead of under them.
 */
function useStickyScrollPadding(wrap: React.RefObject<HTMLDivElement | null>, shown: boolean): void {
  useEffect(() => {
    const element = wrap.current;
    const sticky = element?.querySelector('th.fleet-portal-table__sticky');
    if (!shown || !element || !sticky) return;
    const observer = new ResizeObserver(() => {
      element.style.scrollPaddingInlineEnd = `${sticky.getBoundingClientRect().width}px`;
    });
    observer.observe(sticky);
    return () => observer.disconnect();
  }, [wrap, shown]);
}
