import { useId } from 'react';

export interface FormFieldProps extends React.InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** An error shown under the field and announced with it. */
  error?: string | undefined;
}

/** A labelled input with its error, for the auth screens and the portal's forms. */
export function FormField({ label, error, id, ...input }: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className="fleet-portal-field">
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="fleet-portal-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
