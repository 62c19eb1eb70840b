import { useTexts } from '@fleetkit/react-widgets';
import { MESSAGES } from '@fleetkit/sdk-core';
import { UI_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePermissions } from '../session/SessionContext';
import { ConfirmDialog } from './ConfirmDialog';
import { type Column, DataTable } from './DataTable';
import { EmptyState } from './EmptyState';
import { failureDescription } from './errorMessage';
import { Icon, type IconName } from './Icon';
import { notify } from './notify';
import { PageHeader } from './PageHeader';
import { Pager } from './Pager';
import { QueryBoundary } from './QueryBoundary';
import { SearchBox } from './SearchBox';

/** A dialog a row opens besides Edit (e.g. linking vehicles), shown as an icon button before Edit. */
export interface CrudRowAction<T> {
  key: string;
  icon: IconName;
  /** The button's accessible name for a row, e.g. 'Link vehicles to Oil change'. */
  label(row: T): string;
  /** The dialog; `close` closes it. */
  render(row: T, close: () => void): React.ReactNode;
  /**
   * What the session must be allowed (`usePermissions`): 'change' (the default), 'changeVehicles' for
   * linking vehicles to the row, 'read' for a dialog that only shows.
   */
  needs?: 'read' | 'change' | 'changeVehicles';
}

/** How a row is deleted: the confirmation, the call and its toasts. */
export interface CrudRemove<T> {
  title: string;
  message(row: T): React.ReactNode;
  /** Deletes the row on the server. */
  run(row: T): Promise<unknown>;
  /** A loading toast shown while the call runs, then turned into the success or failure toast. */
  pending?: string;
  /** Success toast. */
  done: string;
  /** Failure toast; the server's message is its description. */
  failed: string;
}

export interface CrudPageProps<T> {
  title: string;
  description?: string;
  /** Label of the add button, e.g. 'Add Driver'. */
  addLabel: string;
  /** What the table lists, for assistive technology. */
  caption: string;
  /** The read of the rows. */
  query: {
    data?: readonly T[] | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch(): unknown;
  };
  columns: readonly Column<T>[];
  rowKey(row: T): string | number;
  /** The row's name, for the action buttons' names ('Edit …', 'Delete …'). */
  rowName(row: T): string;
  /** Shown when there are no rows at all. */
  empty: React.ReactNode;
  /** The add (row `null`) or edit dialog; `close` closes it. */
  renderEditor(row: T | null, close: () => void): React.ReactNode;
  rowActions?: readonly CrudRowAction<T>[];
  /** Called when a dialog opens ('edit' or a row action's key), e.g. to reset a mutation. */
  onOpen?(dialog: string): void;
  remove: CrudRemove<T>;
  /** Called after a delete succeeded, e.g. to re-read the rows. */
  onRemoved?(row: T): unknown;
  /** A search box over the rows. */
  search?: { label: string; matches(row: T, text: string): boolean; debounceMs: number };
  /** Rows per page; without it every row is listed. */
  pageSize?: number;
  /** Shown above the table (e.g. a banner). */
  children?: React.ReactNode;
  /** The rows are vehicles: adding needs `addVehicles`, editing and deleting `changeVehicles`. */
  vehicles?: boolean;
  /** Whether this row may be edited and deleted, beyond the session's permissions (e.g. the server's `editable`). */
  canChangeRow?(row: T): boolean;
}

type Open<T> = { dialog: string; row: T | null } | null;

/**
 * The portal's CRUD page: a header with the add button, an optional search and pager, a table whose
 * rows end with their actions (other dialogs, Edit, Delete), the add/edit dialog and a delete
 * confirmation with its toasts. Only the actions the session may do are shown (`usePermissions`): a
 * read-only session sees the table without them.
 */
