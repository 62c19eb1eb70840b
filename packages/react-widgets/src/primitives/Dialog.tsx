import { CONTROL_TEXTS } from '@fleetkit/sdk-core/labels';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTexts } from '../context/FleetLanguage';
import { classNames, IconButton } from './Button';
import { useFleetTheme } from './FleetTheme';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` when the user closes it (close button, Escape, outside click). */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading; it also names the dialog for screen readers. */
  title: ReactNode;
  /**
   * The body.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Buttons under the body, usually Cancel and the main action.
   * @default undefined
   */
  footer?: ReactNode;
  /**
   * Whether a click outside closes it.
   * @default true
   */
  isDismissable?: boolean;
  /**
   * Whether the × close button shows.
   * @default true
   */
  showClose?: boolean;
  /**
   * Accessible name of the × close button.
   * @default 'Close'
   */
  closeLabel?: string;
  /**
   * `alertdialog` for confirmations that interrupt the user.
   * @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
  /**
   * Extra class names of the dialog panel.
   * @default undefined
   */
  className?: string;
}

/**
 * A modal dialog with a title, a close button, a body and a footer; focus is trapped inside and
 * returns to the trigger on close.
 * @example
 * <Dialog isOpen={open} onOpenChange={setOpen} title="Driver Info" footer={<Button onPress={close}>Close</Button>}>
 *   …
 * </Dialog>
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  isDismissable = true,
  showClose = true,
  closeLabel: closeLabelProp,
  role = 'dialog',
  className,
}: DialogProps) {
  const controls = useTexts(CONTROL_TEXTS);
  const closeLabel = closeLabelProp ?? controls.close;
  const theme = useFleetTheme();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className="fleet-root fleet-modal-overlay"
      data-theme={theme}
    >
      <Modal className="fleet-modal">
        <AriaDialog role={role} className={classNames('fleet-dialog', className)}>
          <header className="fleet-dialog__header">
            <Heading slot="title" className="fleet-dialog__title">
              {title}
            </Heading>
            {showClose ? (
              <IconButton aria-label={closeLabel} onPress={() => onOpenChange(false)}>
                ×
              </IconButton>
            ) : null}
          </header>
          <div className="fleet-dialog__body">{children}</div>
          {footer ? <footer className="fleet-dialog__footer">{footer}</footer> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
