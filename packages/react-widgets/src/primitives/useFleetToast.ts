import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { EVENT_TOASTER_ID } from './toastPlacement';

/** Optional parts of a toast. */
export interface FleetToastOptions {
  /**
   * A second line, e.g. the server's message.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Replace the toast with this id (e.g. turn a loading toast into a success).
   * @default undefined
   */
  id?: string | number;
}

/** Raises the product's toasts; each returns the toast id. */
export interface FleetToast {
  info(title: ReactNode, options?: FleetToastOptions): string | number;
  success(title: ReactNode, options?: FleetToastOptions): string | number;
  error(title: ReactNode, options?: FleetToastOptions): string | number;
  /** A spinner toast ('Processing...'); pass its id to `success` or `error` to settle it. */
  loading(title: ReactNode, options?: FleetToastOptions): string | number;
  /** A live event toast, shown in the bottom-right stack. */
  event(title: ReactNode, options?: FleetToastOptions): string | number;
  /** Dismisses one toast, or all of them without an id. */
  dismiss(id?: string | number): void;
}

function extra(options: FleetToastOptions | undefined) {
  return {
    ...(options?.description !== undefined ? { description: options.description } : {}),
    ...(options?.id !== undefined ? { id: options.id } : {}),
  };
}

const fleetToast: FleetToast = {
  info: (title, options) => toast.info(title, extra(options)),
  success: (title, options) => toast.success(title, extra(options)),
  error: (title, options) => toast.error(title, extra(options)),
  loading: (title, options) => toast.loading(title, extra(options)),
  event: (title, options) => toast.info(title, { ...extra(options), toasterId: EVENT_TOASTER_ID }),
  dismiss: (id) => {
    toast.dismiss(id);
  },
};

/**
 * The toast functions of the widgets; they show in the {@link Toaster} rendered near the root.
 * @example const toast = useFleetToast(); toast.info(MESSAGES.subscriptionExpiredInfo);
 */
export function useFleetToast(): FleetToast {
  return fleetToast;
}