export function CrudPage<T>(props: CrudPageProps<T>) {
  const { title, description, addLabel, caption, query, columns, rowKey, rowName, empty } = props;
  const { renderEditor, onOpen, remove, onRemoved, search, pageSize, children, vehicles, canChangeRow } =
    props;
  const permissions = usePermissions();
  const texts = useTexts(UI_TEXTS);
  const canAdd = vehicles ? permissions.addVehicles : permissions.change;
  const canChange = vehicles ? permissions.changeVehicles : permissions.change;
  const rowActions = (props.rowActions ?? []).filter((action) => {
    const needs = action.needs ?? 'change';
    return needs === 'read' || permissions[needs];
  });
  const [open, setOpen] = useState<Open<T>>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const close = () => setOpen(null);
  const show = (dialog: string, row: T | null) => {
    onOpen?.(dialog);
    setOpen({ dialog, row });
  };

  const removal = useMutation({
    mutationFn: async (row: T) => {
      const toastId = remove.pending ? await notify.loading(remove.pending) : undefined;
      try {
        await remove.run(row);
      } catch (error) {
        void notify.error(remove.failed, { ...failureDescription(error), id: toastId });
        throw error;
      }
      void notify.success(remove.done, { id: toastId });
    },
    onSuccess: (_result, row) => {
      setRemoving(null);
      return onRemoved?.(row);
    },
  });

  const matching = useMemo(() => {
    const rows = query.data ?? [];
    const needle = text.trim().toLowerCase();
    return search && needle ? rows.filter((row) => search.matches(row, needle)) : rows;
  }, [query.data, text, search]);
  const pageCount = pageSize ? Math.max(1, Math.ceil(matching.length / pageSize)) : 1;
  const current = Math.min(page, pageCount - 1);
  const shown = pageSize ? matching.slice(current * pageSize, (current + 1) * pageSize) : matching;

  const actions: Column<T> = {
    header: texts.actions,
    align: 'end',
    sticky: true,
    cell: (row) => (
      <div className="fleet-portal-table__actions">
        {rowActions.map((action) => (
          <button
            key={action.key}
            type="button"
            className="fleet-portal-icon-button"
            aria-label={action.label(row)}
            onClick={() => show(action.key, row)}
          >
            <Icon name={action.icon} size={18} />
          </button>
        ))}
        {canChange && (canChangeRow?.(row) ?? true) ? (
          <>
            <button
              type="button"
              className="fleet-portal-icon-button"
              aria-label={texts.editRow(rowName(row))}
              onClick={() => show('edit', row)}
            >
              <Icon name="edit" size={18} />
            </button>
            <button
              type="button"
              className="fleet-portal-icon-button"
              aria-label={texts.deleteRow(rowName(row))}
              onClick={() => {
                removal.reset();
                setRemoving(row);
              }}
            >
              <Icon name="trash" size={18} />
            </button>
          </>
        ) : null}
      </div>
    ),
  };
  const action = open && open.dialog !== 'edit' ? rowActions.find((a) => a.key === open.dialog) : undefined;

  return (
    <>
      <PageHeader title={title} description={description}>
        {canAdd ? (
          <button
            type="button"
            className="fleet-portal-button fleet-portal-button--primary"
            onClick={() => show('edit', null)}
          >
            <Icon name="plus" size={18} /> {addLabel}
          </button>
        ) : null}
      </PageHeader>
      {children}
      {search ? (
        <SearchBox
          label={search.label}
          debounceMs={search.debounceMs}
          onSearch={(value) => {
            setText(value);
            setPage(0);
          }}
        />
      ) : null}
      <QueryBoundary query={query}>
        {() => (
          <>
            <DataTable
              caption={caption}
              rows={shown}
              rowKey={rowKey}
              empty={(query.data ?? []).length === 0 ? empty : <EmptyState title={MESSAGES.noResults} />}
              columns={canChange || rowActions.length > 0 ? [...columns, actions] : columns}
            />
            {pageSize && matching.length > pageSize ? (
              <Pager page={current} pageCount={pageCount} onPage={setPage} />
            ) : null}
          </>
        )}
      </QueryBoundary>
      {open?.dialog === 'edit' ? renderEditor(open.row, close) : null}
      {action && open?.row ? action.render(open.row, close) : null}
      <ConfirmDialog
        open={removing !== null}
        title={remove.title}
        message={removing ? remove.message(removing) : ''}
        confirmLabel={texts.delete}
        danger
        busy={removal.isPending}
        onConfirm={() => removing && removal.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
