import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { type FleetDocument, fleetDocumentSchema } from '../schema/document';
import { DOCUMENT_FLOW_INCOMPLETE, DocumentFlow, type DocumentFlowState } from './DocumentFlow';

const insurance: FleetDocument = fleetDocumentSchema.parse({
  $id: 'doc1',
  documentOf: 'vehicle',
  entityId: 7,
  documentType: 'insurance',
  fileIds: ['f1', 'f2'],
  identificationNo: 'POL-1',
  issuedBy: 'Shikhar Insurance',
  amount: '12000',
  notes: null,
  $createdAt: '2025-01-01T00:00:00.000Z',
});

describe('DocumentFlow step 1', () => {
  it('starts in step 1 with nothing chosen and Next disabled', () => {
    const flow = new DocumentFlow();
    expect(flow.step.value).toBe(1);
    expect(flow.category.value).toBeNull();
    expect(flow.canProceed.value).toBe(false);
    expect(flow.next()).toBe(false);
    expect(flow.step.value).toBe(1);
  });

  it('enables Next only when category, entity and type are set for a vehicle document', () => {
    const flow = new DocumentFlow();
    flow.setCategory('vehicle');
    expect(flow.canProceed.value).toBe(false);
    flow.setType('insurance');
    expect(flow.canProceed.value).toBe(false);
    flow.setEntity(7);
    expect(flow.canProceed.value).toBe(true);
    flow.setEntity(null);
    expect(flow.canProceed.value).toBe(false);
  });

  it('enables Next for a driver document only with a driver chosen', () => {
    const flow = new DocumentFlow({ category: 'driver' });
    flow.setType('license');
    expect(flow.canProceed.value).toBe(false);
    flow.setEntity(3);
    expect(flow.canProceed.value).toBe(true);
  });

  it('enables Next for an others document without an entity', () => {
    const flow = new DocumentFlow();
    flow.setCategory('others');
    flow.setType('others');
    expect(flow.canProceed.value).toBe(true);
  });

  it('clears type and entity when the category changes', () => {
    const flow = new DocumentFlow({ category: 'vehicle', entityId: 7 });
    flow.setType('fitness');
    flow.setCategory('driver');
    expect(flow.documentType.value).toBeNull();
    expect(flow.entityId.value).toBeNull();
    expect(flow.canProceed.value).toBe(false);
  });

  it('keeps type and entity when the same category is chosen again', () => {
    const flow = new DocumentFlow({ category: 'vehicle', entityId: 7 });
    flow.setType('fitness');
    flow.setCategory('vehicle');
    expect(flow.documentType.value).toBe('fitness');
    expect(flow.entityId.value).toBe(7);
  });

  it('starts with a preset vehicle, and ignores a preset entity without a category', () => {
    expect(new DocumentFlow({ category: 'vehicle', entityId: 9 }).entityId.value).toBe(9);
    expect(new DocumentFlow({ entityId: 9 }).entityId.value).toBeNull();
  });

  it('refuses a type that the chosen category does not offer', () => {
    const flow = new DocumentFlow({ category: 'driver' });
    expect(() => flow.setType('insurance')).toThrow(RangeError);
    expect(() => new DocumentFlow().setType('license')).toThrow(RangeError);
    expect(flow.documentType.value).toBeNull();
  });

  it('lists the form fields of the chosen type', () => {
    const flow = new DocumentFlow({ category: 'vehicle' });
    expect(flow.fields.value).toEqual([]);
    flow.setType('insurance');
    expect(flow.fields.value[0]).toEqual({
      field: 'identificationNo',
      label: 'Policy No.',
      text: 'policyNo',
      input: 'text',
    });
  });
});

