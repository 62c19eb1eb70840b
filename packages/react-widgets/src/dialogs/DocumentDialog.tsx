import {
  DOCUMENT_OF,
  DocumentFlow,
  type DocumentFlowPreset,
  type DocumentOf,
  documentFieldLabel,
  documentTypeLabel,
  documentTypesFor,
  type FleetDocument,
  MESSAGES,
} from '@fleetkit/sdk-core';
import type { FileStore } from '@fleetkit/sdk-core/files';
import { DIALOG_TEXTS, DOCUMENT_TYPE_TEXTS } from '@fleetkit/sdk-core/labels';
import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { Button } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { Select, type SelectOption } from '../primitives/Select';
import { useFleetToast } from '../primitives/useFleetToast';
import { DocumentImages } from './DocumentImages';
import { errorMessage } from './errorMessage';
import { FormField } from './FormField';
import { useDocumentImages } from './useDocumentImages';
import { useDriverOptions } from './useDriverOptions';

/** Props of {@link DocumentDialog}. */
export interface DocumentDialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` on Cancel in step 1, close, or after a successful save. */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The document to edit; the dialog then starts at step 2 (SPEC §4). Omitted: a new document.
   * @default undefined (add)
   */
  document?: FleetDocument | null | undefined;
  /**
   * Category and entity chosen already, e.g. `{ category: 'vehicle', entityId: 7 }` from a vehicle's
   * document table.
   * @default {}
   */
  preset?: DocumentFlowPreset | undefined;
  /**
   * The file store of document images (`createFileStore` from `@fleetkit/sdk-core/files`). Omitted:
   * the images part is not shown.
   * @default undefined
   */
  fileStore?: FileStore | undefined;
  /**
   * Called with the saved document after a successful add or update.
   * @default undefined
   */
  onSaved?: ((document: FleetDocument) => void) | undefined;
}

/**
 * The two-step document dialog on sdk-core's `DocumentFlow` (SPEC §4): step 1 chooses category, entity
 * and type (Next enabled only when they are complete); step 2 is the type's form and up to 4 images
 * with upload progress. Cancel in step 2 returns to step 1; editing starts in step 2. Saving shows
 * 'Processing...', then 'Document Added' / 'Document Updated' or 'Failed to add Document' /
 * 'Failed to update Document'.
 */
export function DocumentDialog({
  isOpen,
  onOpenChange,
  document,
  preset,
  fileStore,
  onSaved,
}: DocumentDialogProps) {
  const texts = useTexts(DIALOG_TEXTS);
  const messages = useTexts(MESSAGES);
  const documentTexts = useTexts(DOCUMENT_TYPE_TEXTS);
  useSignals();
  const { client, store } = useFleet();
  const toast = useFleetToast();
  const formId = useId();
  const [flow] = useState(() => new DocumentFlow(preset));
  const images = useDocumentImages(fileStore);
  const [pending, setPending] = useState(false);
  const drivers = useDriverOptions(isOpen && flow.category.value === 'driver');

  useEffect(() => () => flow.dispose(), [flow]);
  // Each opening starts again: at step 2 with the document's values when editing, else at step 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened or for another document
  useEffect(() => {
    if (!isOpen) return;
    if (document) flow.startEdit(document);
    else flow.reset(preset);
    images.reset(document?.fileIds ?? []);
  }, [isOpen, document, flow]);

  const step = flow.step.value;
  const category = flow.category.value;
  const vehicles: SelectOption[] = [...store.devices.value.values()].map((device) => ({
    id: device.id,
    label: device.name,
  }));
  const entities = category === 'vehicle' ? vehicles : category === 'driver' ? drivers : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = flow.submitPayload();
    if (!result.ok) return;
    const editingId = result.documentId;
    setPending(true);
    const id = toast.loading(messages.processing);
    try {
      const body = {
        ...result.payload,
        fileIds: fileStore ? images.fileIds : (result.payload.fileIds ?? []),
      };
      const saved = editingId
        ? await client.documents.update(editingId, body)
        : await client.documents.create(body);
      toast.success(editingId ? messages.documentUpdated : messages.documentAdded, { id });
      onSaved?.(saved);
      onOpenChange(false);
    } catch (failure) {
      toast.error(editingId ? messages.documentUpdateFailed : messages.documentAddFailed, {
        id,
        description: errorMessage(failure),
      });
    } finally {
      setPending(false);
    }
  };

  const stepOne = (
    <div className="fleet-form">
      <Select
        label={texts.documentCategory}
        options={DOCUMENT_OF.map((value) => ({ id: value, label: documentTexts.categories[value] }))}
        selectedKey={category}
        onSelectionChange={(key) => flow.setCategory(key as DocumentOf)}
      />
      {category && category !== 'others' && (
        <Select
          label={category === 'vehicle' ? texts.documentEntityVehicle : texts.documentEntityDriver}
          options={entities}
          selectedKey={flow.entityId.value}
          onSelectionChange={(key) => flow.setEntity(Number(key))}
        />
      )}
      {category && (
        <Select
          label={texts.documentType}
          options={documentTypesFor(category).map((type) => ({
            id: type.type,
            label: documentTypeLabel(type.type, documentTexts),
          }))}
          selectedKey={flow.documentType.value}
          onSelectionChange={(key) => flow.setType(String(key))}
        />
      )}
    </div>
  );

  const stepTwo = (
    <form id={formId} className="fleet-form" onSubmit={submit} noValidate>
      {flow.fields.value.map((definition) => (
        <FormField
          key={definition.field}
          label={documentFieldLabel(definition, documentTexts)}
          type={definition.input === 'date' ? 'date' : 'text'}
          inputMode={definition.input === 'number' ? 'decimal' : undefined}
          multiline={definition.input === 'textarea'}
          value={flow.values.value[definition.field] ?? ''}
          onChange={(value) => flow.setField(definition.field, value)}
        />
      ))}
      {fileStore && (
        <DocumentImages
          fileStore={fileStore}
          images={images.images}
          message={images.message}
          onAdd={(files) => void images.add(files)}
          onRemove={(image) => void images.remove(image)}
        />
      )}
      {flow.error.value && (
        <p className="fleet-field-error" role="alert">
          {flow.error.value}
        </p>
      )}
    </form>
  );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={document ? texts.editDocumentTitle : texts.addDocumentTitle}
      className="fleet-document-dialog"
      footer={
        step === 1 ? (
          <>
            <Button onPress={() => onOpenChange(false)}>{texts.cancel}</Button>
            <Button variant="primary" isDisabled={!flow.canProceed.value} onPress={() => flow.next()}>
              {texts.next}
            </Button>
          </>
        ) : (
          <>
            <Button onPress={() => flow.back()}>{texts.cancel}</Button>
            <Button variant="primary" type="submit" form={formId} isDisabled={pending || images.uploading}>
              {texts.submit}
            </Button>
          </>
        )
      }
    >
      {step === 1 ? stepOne : stepTwo}
    </Dialog>
  );
}
