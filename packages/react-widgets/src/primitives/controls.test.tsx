import { DROPDOWN_MAX_HEIGHT_PX } from '@fleetkit/sdk-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from './Button';
import { Dialog } from './Dialog';
import { FleetTheme } from './FleetTheme';
import { Menu } from './Menu';
import { Select } from './Select';
import { Tabs } from './Tabs';

describe('controls', () => {
  it('buttons carry their variant and icon buttons their name', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <>
        <Button variant="danger" onPress={onPress}>
          Delete
        </Button>
        <IconButton aria-label="Share Device" onPress={onPress}>
          <svg aria-hidden="true" />
        </IconButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('fleet-button--danger');
    await user.click(screen.getByRole('button', { name: 'Share Device' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('a select chooses one option from a list at most 300 px tall', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <Select
        label="Map style"
        options={[
          { id: 'simple', label: 'Simple' },
          { id: 'satellite', label: 'Satellite' },
        ]}
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Map style/ }));
    const list = screen.getByRole('listbox');
    expect(list).toHaveStyle({ maxHeight: `${DROPDOWN_MAX_HEIGHT_PX}px` });
    await user.click(within(list).getByRole('option', { name: 'Satellite' }));
    expect(onSelectionChange).toHaveBeenCalledWith('satellite');
    expect(screen.getByRole('button', { name: /Map style/ })).toHaveTextContent('Satellite');
  });

  it('a menu runs the chosen action', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(
      <Menu
        trigger="Account"
        items={[
          { id: 'settings', label: 'Settings' },
          { id: 'logout', label: 'Logout', danger: true },
        ]}
        onAction={onAction}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onAction).toHaveBeenCalledWith('logout');
  });

  it('tabs show the selected panel', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(
      <Tabs
        aria-label="Vehicle"
        onSelectionChange={onSelectionChange}
        tabs={[
          { id: 'live', label: 'Live Tracking', content: 'live panel' },
          { id: 'history', label: 'History', content: 'history panel' },
        ]}
      />,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('live panel');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('history panel');
    expect(onSelectionChange).toHaveBeenLastCalledWith('history');
  });

  it('a dialog is named by its title and closes with its close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog isOpen onOpenChange={onOpenChange} title="Driver Info">
        body
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Driver Info' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('dialogs and popovers rendered in a portal take the theme of the nearest FleetTheme', async () => {
    const user = userEvent.setup();
    render(
      <FleetTheme theme="dark">
        <Dialog isOpen onOpenChange={() => {}} title="Driver Info">
          <Select aria-label="Type" options={[{ id: 'car', label: 'Car' }]} />
        </Dialog>
      </FleetTheme>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Driver Info' });
    expect(dialog.closest('.fleet-root')).toHaveAttribute('data-theme', 'dark');
    expect(dialog.closest('[data-theme]')?.parentElement?.closest('.fleet-root')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /Type/ }));
    expect(screen.getByRole('listbox').closest('.fleet-popover')).toHaveAttribute('data-theme', 'dark');
  });
});
