import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrafficButton } from './TrafficButton';

describe('TrafficButton', () => {
  it('says why it is disabled when no traffic source is configured, as a tooltip and a description', () => {
    render(<TrafficButton isSelected={false} onChange={() => {}} isDisabled />);
    const button = screen.getByRole('button', { name: 'Traffic' });
    expect(button).toBeDisabled();
    expect(button.closest('[title]')).toHaveAttribute(
      'title',
      'Traffic is not available: no traffic source is configured on the server',
    );
  });

  it('has no reason to give when a traffic source is configured', () => {
    render(<TrafficButton isSelected={false} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Traffic' }).closest('[title]')).toBeNull();
  });
});
