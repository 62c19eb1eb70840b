import { FieldError, Input, Label, TextArea, TextField } from 'react-aria-components';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** The field's label. */
  label: string;
  /** The text (controlled). */
  value: string;
  /** Called with the new text. */
  onChange?: ((value: string) => void) | undefined;
  /** The error shown under the field; the field is invalid while set. */
  error?: string | undefined;
  /** @default false */
  isDisabled?: boolean | undefined;
  /** @default 'text' */
  type?: 'text' | 'date' | 'number' | 'tel' | undefined;
  /** A multi-line field. @default false */
  multiline?: boolean | undefined;
  /** @default undefined */
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | undefined;
}

/** One labelled text field with its error message, on react-aria (label, description and error wired). */
export function FormField({
  label,
  value,
  onChange,
  error,
  isDisabled = false,
  type = 'text',
  multiline = false,
  inputMode,
}: FormFieldProps) {
  return (
    <TextField
      className="fleet-form-field"
      value={value}
      onChange={onChange}
      isInvalid={error !== undefined}
      isDisabled={isDisabled}
      validationBehavior="aria"
      inputMode={inputMode}
      type={type === 'number' ? 'text' : type}
    >
      <Label className="fleet-field-label">{label}</Label>
      {multiline ? <TextArea className="fleet-input" /> : <Input className="fleet-input" />}
      <FieldError className="fleet-field-error">{error}</FieldError>
    </TextField>
  );
}
