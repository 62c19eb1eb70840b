import type { ExternalToast, toast } from 'sonner';

// Toasts load on first use: sonner and its <Toaster> stay out of the pages that never toast (the
// sign-in pages), and the host mounts the Toaster before the first toast is sent.

type ToastApi = typeof toast;

let host: (() => Promise<void>) | null = null;
let api: Promise<ToastApi> | null = null;

/** Called by the toaster host: `mount` shows the Toaster and resolves once it listens. */
export function registerToasterHost(mount: () => Promise<void>): () => void {
  host = mount;
  return () => {
    if (host === mount) host = null;
    api = null;
  };
}

function loadToasts(): Promise<ToastApi> {
  api ??= (async () => {
    const sonner = await import('sonner');
    await host?.();
    return sonner.toast;
  })();
  return api;
}

/**
 * The portal's toasts (SPEC §8): bottom-center until dismissed unless a toast says otherwise. Each call
 * resolves with the toast's id, for a loading toast that later turns into success or failure.
 */
export const notify = {
  success: (message: string, data?: ExternalToast) => loadToasts().then((t) => t.success(message, data)),
  error: (message: string, data?: ExternalToast) => loadToasts().then((t) => t.error(message, data)),
  info: (message: string, data?: ExternalToast) => loadToasts().then((t) => t.info(message, data)),
  loading: (message: string, data?: ExternalToast) => loadToasts().then((t) => t.loading(message, data)),
};
