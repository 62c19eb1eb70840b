import { createFleetClient, FleetStore, MESSAGES, TrackingStore } from '@fleetkit/sdk-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FleetProvider } from '../context/FleetContext';
import { Toaster } from '../primitives/Toaster';
import { ErrorScreen } from './ErrorScreen';
import { LogoutDialog } from './LogoutDialog';
import { NotFoundScreen } from './NotFoundScreen';

// Toasts live until dismissed (SPEC §8) in one global list: each test starts without them.
afterEach(() => {
  toast.dismiss();
});

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('ErrorScreen', { timeout: 60_000 }, () => {
  it("shows the SPEC texts, 'Go To Home' to the root and 'Try Again'", async () => {
    const user = userEvent.setup({ delay: null });
    const onRetry = vi.fn();
    render(<ErrorScreen onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Oops Something Went Wrong!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We encountered an unexpected error. Please try refreshing the page or return to home. If this issue continues, please reach out to our support team.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('calls onGoHome instead of linking when given', async () => {
    const user = userEvent.setup({ delay: null });
    const onGoHome = vi.fn();
    render(<ErrorScreen onGoHome={onGoHome} onRetry={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Go To Home' }));
    expect(onGoHome).toHaveBeenCalledTimes(1);
  });
});

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('NotFoundScreen', { timeout: 60_000 }, () => {
  it("shows 'Oops! Page not found!' and goes back", async () => {
    const user = userEvent.setup({ delay: null });
    const onGoBack = vi.fn();
    render(<NotFoundScreen onGoBack={onGoBack} />);
    expect(screen.getByRole('heading', { name: 'Oops! Page not found!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onGoBack).toHaveBeenCalledTimes(1);
  });
});

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('LogoutDialog', { timeout: 60_000 }, () => {
  it("shows the note and 'Failed to logout' / 'Something went wrong!' when the server cannot be reached", async () => {
    const user = userEvent.setup({ delay: null });
    // Port 9 (discard) refuses connections: a real network failure.
    const client = createFleetClient({ baseUrl: 'http://127.0.0.1:9' });
    const onOpenChange = vi.fn();
    render(
      <FleetProvider client={client} store={new FleetStore()} tracking={new TrackingStore()}>
        <LogoutDialog isOpen onOpenChange={onOpenChange} />
        <Toaster events={false} />
      </FleetProvider>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Logout' });
    expect(within(dialog).getByText(MESSAGES.logoutNote)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Failed to logout')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong!')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
