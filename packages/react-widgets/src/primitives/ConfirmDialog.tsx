import { CONTROL_TEXTS } from '@fleetkit/sdk-core/labels';
import type { ReactNode } from 'react';
import { useTexts } from '../context/FleetLanguage';
import { Button } from './Button';
import { Dialog } from './Dialog';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` on cancel, close or Escape. */
  onOpenChange: (isOpen: boolean) => void;
  /** The question, e.g. 'Remove Geofence'. */
  title: ReactNode;
  /**
   * What happens if the user confirms.
   * @default undefined
   */
  children?: ReactNode;
  /** Runs on confirm; the dialog stays open while a returned promise is pending. */
  onConfirm: () => void | Promise<void>;
  /**
   * Text of the confirm button.
   * @default 'Confirm'
   */
  confirmLabel?: string;
  /**
   * Text of the cancel button.
   * @default 'Cancel'
   */
  cancelLabel?: string;
  /**
   * `danger` for destructive actions.
   * @default 'primary'
   */
  tone?: 'primary' | 'danger';
  /**
   * Disables both buttons (e.g. while the action runs).
   * @default false
   */
  isPending?: boolean;
}

/**
 * Asks before an action: Cancel closes, the confirm button runs `onConfirm`.
 * @example
 * <ConfirmDialog isOpen={open} onOpenChange={setOpen} title={MESSAGES.removeGeofence}
 *   confirmLabel="Delete" tone="danger" onConfirm={remove} />
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  onConfirm,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  tone = 'primary',
  isPending = false,
}: ConfirmDialogProps) {
  const controls = useTexts(CONTROL_TEXTS);
  const confirmLabel = confirmLabelProp ?? controls.confirm;
  const cancelLabel = cancelLabelProp ?? controls.cancel;
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" isDisabled={isPending} onPress={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone} isDisabled={isPending} onPress={() => void onConfirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
