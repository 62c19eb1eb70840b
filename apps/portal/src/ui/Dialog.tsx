import { useEffect, useId, useRef } from 'react';

export interface DialogProps {
  open: boolean;
  title: string;
  /** Called when the user closes it (Escape, the backdrop's close request, or a Cancel button). */
  onClose(): void;
  children: React.ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element: focus moves into it and stays there, Escape closes it,
 * and the page behind is inert.
 */
export function Dialog({ open, title, onClose, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="fleet-portal-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="fleet-portal-dialog__body">
          <h2 id={titleId}>{title}</h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
