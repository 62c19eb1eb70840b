import { DATE_RANGE_MESSAGES } from '@fleetkit/sdk-core';
import { formatDate } from '@fleetkit/sdk-core/calendar';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateRangeSelector } from './DateRangeSelector';

const day = (y: number, m: number, d: number) => new Date(y, m, d);
const end = (y: number, m: number, d: number) => new Date(y, m, d, 23, 59, 59, 999);

// Only the clock is faked: presets are computed from "now".
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 0, 10, 15, 20));
});
afterEach(() => vi.useRealTimers());

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('DateRangeSelector', { timeout: 60_000 }, () => {
  it('offers Today, Yesterday, Last 7 days, Last 14 days and Custom, each giving its range', async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<DateRangeSelector onChange={onChange} />);
    const labels = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(labels).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 14 days', 'Custom']);
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked();
    expect(screen.getByText('2025-01-10 – 2025-01-10 (AD)')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Yesterday' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: day(2025, 0, 9), to: end(2025, 0, 9) }, 'yesterday');
    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: day(2025, 0, 4), to: end(2025, 0, 10) }, 'last7Days');
    await user.click(screen.getByRole('radio', { name: 'Last 14 days' }));
    expect(onChange).toHaveBeenLastCalledWith(
      { from: day(2024, 11, 28), to: end(2025, 0, 10) },
      'last14Days',
    );
  });

  it("checks a custom range with sdk-core's rules and messages before Apply", async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<DateRangeSelector onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = screen.getByRole('textbox', { name: 'From (AD)' });
    const to = screen.getByRole('textbox', { name: 'To (AD)' });
    const apply = screen.getByRole('button', { name: 'Apply' });

    await user.clear(from);
    await user.type(from, '2024-12-01');
    expect(screen.getByRole('alert')).toHaveTextContent(DATE_RANGE_MESSAGES.tooLong);
    expect(DATE_RANGE_MESSAGES.tooLong).toBe('Date range cannot be longer than 30 days');
    expect(apply).toBeDisabled();

    await user.clear(to);
    await user.type(to, '2025-01-11');
    expect(screen.getByRole('alert')).toHaveTextContent(DATE_RANGE_MESSAGES.endAfterToday);

    await user.clear(from);
    await user.type(from, '2025-01-09');
    await user.clear(to);
    await user.type(to, '2025-01-08');
    expect(screen.getByRole('alert')).toHaveTextContent(DATE_RANGE_MESSAGES.fromAfterTo);

    await user.clear(to);
    await user.type(to, '2025-01-10');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(apply);
    expect(onChange).toHaveBeenLastCalledWith({ from: day(2025, 0, 9), to: end(2025, 0, 10) }, 'custom');
  });

  it('shows and reads days in the Nepali (BS) calendar when the user prefers it', async () => {
    vi.setSystemTime(new Date(2024, 3, 20, 9));
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<DateRangeSelector onChange={onChange} dateFormat="BS" />);
    const today = formatDate(new Date(2024, 3, 20), 'BS');
    expect(screen.getByText(`${today} – ${today} (BS)`)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const from = screen.getByRole('textbox', { name: 'From (BS)' });
    const to = screen.getByRole('textbox', { name: 'To (BS)' });
    await user.clear(from);
    await user.type(from, '2081-01-01');
    await user.clear(to);
    await user.type(to, '2081-01-05');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    // 1 Baisakh 2081 BS is 13 April 2024 AD.
    expect(onChange).toHaveBeenLastCalledWith({ from: day(2024, 3, 13), to: end(2024, 3, 17) }, 'custom');
  });
});
