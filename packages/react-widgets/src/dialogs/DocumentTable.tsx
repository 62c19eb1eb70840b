import {
  documentTypeLabel,
  documentTypesFor,
  type FleetDocument,
  MESSAGES,
  upsertById,
} from '@fleetkit/sdk-core';
import type { FileStore } from '@fleetkit/sdk-core/files';
import { DIALOG_TEXTS, DOCUMENT_TYPE_TEXTS, DOCUMENTS_HREF } from '@fleetkit/sdk-core/labels';
import { useEffect, useState } from 'react';
import { useFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { Button } from '../primitives/Button';
import { ConfirmDialog } from '../primitives/ConfirmDialog';
import { NavAction } from '../primitives/NavAction';
import { Select } from '../primitives/Select';
import { useFleetToast } from '../primitives/useFleetToast';
import { DocumentDetails } from './DocumentDetails';
import { DocumentDialog } from './DocumentDialog';
import { errorMessage } from './errorMessage';

/** Props of {@link DocumentTable}. */
export interface DocumentTableProps {
  /** The vehicle whose documents are listed. */
  deviceId: number;
  /**
   * The file store of document images (see `createFileStore`). Omitted: images cannot be added.
   * @default undefined
   */
  fileStore?: FileStore | undefined;
  /**
   * A read-only table: no Add, Edit or Delete; an empty table reads 'No Documents'.
   * @default false
   */
  readOnly?: boolean | undefined;
  /**
   * Called by 'View Others'; without it 'View Others' links to `othersHref`.
   * @default undefined
   */
  onViewOthers?: (() => void) | undefined;
  /**
   * Where 'View Others' links to.
   * @default '/dashboard/document'
   */
  othersHref?: string | undefined;
}

const ALL_TYPES = 'all';

/**
 * One vehicle's documents (SPEC §2): type, number and expiry with View, and Edit and Delete where the
 * server marks the document editable for this user (`editable`), an Add Document
 * button opening the two-step dialog with the vehicle chosen, a type filter, and 'View Others'
 * (/dashboard/document). Empty states: 'No Document Added Yet!' (or 'No Documents' when read-only) and
 * 'No documents found' when the filter leaves none. Deleting shows 'Deleting Document!', then
 * 'Document Deleted' or 'Failed to delete Document'.
 */
export function DocumentTable({
  deviceId,
  fileStore,
  readOnly = false,
  onViewOthers,
  othersHref = DOCUMENTS_HREF,
}: DocumentTableProps) {
  const texts = useTexts(DIALOG_TEXTS);
  const messages = useTexts(MESSAGES);
  const documentTexts = useTexts(DOCUMENT_TYPE_TEXTS);
  const { client } = useFleet();
  const toast = useFleetToast();
  const [documents, setDocuments] = useState<FleetDocument[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [type, setType] = useState<string>(ALL_TYPES);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<FleetDocument | null>(null);
  const [viewing, setViewing] = useState<FleetDocument | null>(null);
  const [deleting, setDeleting] = useState<FleetDocument | null>(null);

  useEffect(() => {
    let live = true;
    setDocuments(null);
    setError(null);
    client.documents
      .list({ documentOf: 'vehicle', entityId: deviceId })
      .then((list) => live && setDocuments(list))
      .catch((failure: unknown) => live && setError(errorMessage(failure)));
    return () => {
      live = false;
    };
  }, [client, deviceId]);

  const list = documents ?? [];
  /** Edit and Delete only where the server says this user may change the document (older servers: assume yes). */
  const changeable = (document: FleetDocument) => !readOnly && document.editable !== false;
  const shown = type === ALL_TYPES ? list : list.filter((document) => document.documentType === type);
  const saved = (document: FleetDocument) => setDocuments((previous) => upsertById(previous ?? [], document));

  const remove = async () => {
    if (!deleting) return;
    const id = toast.loading(messages.documentDeleting);
    try {
      await client.documents.remove(deleting.$id);
      setDocuments((previous) => (previous ?? []).filter((document) => document.$id !== deleting.$id));
      toast.success(messages.documentDeleted, { id });
      setDeleting(null);
    } catch (failure) {
      toast.error(messages.documentDeleteFailed, { id, description: errorMessage(failure) });
    }
  };

  return (
    <section className="fleet-root fleet-document-table" aria-busy={documents === null && !error}>
      <header className="fleet-document-table-header">
        <h2>{texts.documentsTitle}</h2>
        {list.length > 0 && (
          <Select
            aria-label={texts.documentType}
            options={[
              { id: ALL_TYPES, label: texts.allTypes },
              ...documentTypesFor('vehicle').map((definition) => ({
                id: definition.type,
                label: documentTypeLabel(definition.type, documentTexts),
              })),
            ]}
            selectedKey={type}
            onSelectionChange={(key) => setType(String(key))}
          />
        )}
        {!readOnly && (
          <Button variant="primary" onPress={() => setAdding(true)}>
            {texts.addDocument}
          </Button>
        )}
      </header>
      {error && (
        <p className="fleet-error-text" role="alert">
          {error}
        </p>
      )}
      {documents !== null && list.length === 0 && (
        <p className="fleet-empty-title">{readOnly ? messages.noDocuments : messages.noDocumentAddedYet}</p>
      )}
      {list.length > 0 && shown.length === 0 && (
        <p className="fleet-empty-title">{messages.noDocumentsFound}</p>
      )}
      {shown.length > 0 && (
        <table className="fleet-table">
          <thead>
            <tr>
              <th scope="col">{texts.columnType}</th>
              <th scope="col">{texts.columnNumber}</th>
              <th scope="col">{texts.columnExpiry}</th>
              <th scope="col">{texts.columnActions}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((document) => (
              <tr key={document.$id}>
                <td>{documentTypeLabel(document.documentType, documentTexts)}</td>
                <td>{document.identificationNo || '-'}</td>
                <td>{document.expiryDate || '-'}</td>
                <td className="fleet-table-actions">
                  <Button variant="ghost" onPress={() => setViewing(document)}>
                    {texts.view}
                  </Button>
                  {changeable(document) && (
                    <>
                      <Button variant="ghost" onPress={() => setEditing(document)}>
                        {texts.edit}
                      </Button>
                      <Button variant="danger" onPress={() => setDeleting(document)}>
                        {texts.delete}
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <footer className="fleet-document-table-footer">
        <NavAction onPress={onViewOthers} href={othersHref} variant="ghost">
          {texts.viewOthers}
        </NavAction>
      </footer>
      <DocumentDialog
        isOpen={adding || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAdding(false);
            setEditing(null);
          }
        }}
        document={editing}
        preset={{ category: 'vehicle', entityId: deviceId }}
        fileStore={fileStore}
        onSaved={saved}
      />
      {viewing && (
        <DocumentDetails
          isOpen
          onOpenChange={(open) => !open && setViewing(null)}
          document={viewing}
          fileStore={fileStore}
          onEdit={
            !changeable(viewing)
              ? undefined
              : (document) => {
                  setViewing(null);
                  setEditing(document);
                }
          }
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={texts.documentDeleteTitle}
        confirmLabel={texts.delete}
        tone="danger"
        onConfirm={remove}
      >
        {deleting ? documentTypeLabel(deleting.documentType, documentTexts) : null}
      </ConfirmDialog>
    </section>
  );
}
