import { useTexts } from '@fleetkit/react-widgets';
import { MESSAGES } from '@fleetkit/sdk-core';
import { DIALOG_TEXTS } from '@fleetkit/sdk-core/labels';
import { MENU_TEXTS, SHELL_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSignedInSession } from '../session/SessionContext';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Icon } from '../ui/Icon';

// The tour comes with the widget library: loaded when it is first started.
const TourHost = lazy(() => import('./TourHost'));

/**
 * The user menu of the top bar (SPEC §2): Settings, the product tour, and Logout after its
 * confirmation.
 */
export function UserMenu() {
  const { user, signOut } = useSignedInSession();
  const texts = useTexts(SHELL_TEXTS);
  const menu = useTexts(MENU_TEXTS);
  const messages = useTexts(MESSAGES);
  const dialog = useTexts(DIALOG_TEXTS);
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [touring, setTouring] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const logout = async () => {
    setBusy(true);
    await signOut();
    setBusy(false);
    setConfirming(false);
  };

  return (
    <div className="fleet-portal-user-menu" ref={root}>
      <button
        type="button"
        className="fleet-portal-user-menu__trigger"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="fleet-portal-avatar" aria-hidden="true">
          {user.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <span className="fleet-portal-user-menu__name">{user.name}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open ? (
        <div className="fleet-portal-user-menu__list" id={menuId}>
          <Link to="/dashboard/settings" onClick={() => setOpen(false)}>
            <Icon name="settings" size={18} /> {menu.settings}
          </Link>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setTouring(true);
            }}
          >
            <Icon name="help" size={18} /> {texts.productTour}
          </button>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              setConfirming(true);
            }}
          >
            <Icon name="logout" size={18} /> {dialog.logoutTitle}
          </button>
        </div>
      ) : null}
      {touring ? (
        <Suspense fallback={null}>
          <TourHost onClose={() => setTouring(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={dialog.logoutTitle}
        message={messages.logoutNote}
        confirmLabel={dialog.logoutConfirm}
        danger
        busy={busy}
        onConfirm={logout}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
