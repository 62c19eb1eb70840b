import { useTexts } from '@fleetkit/react-widgets';
import { UI_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: React.ReactNode;
  confirmLabel: string;
  /** A destructive action gets the danger colour. @default false */
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before doing something that cannot be undone: Cancel, or the action. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, danger = false, busy = false, onConfirm, onCancel } = props;
  const texts = useTexts(UI_TEXTS);
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <p className="fleet-portal-dialog__message">{message}</p>
      <div className="fleet-portal-dialog__actions">
        <button
          type="button"
          className="fleet-portal-button fleet-portal-button--secondary"
          onClick={onCancel}
        >
          {texts.cancel}
        </button>
        <button
          type="button"
          className={`fleet-portal-button ${danger ? 'fleet-portal-button--danger' : 'fleet-portal-button--primary'}`}
          disabled={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
