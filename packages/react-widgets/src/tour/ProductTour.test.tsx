import { PRODUCT_TOUR_STEP_COUNT } from '@fleetkit/sdk-core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductTour, TOUR_TARGET_CLASS } from './ProductTour';
import { defaultTourSteps } from './tourSteps';

const TITLES = [
  'Dashboard',
  'Vehicle card',
  'Vehicle tracking',
  'Alerts',
  'Geofence',
  'Report',
  'Help and support',
];

function Page() {
  return (
    <main>
      {defaultTourSteps(0).map((step) => (
        <section key={step.id} data-tour={step.id}>
          {step.id}
        </section>
      ))}
    </main>
  );
}

/** Gives every tour target a 50 × 20 box at the given corner (jsdom lays nothing out); undo with mockRestore. */
function boxTourTargets({ left, top }: { left: number; top: number }) {
  const box = { x: left, y: top, left, top, width: 50, height: 20, right: left + 50, bottom: top + 20 };
  const none = { x: 0, y: 0, left: 0, top: 0, width: 0, height: 0, right: 0, bottom: 0 };
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const rect = this.dataset.tour ? box : none;
    return { ...rect, toJSON: () => rect } as DOMRect;
  });
}

describe('ProductTour', () => {
  it('walks the 7 steps with Next, counts them and ends with Finish', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    const onNavigate = vi.fn();
    render(
      <>
        <Page />
        <ProductTour isOpen vehicleId={42} onClose={onClose} onNavigate={onNavigate} />
      </>,
    );
    expect(PRODUCT_TOUR_STEP_COUNT).toBe(7);
    for (const [index, title] of TITLES.entries()) {
      const card = screen.getByRole('dialog', { name: title });
      expect(within(card).getByText(`Step ${index + 1} of ${PRODUCT_TOUR_STEP_COUNT}`)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Skip' })).toBeInTheDocument();
      const last = index === TITLES.length - 1;
      expect(within(card).queryByRole('button', { name: 'Next' }) !== null).toBe(!last);
      if (!last) await user.click(within(card).getByRole('button', { name: 'Next' }));
    }
    expect(onNavigate).toHaveBeenCalledWith('/dashboard/vehicle/all-vehicles/42');
    expect(onNavigate).toHaveBeenLastCalledWith('/dashboard/help-and-support');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onClose).toHaveBeenCalledWith('finish');
    // Fourteen presses through react-aria in jsdom: allow for a busy machine.
  }, 30_000);

  it('ends at once with Skip', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = vi.fn();
    render(
      <>
        <Page />
        <ProductTour isOpen onClose={onClose} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onClose).toHaveBeenCalledWith('skip');
  });

  it('places the card below its target and outlines the target', async () => {
    const { rerender } = render(<Page />);
    const target = screen.getByText('dashboard');
    // jsdom lays nothing out: give the target a box, as a browser would.
    const box = { x: 200, y: 100, left: 200, top: 100, width: 50, height: 20, right: 250, bottom: 120 };
    target.getBoundingClientRect = () => ({ ...box, toJSON: () => box }) as DOMRect;
    rerender(
      <>
        <Page />
        <ProductTour isOpen onClose={() => {}} />
      </>,
    );
    expect(target).toHaveClass(TOUR_TARGET_CLASS);
    const card = screen.getByRole('dialog', { name: 'Dashboard' });
    expect(card).not.toHaveClass('fleet-tour--centred');
    // Centred under the target (the card has no width in jsdom) and 12 px below it.
    await waitFor(() => expect(card.style.transform).toBe('translate(225px, 132px)'));
    expect(card).toHaveAttribute('data-placement', 'bottom');
  });

  it('centres the card while the target is missing, and finds it when it appears', async () => {
    const rects = boxTourTargets({ left: 200, top: 100 });
    const { rerender } = render(<ProductTour isOpen onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Dashboard' })).toHaveClass('fleet-tour--centred');
    rerender(
      <>
        <Page />
        <ProductTour isOpen onClose={() => {}} />
      </>,
    );
    expect(await screen.findByText('dashboard')).toHaveClass(TOUR_TARGET_CLASS);
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Dashboard' })).not.toHaveClass('fleet-tour--centred'),
    );
    rects.mockRestore();
  });

  it('centres the card while its target is off screen (a menu entry in a closed drawer)', async () => {
    const rects = boxTourTargets({ left: -300, top: 100 });
    render(
      <>
        <Page />
        <ProductTour isOpen onClose={() => {}} />
      </>,
    );
    expect(screen.getByText('dashboard')).toHaveClass(TOUR_TARGET_CLASS);
    const card = screen.getByRole('dialog', { name: 'Dashboard' });
    await waitFor(() => expect(card).toHaveClass('fleet-tour--centred'));
    expect(card).not.toHaveAttribute('data-placement');
    rects.mockRestore();
  });

  it('navigates once per step even when onNavigate is a new function on every render', async () => {
    const user = userEvent.setup({ delay: null });
    const paths: string[] = [];
    const steps = defaultTourSteps(42);
    const { rerender } = render(
      <>
        <Page />
        <ProductTour isOpen vehicleId={42} onClose={() => {}} onNavigate={(path) => paths.push(path)} />
      </>,
    );
    // A parent re-rendering with a fresh inline callback (as a router hook's `navigate` does).
    for (let i = 0; i < 3; i++) {
      rerender(
        <>
          <Page />
          <ProductTour
            isOpen
            vehicleId={42}
            onClose={() => {}}
            onNavigate={(path) => paths.push(`${path}`)}
          />
        </>,
      );
    }
    await act(async () => {});
    expect(paths).toEqual(['/dashboard/home']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(paths).toEqual(steps.slice(0, 4).map((step) => step.path));
    expect(paths).toHaveLength(4);
  });
});
