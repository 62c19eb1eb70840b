import {
  documentFieldLabel,
  documentTypeLabel,
  type FleetDocument,
  fieldsFor,
  MESSAGES,
} from '@fleetkit/sdk-core';
import type { FileStore } from '@fleetkit/sdk-core/files';
import { DIALOG_TEXTS, DOCUMENT_TYPE_TEXTS } from '@fleetkit/sdk-core/labels';
import { useTexts } from '../context/FleetLanguage';
import { Button } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';

/** Props of {@link DocumentDetails}. */
export interface DocumentDetailsProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when the user closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** The document shown. */
  document: FleetDocument;
  /**
   * Name of the vehicle or driver the document belongs to.
   * @default undefined (not shown)
   */
  entityName?: string | undefined;
  /**
   * The file store the document's images are read from. Omitted: images are listed by id.
   * @default undefined
   */
  fileStore?: FileStore | undefined;
  /**
   * Called by Edit; without it there is no Edit button.
   * @default undefined
   */
  onEdit?: ((document: FleetDocument) => void) | undefined;
}

/**
 * A document's details: category, type, the type's labelled fields, its description ('No description
 * available' without one) and its images ('No files' without any).
 */
export function DocumentDetails({
  isOpen,
  onOpenChange,
  document,
  entityName,
  fileStore,
  onEdit,
}: DocumentDetailsProps) {
  const texts = useTexts(DIALOG_TEXTS);
  const messages = useTexts(MESSAGES);
  const documentTexts = useTexts(DOCUMENT_TYPE_TEXTS);
  const fields = fieldsFor(document.documentType).filter((field) => field.field !== 'description');
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={texts.documentDetailsTitle}
      className="fleet-document-details"
      footer={
        onEdit ? (
          <Button variant="primary" onPress={() => onEdit(document)}>
            {texts.edit}
          </Button>
        ) : undefined
      }
    >
      <dl className="fleet-document-fields">
        <dt>{texts.documentCategory}</dt>
        <dd>
          {documentTexts.categories[document.documentOf]}
          {entityName ? ` · ${entityName}` : ''}
        </dd>
        <dt>{texts.documentType}</dt>
        <dd>{documentTypeLabel(document.documentType, documentTexts)}</dd>
        {fields.map((field) => (
          <div key={field.field} className="fleet-document-field">
            <dt>{documentFieldLabel(field, documentTexts)}</dt>
            <dd>{document[field.field] || '-'}</dd>
          </div>
        ))}
      </dl>
      <p className="fleet-document-description">{document.description || messages.noDescription}</p>
      {document.fileIds.length === 0 ? (
        <p className="fleet-empty-title">{messages.noFiles}</p>
      ) : (
        <ul className="fleet-document-image-list">
          {document.fileIds.map((fileId) => (
            <li key={fileId} className="fleet-document-image">
              {fileStore ? (
                <a href={fileStore.viewUrl(fileId)} target="_blank" rel="noreferrer">
                  <img src={fileStore.previewUrl(fileId, { width: 160, height: 120 })} alt={fileId} />
                </a>
              ) : (
                fileId
              )}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
