import { buildTrack, PlaybackEngine } from '@fleetkit/sdk-core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlaybackBar } from './PlaybackBar';

const track = buildTrack(
  Array.from({ length: 20 }, (_, index) => ({
    id: index + 1,
    latitude: 27.7 + index * 0.001,
    longitude: 85.3,
    speed: 20,
    fixTime: new Date(Date.UTC(2025, 0, 1, 8, index)).toISOString(),
  })),
);

/** Frames are run by the test: the engine's own frame scheduler and clock hooks. */
function manualFrames() {
  let pending: (() => void) | null = null;
  let now = 0;
  return {
    scheduler: (run: () => void) => {
      pending = run;
      return () => {
        pending = null;
      };
    },
    clock: () => now,
    frame() {
      now += 1000 / 60;
      const run = pending;
      pending = null;
      run?.();
    },
  };
}

// jsdom and react-aria are slow on a busy machine: allow more than the default 5 s per test.
describe('PlaybackBar', { timeout: 60_000 }, () => {
  it('plays and pauses the engine, which advances 0.004 x speed per frame', async () => {
    const user = userEvent.setup({ delay: null });
    const frames = manualFrames();
    const engine = new PlaybackEngine(track, frames);
    render(<PlaybackBar engine={engine} />);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(engine.state.value).toBe('playing');
    act(() => frames.frame());
    expect(engine.progress.value).toBeCloseTo(0.004, 6);
    await user.click(screen.getByRole('radio', { name: '10x' }));
    act(() => frames.frame());
    expect(engine.progress.value).toBeCloseTo(0.044, 6);
    expect(screen.getByRole('slider', { name: 'Playback position' })).toHaveValue('44');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(engine.state.value).toBe('paused');
    engine.dispose();
  });

  it('offers the speeds 1x, 2x, 5x and 10x', async () => {
    const user = userEvent.setup({ delay: null });
    const engine = new PlaybackEngine(track);
    render(<PlaybackBar engine={engine} />);
    const labels = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(labels).toEqual(['1x', '2x', '5x', '10x']);
    await user.click(screen.getByRole('radio', { name: '5x' }));
    expect(engine.speed.value).toBe(5);
    engine.dispose();
  });

  it('scrubs with the slider and toggles fullscreen', async () => {
    const user = userEvent.setup({ delay: null });
    const engine = new PlaybackEngine(track);
    const onFullscreenChange = vi.fn();
    render(<PlaybackBar engine={engine} onFullscreenChange={onFullscreenChange} />);
    const slider = screen.getByRole('slider', { name: 'Playback position' });
    act(() => slider.focus());
    await user.keyboard('{End}');
    expect(engine.progress.value).toBe(1);
    expect(engine.state.value).toBe('finished');
    await user.keyboard('{Home}');
    expect(engine.progress.value).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(onFullscreenChange).toHaveBeenCalledWith(true);
    engine.dispose();
  });

  it('disables playing without a track', () => {
    const engine = new PlaybackEngine([]);
    render(<PlaybackBar engine={engine} />);
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    engine.dispose();
  });
});
