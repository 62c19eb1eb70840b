import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import {
  DOCUMENT_TEXT_FIELDS,
  type DocumentOf,
  type DocumentTextField,
  type FleetDocument,
} from '../schema/document';
import { SignalSubscribable } from '../store/SignalSubscribable';
import { documentFormSchema } from '../validation/documentFormSchema';
import { type DocumentFieldDefinition, documentTypesFor, fieldsFor } from './documentTypes';

/** The text values of a document form, by stored field. */
export type DocumentFieldValues = Partial<Record<DocumentTextField, string | null>>;

/** Step 1 chooses category, entity and type; step 2 is the form. */
export type DocumentFlowStep = 1 | 2;

/** Shown when a submit is attempted before category, entity and type are chosen. */
export const DOCUMENT_FLOW_INCOMPLETE = 'Choose a category, an entity and a document type first';

/** What the flow starts with: a vehicle's document table opens it with the vehicle already chosen. */
export interface DocumentFlowPreset {
  category?: DocumentOf | null;
  entityId?: number | null;
}

/** The body to send to create or update a document (`POST`/`PUT /api2/documents`). */
export type DocumentPayload = Partial<Record<DocumentTextField, string | null>> & {
  documentOf: DocumentOf;
  /** The vehicle or driver id; `null` for documents of category 'others'. */
  entityId: number | null;
  documentType: string;
  /** On edit, the document's files as they were; the caller replaces them with the current list. */
  fileIds?: string[];
  [key: string]: unknown;
};

/** The result of `submitPayload()`. `documentId` is the edited document's `$id`, `null` when adding. */
export type DocumentSubmitResult =
  | { ok: true; payload: DocumentPayload; documentId: string | null }
  | { ok: false; error: string };

/** Everything the flow holds, as one snapshot. */
export interface DocumentFlowState {
  step: DocumentFlowStep;
  category: DocumentOf | null;
  entityId: number | null;
  documentType: string | null;
  values: DocumentFieldValues;
  canProceed: boolean;
  /** The document being edited, `null` when adding. */
  editing: FleetDocument | null;
  /** The error of the last failed submit, cleared by the next change of a field. */
  error: string | null;
}

/** Fields of a stored document that are the server's own and never sent back. */
const isServerField = (key: string) => key.startsWith('$');

/**
 * The two-step add/edit flow of a document (SPEC §4 "Document add flow").
 *
 * Step 1 chooses a category, an entity (vehicle or driver) and a type; `canProceed` is true only when
 * category and type are set and, except for 'others', the entity too. `next()` opens the form (step 2),
 * `back()` returns to step 1 keeping the choices. `startEdit(document)` opens step 2 with the
 * document's values. Changing the category clears type and entity; changing the type resets the form.
 *
 * `subscribe(listener)` calls the listener with a snapshot ({@link DocumentFlowState}) after every
 * change (not at once) and returns the unsubscribe function.
 *
 * @example
 * const flow = new DocumentFlow({ category: 'vehicle', entityId: 7 });
 * flow.setType('insurance');
 * flow.next();
 * flow.setField('identificationNo', 'POL-123');
 * const result = flow.submitPayload();
 * if (result.ok) await client.documents.create({ ...result.payload, fileIds });
 */
export class DocumentFlow extends SignalSubscribable<(state: DocumentFlowState) => void> {
  #step = signal<DocumentFlowStep>(1);
  #category = signal<DocumentOf | null>(null);
  #entityId = signal<number | null>(null);
  #documentType = signal<string | null>(null);
  #values = signal<DocumentFieldValues>({});
  #editing = signal<FleetDocument | null>(null);
  #error = signal<string | null>(null);

  /** Current step. */
  readonly step: ReadonlySignal<DocumentFlowStep> = this.#step;
  /** Chosen category, or `null`. */
  readonly category: ReadonlySignal<DocumentOf | null> = this.#category;
  /** Chosen vehicle or driver id, or `null`. */
  readonly entityId: ReadonlySignal<number | null> = this.#entityId;
  /** Chosen document type, or `null`. */
  readonly documentType: ReadonlySignal<string | null> = this.#documentType;
  /** The form's values, by stored field. */
  readonly values: ReadonlySignal<DocumentFieldValues> = this.#values;
  /** The document being edited, or `null` when adding. */
  readonly editing: ReadonlySignal<FleetDocument | null> = this.#editing;
  /** The error of the last failed submit. */
  readonly error: ReadonlySignal<string | null> = this.#error;