describe('DocumentFlow step 2', () => {
  function formFor(type: 'insurance' | 'pollution' = 'insurance') {
    const flow = new DocumentFlow({ category: 'vehicle', entityId: 7 });
    flow.setType(type);
    expect(flow.next()).toBe(true);
    return flow;
  }

  it('opens the form with Next and returns to step 1 on cancel, keeping the choices and values', () => {
    const flow = formFor();
    expect(flow.step.value).toBe(2);
    flow.setField('identificationNo', 'POL-9');
    flow.back();
    expect(flow.step.value).toBe(1);
    expect(flow.documentType.value).toBe('insurance');
    expect(flow.entityId.value).toBe(7);
    expect(flow.values.value).toEqual({ identificationNo: 'POL-9' });
  });

  it('resets the form when the type changes, but not when the same type is chosen again', () => {
    const flow = formFor();
    flow.setField('identificationNo', 'POL-9');
    flow.back();
    flow.setType('insurance');
    expect(flow.values.value).toEqual({ identificationNo: 'POL-9' });
    flow.setType('pollution');
    expect(flow.values.value).toEqual({});
  });

  it('refuses to submit a form with every field blank, with the SPEC message', () => {
    const flow = formFor();
    flow.setField('notes', '   ');
    expect(flow.submitPayload()).toEqual({ ok: false, error: MESSAGES.documentNeedsOneField });
    expect(flow.error.value).toBe('At least one of the fields must be filled');
  });

  it('clears the error when a field changes', () => {
    const flow = formFor();
    flow.submitPayload();
    flow.setField('notes', 'Renewed');
    expect(flow.error.value).toBeNull();
  });

  it('builds the add payload with trimmed values and without blank fields', () => {
    const flow = formFor();
    flow.setField('identificationNo', '  POL-9 ');
    flow.setField('amount', '');
    expect(flow.submitPayload()).toEqual({
      ok: true,
      documentId: null,
      payload: { documentOf: 'vehicle', entityId: 7, documentType: 'insurance', identificationNo: 'POL-9' },
    });
  });

  it('sends no entity for an others document even if one was chosen', () => {
    const flow = new DocumentFlow({ category: 'others' });
    flow.setType('others');
    flow.setEntity(4);
    flow.next();
    flow.setField('notes', 'Office lease');
    const result = flow.submitPayload();
    expect(result.ok && result.payload.entityId).toBeNull();
  });

  it('refuses to submit before category, entity and type are chosen', () => {
    const flow = new DocumentFlow({ category: 'vehicle' });
    flow.setField('notes', 'x');
    expect(flow.submitPayload()).toEqual({ ok: false, error: DOCUMENT_FLOW_INCOMPLETE });
  });
});

describe('DocumentFlow edit', () => {
  it('starts in step 2 with the document values filled', () => {
    const flow = new DocumentFlow();
    flow.startEdit(insurance);
    expect(flow.step.value).toBe(2);
    expect(flow.category.value).toBe('vehicle');
    expect(flow.entityId.value).toBe(7);
    expect(flow.documentType.value).toBe('insurance');
    expect(flow.editing.value).toBe(insurance);
    expect(flow.values.value).toEqual({
      identificationNo: 'POL-1',
      issuedBy: 'Shikhar Insurance',
      amount: '12000',
    });
  });

  it('merges the stored document with the form, keeps its files and drops the server fields', () => {
    const flow = new DocumentFlow();
    flow.startEdit(insurance);
    flow.setField('amount', '15000');
    flow.setField('issuedBy', '');
    const result = flow.submitPayload();
    expect(result).toEqual({
      ok: true,
      documentId: 'doc1',
      payload: {
        documentOf: 'vehicle',
        entityId: 7,
        documentType: 'insurance',
        fileIds: ['f1', 'f2'],
        identificationNo: 'POL-1',
        issuedBy: '',
        amount: '15000',
        notes: null,
      },
    });
    if (result.ok) expect(result.payload.fileIds).not.toBe(insurance.fileIds);
  });

  it('edits a document of a type the catalogue does not know with every field', () => {
    const flow = new DocumentFlow();
    flow.startEdit({ ...insurance, documentType: 'service' });
    expect(flow.fields.value).toHaveLength(13);
  });

  it('returns to step 1 on cancel and starts over with reset', () => {
    const flow = new DocumentFlow();
    flow.startEdit(insurance);
    flow.back();
    expect(flow.step.value).toBe(1);
    expect(flow.editing.value).toBe(insurance);
    flow.reset();
    expect(flow.state.value).toEqual({
      step: 1,
      category: null,
      entityId: null,
      documentType: null,
      values: {},
      canProceed: false,
      editing: null,
      error: null,
    });
  });

  it('edits an others document without an entity', () => {
    const flow = new DocumentFlow();
    flow.startEdit(
      fleetDocumentSchema.parse({ $id: 'o1', documentOf: 'others', documentType: 'others', notes: 'a' }),
    );
    expect(flow.entityId.value).toBeNull();
    expect(flow.submitPayload().ok).toBe(true);
  });
});

describe('DocumentFlow subscribe', () => {
  it('tells listeners about each change, once per batched action, until unsubscribed or disposed', () => {
    const flow = new DocumentFlow();
    const seen: DocumentFlowState[] = [];
    const other: DocumentFlowState[] = [];
    const unsubscribe = flow.subscribe((s) => seen.push(s));
    flow.subscribe((s) => other.push(s));
    flow.setCategory('vehicle');
    flow.startEdit(insurance);
    expect(seen.map((s) => [s.step, s.category, s.documentType])).toEqual([
      [1, 'vehicle', null],
      [2, 'vehicle', 'insurance'],
    ]);
    unsubscribe();
    flow.setField('notes', 'x');
    expect(seen).toHaveLength(2);
    expect(other).toHaveLength(3);
    flow.dispose();
    flow.setField('notes', 'y');
    expect(other).toHaveLength(3);
  });
});
