import { MESSAGES } from '@fleetkit/sdk-core';
import { DIALOG_TEXTS } from '@fleetkit/sdk-core/labels';
import { useState } from 'react';
import { useOptionalFleet } from '../context/FleetContext';
import { useTexts } from '../context/FleetLanguage';
import { ConfirmDialog } from '../primitives/ConfirmDialog';
import { useFleetToast } from '../primitives/useFleetToast';

/** Props of {@link LogoutDialog}. */
export interface LogoutDialogProps {
  /** Whether the dialog is open (controlled). */
  isOpen: boolean;
  /** Called with `false` on Cancel, Escape, or after a logout. */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Signs out. Omitted: `client.session.logout()` of the provider, then the live stores are cleared.
   * The portal passes its own (which also removes the notification token, SPEC §4).
   * @default undefined (the client's logout)
   */
  logout?: (() => Promise<void>) | undefined;
  /**
   * Called after a successful logout, e.g. to go to /login.
   * @default undefined
   */
  onLoggedOut?: (() => void) | undefined;
}

/**
 * The logout confirmation: 'Note: This will log you out from the system and clear all the session
 * data.' A failure shows 'Failed to logout' / 'Something went wrong!'.
 */
export function LogoutDialog({ isOpen, onOpenChange, logout, onLoggedOut }: LogoutDialogProps) {
  const texts = useTexts(DIALOG_TEXTS);
  const messages = useTexts(MESSAGES);
  const fleet = useOptionalFleet();
  const toast = useFleetToast();
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    if (logout) return logout();
    if (!fleet) throw new Error('LogoutDialog needs a logout prop or a FleetProvider');
    await fleet.client.session.logout();
    fleet.store.clear();
  };
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!pending) onOpenChange(open);
      }}
      title={texts.logoutTitle}
      confirmLabel={texts.logoutConfirm}
      tone="danger"
      isPending={pending}
      onConfirm={async () => {
        setPending(true);
        try {
          await signOut();
          onOpenChange(false);
          onLoggedOut?.();
        } catch {
          toast.error(messages.logoutFailed, { description: messages.somethingWentWrong });
        } finally {
          setPending(false);
        }
      }}
    >
      <p className="fleet-dialog-note">{messages.logoutNote}</p>
    </ConfirmDialog>
  );
}
