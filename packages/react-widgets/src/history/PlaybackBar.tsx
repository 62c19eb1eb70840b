import { PLAYBACK_SPEEDS, type PlaybackEngine, type PlaybackSpeed } from '@fleetkit/sdk-core';
import { HISTORY_TEXTS } from '@fleetkit/sdk-core/labels';
import { useSignals } from '@preact/signals-react/runtime';
import { Label, Radio, RadioGroup, Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { useTexts } from '../context/FleetLanguage';
import { Button } from '../primitives/Button';

/** Slider resolution: progress runs 0..1 in this many steps. */
const SLIDER_STEPS = 1000;

/** Props of {@link PlaybackBar}. */
export interface PlaybackBarProps {
  /** The engine replaying the track (sdk-core `PlaybackEngine`); the bar reads and drives it. */
  engine: PlaybackEngine;
  /**
   * Whether the fullscreen toggle shows as on.
   * @default false
   */
  isFullscreen?: boolean | undefined;
  /**
   * Called by the fullscreen toggle with the wanted state; without it the toggle is not shown.
   * @default undefined
   */
  onFullscreenChange?: ((fullscreen: boolean) => void) | undefined;
}

/**
 * Play/pause, speeds 1x 2x 5x 10x, a scrubbing slider and a fullscreen toggle, bound to an sdk-core
 * `PlaybackEngine` (SPEC §2, §4). Playing at the end restarts from the start, as the engine does.
 */
export function PlaybackBar({ engine, isFullscreen = false, onFullscreenChange }: PlaybackBarProps) {
  useSignals();
  const texts = useTexts(HISTORY_TEXTS);
  const playing = engine.state.value === 'playing';
  const progress = engine.progress.value;
  const empty = engine.track.value.length === 0;
  return (
    <div className="fleet-playback-bar">
      <Button
        variant="primary"
        isDisabled={empty}
        onPress={() => (playing ? engine.pause() : engine.play())}
        aria-pressed={playing}
      >
        {playing ? texts.pause : texts.play}
      </Button>
      <Slider
        className="fleet-playback-slider"
        aria-label={texts.position}
        minValue={0}
        maxValue={SLIDER_STEPS}
        value={Math.round(progress * SLIDER_STEPS)}
        isDisabled={empty}
        onChange={(value) => engine.seek((value as number) / SLIDER_STEPS)}
      >
        <SliderTrack className="fleet-playback-track">
          <SliderThumb className="fleet-playback-thumb" />
        </SliderTrack>
      </Slider>
      <RadioGroup
        className="fleet-playback-speeds"
        orientation="horizontal"
        value={String(engine.speed.value)}
        onChange={(value) => engine.setSpeed(Number(value) as PlaybackSpeed)}
      >
        <Label className="fleet-playback-speeds-label">{texts.speed}</Label>
        {PLAYBACK_SPEEDS.map((speed) => (
          <Radio key={speed} value={String(speed)} className="fleet-history-chip">
            {texts.speedOption(speed)}
          </Radio>
        ))}
      </RadioGroup>
      {onFullscreenChange && (
        <Button variant="ghost" aria-pressed={isFullscreen} onPress={() => onFullscreenChange(!isFullscreen)}>
          {isFullscreen ? texts.exitFullscreen : texts.fullscreen}
        </Button>
      )}
    </div>
  );
}
