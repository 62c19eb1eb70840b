// Documents (SPEC §3 Document, §4 "Document add flow", §4 "Lists"): the type catalogue with its field
// labels, the two-step add/edit flow and the list update rule.
export {
  DOCUMENT_FLOW_INCOMPLETE,
  type DocumentFieldValues,
  DocumentFlow,
  type DocumentFlowPreset,
  type DocumentFlowState,
  type DocumentFlowStep,
  type DocumentPayload,
  type DocumentSubmitResult,
} from './DocumentFlow';
export {
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_TYPES,
  type DocumentFieldDefinition,
  type DocumentFieldInput,
  type DocumentType,
  type DocumentTypeDefinition,
  type DocumentTypeTexts,
  documentFieldLabel,
  documentTypeDefinition,
  documentTypeLabel,
  documentTypesFor,
  fieldsFor,
  GENERIC_DOCUMENT_FIELDS,
} from './documentTypes';
export { upsertById } from './upsertById';
