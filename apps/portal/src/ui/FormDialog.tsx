import { useTexts } from '@fleetkit/react-widgets';
import { UI_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { FormError } from '../auth/FormError';
import { Dialog } from './Dialog';

export interface FormDialogProps {
  title: string;
  /** Label of the submit button, e.g. 'Add Driver' or 'Save'. */
  submitLabel: string;
  /** While saving: the submit button is disabled. */
  busy: boolean;
  /** The server's message after a failed save, or null. */
  error: string | null;
  /** The form was submitted (the browser's own checks passed); the form element is given. */
  onSubmit(form: HTMLFormElement): void;
  onClose(): void;
  /** The fields. */
  children: React.ReactNode;
}

/** A modal form: the fields, the server's error, and Cancel / submit, as the CRUD pages' dialogs use it. */
export function FormDialog({
  title,
  submitLabel,
  busy,
  error,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const texts = useTexts(UI_TEXTS);
  return (
    <Dialog open title={title} onClose={onClose}>
      <form
        className="fleet-portal-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event.currentTarget);
        }}
      >
        {children}
        <FormError message={error} />
        <div className="fleet-portal-dialog__actions">
          <button
            type="button"
            className="fleet-portal-button fleet-portal-button--secondary"
            onClick={onClose}
          >
            {texts.cancel}
          </button>
          <button type="submit" className="fleet-portal-button fleet-portal-button--primary" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
