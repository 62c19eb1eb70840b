import {
  DROPDOWN_MAX_HEIGHT_PX,
  MESSAGES,
  MULTI_SELECT_DEBOUNCE_MS,
  SEARCH_DEBOUNCE_MS,
} from '@fleetkit/sdk-core';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Badge } from './Badge';
import { ConfirmDialog } from './ConfirmDialog';
import { MultiSelect } from './MultiSelect';
import { SearchField } from './SearchField';
import { Toaster } from './Toaster';
import { useFleetToast } from './useFleetToast';

const vehicles = [
  { id: 1, label: 'Truck 1' },
  { id: 2, label: 'Truck 2' },
  { id: 3, label: 'Bus 7' },
];

function Multi({ maxCount }: { maxCount?: number }) {
  const [ids, setIds] = useState<(string | number)[]>([]);
  return (
    <MultiSelect
      label="Vehicles"
      options={vehicles}
      selectedKeys={ids}
      onChange={setIds}
      {...(maxCount !== undefined ? { maxCount } : {})}
    />
  );
}

function Host({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      isOpen={open}
      onOpenChange={setOpen}
      title={MESSAGES.removeGeofence}
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />
  );
}

function Raise() {
  const toast = useFleetToast();
  return (
    <>
      <button type="button" onClick={() => toast.info('Plain toast')}>
        plain
      </button>
      <button type="button" onClick={() => toast.event('Event toast')}>
        event
      </button>
    </>
  );
}

describe('primitives', () => {
  // testing-library drains React work with a setTimeout(0) that it advances only when it sees a
  // `jest` global; vitest's fake timers need the same hint.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('reports search text only after the 400 ms default pause', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const onSearch = vi.fn();
    render(<SearchField aria-label="Search" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bus');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('bus');
  });

  it("filters a multi-select after 500 ms and shows 'No results found.' when nothing matches", async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<Multi />);
    await user.click(screen.getByRole('button', { name: 'Vehicles' }));
    const list = screen.getByRole('listbox', { name: 'Vehicles' });
    expect(list).toHaveStyle({ maxHeight: `${DROPDOWN_MAX_HEIGHT_PX}px` });
    await user.type(screen.getByRole('searchbox'), 'zzz');
    act(() => vi.advanceTimersByTime(MULTI_SELECT_DEBOUNCE_MS - 1));
    expect(within(list).getAllByRole('option')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    for (const vehicle of vehicles) {
      expect(within(list).queryByRole('option', { name: vehicle.label })).not.toBeInTheDocument();
    }
    expect(within(list).getByText(MESSAGES.noResults)).toBeInTheDocument();
  });

  it('disables the other choices once the maximum count is chosen', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<Multi maxCount={1} />);
    await user.click(screen.getByRole('button', { name: 'Vehicles' }));
    await user.click(screen.getByRole('option', { name: 'Truck 1' }));
    expect(screen.getByRole('option', { name: 'Truck 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Bus 7' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('confirm dialog runs the action on confirm and closes on cancel', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const onConfirm = vi.fn();
    render(<Host onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.removeGeofence });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows toasts bottom-center and event toasts bottom-right, until dismissed', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(
      <>
        <Toaster />
        <Raise />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'plain' }));
    await user.click(screen.getByRole('button', { name: 'event' }));
    const plain = await screen.findByText('Plain toast');
    const event = await screen.findByText('Event toast');
    const position = (node: HTMLElement) =>
      `${node.closest('[data-y-position]')?.getAttribute('data-y-position')}-${node
        .closest('[data-x-position]')
        ?.getAttribute('data-x-position')}`;
    expect(position(plain)).toBe('bottom-center');
    expect(position(event)).toBe('bottom-right');
    act(() => vi.advanceTimersByTime(60 * 60_000));
    expect(screen.getByText('Plain toast')).toBeInTheDocument();
    expect(screen.getByText('Event toast')).toBeInTheDocument();
  });

  it('badge carries its tone', () => {
    render(<Badge tone="warning">Expires</Badge>);
    expect(screen.getByText('Expires')).toHaveClass('fleet-badge--warning');
  });
});