  /** Whether Next is enabled: category and type set and, except for 'others', the entity set. */
  readonly canProceed: ReadonlySignal<boolean> = computed(() => {
    const category = this.#category.value;
    if (category === null || this.#documentType.value === null) return false;
    return category === 'others' || this.#entityId.value !== null;
  });

  /** The form fields of the chosen type, in display order (empty until a type is chosen). */
  readonly fields: ReadonlySignal<readonly DocumentFieldDefinition[]> = computed(() => {
    const type = this.#documentType.value;
    return type === null ? [] : fieldsFor(type);
  });

  /** The whole flow as one snapshot. */
  readonly state: ReadonlySignal<DocumentFlowState> = computed(() => ({
    step: this.#step.value,
    category: this.#category.value,
    entityId: this.#entityId.value,
    documentType: this.#documentType.value,
    values: this.#values.value,
    canProceed: this.canProceed.value,
    editing: this.#editing.value,
    error: this.#error.value,
  }));

  /** @param preset Category and entity to start with, e.g. from a vehicle's document table. */
  constructor(preset: DocumentFlowPreset = {}) {
    super();
    this.reset(preset);
  }

  /** Starts a new document from step 1, optionally with category and entity already chosen. */
  reset(preset: DocumentFlowPreset = {}): void {
    batch(() => {
      this.#step.value = 1;
      this.#category.value = preset.category ?? null;
      this.#entityId.value = preset.category ? (preset.entityId ?? null) : null;
      this.#documentType.value = null;
      this.#values.value = {};
      this.#editing.value = null;
      this.#error.value = null;
    });
  }

  /** Chooses the category; a different one clears the type, the entity and the form. */
  setCategory(category: DocumentOf | null): void {
    if (category === this.#category.value) return;
    batch(() => {
      this.#category.value = category;
      this.#documentType.value = null;
      this.#entityId.value = null;
      this.#values.value = {};
      this.#error.value = null;
    });
  }

  /** Chooses the vehicle or driver the document belongs to. */
  setEntity(entityId: number | null): void {
    this.#entityId.value = entityId;
  }

  /**
   * Chooses the document type; a different one resets the form.
   * @throws RangeError when no category is chosen or the type is not one of the category's.
   */
  setType(documentType: string | null): void {
    if (documentType === this.#documentType.value) return;
    const category = this.#category.value;
    if (
      documentType !== null &&
      !(category && documentTypesFor(category).some((t) => t.type === documentType))
    ) {
      throw new RangeError(`Document type '${documentType}' is not offered for category '${category}'`);
    }
    batch(() => {
      this.#documentType.value = documentType;
      this.#values.value = {};
      this.#error.value = null;
    });
  }

  /** Opens the form (step 2) when `canProceed`; returns whether it did. */
  next(): boolean {
    if (!this.canProceed.value) return false;
    this.#step.value = 2;
    return true;
  }

  /** Cancel in the form: returns to step 1 keeping the choices and values. */
  back(): void {
    batch(() => {
      this.#step.value = 1;
      this.#error.value = null;
    });
  }

  /** Edits a stored document: opens the form (step 2) with its category, entity, type and values. */
  startEdit(document: FleetDocument): void {
    const values: DocumentFieldValues = {};
    for (const field of DOCUMENT_TEXT_FIELDS) {
      const value = document[field];
      if (typeof value === 'string') values[field] = value;
    }
    batch(() => {
      this.#editing.value = document;
      this.#category.value = document.documentOf;
      this.#entityId.value = document.entityId ?? null;
      this.#documentType.value = document.documentType;
      this.#values.value = values;
      this.#error.value = null;
      this.#step.value = 2;
    });
  }

  /** Sets one form field. */
  setField(field: DocumentTextField, value: string): void {
    batch(() => {
      this.#values.value = { ...this.#values.value, [field]: value };
      this.#error.value = null;
    });
  }

  /**
   * Validates the form and builds the body to send. Values are trimmed; when adding, blank fields are
   * left out; when editing, the stored document is merged with the form (a blank field clears it) and
   * its files are carried over. Validated with the document form rule (`documentFormSchema`): fails
   * with `MESSAGES.documentNeedsOneField` when every field is blank.
   */
  submitPayload(): DocumentSubmitResult {
    const category = this.#category.value;
    const documentType = this.#documentType.value;
    if (!this.canProceed.value || category === null || documentType === null) {
      return this.#fail(DOCUMENT_FLOW_INCOMPLETE);
    }
    // SPEC §5: every field optional, but at least one filled (MESSAGES.documentNeedsOneField).
    const check = documentFormSchema.safeParse(this.#values.value);
    if (!check.success) return this.#fail(check.error.issues[0]?.message ?? check.error.message);
    const editing = this.#editing.value;
    const fields: DocumentFieldValues = {};
    for (const [field, value] of Object.entries(this.#values.value) as [DocumentTextField, string | null][]) {
      const trimmed = (value ?? '').trim();
      if (trimmed !== '' || editing) fields[field] = trimmed;
    }
    const stored = editing
      ? Object.fromEntries(
          Object.entries(editing).filter(([key, value]) => !isServerField(key) && value !== undefined),
        )
      : {};
    const payload: DocumentPayload = {
      ...stored,
      ...fields,
      documentOf: category,
      entityId: category === 'others' ? null : this.#entityId.value,
      documentType,
    };
    if (editing) payload.fileIds = [...editing.fileIds];
    this.#error.value = null;
    return { ok: true, payload, documentId: editing?.$id ?? null };
  }

  /** Removes every listener. */
  dispose(): void {
    this.unsubscribeAll();
  }

  protected watch(): void {
    this.state.value;
  }

  protected tell(listener: (state: DocumentFlowState) => void): void {
    listener(this.state.peek());
  }

  #fail(error: string): DocumentSubmitResult {
    this.#error.value = error;
    return { ok: false, error };
  }
}
