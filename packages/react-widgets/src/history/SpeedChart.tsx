import { knotsToKmh, type PlaybackEngine, type PlaybackPoint } from '@fleetkit/sdk-core';
import { HISTORY_TEXTS } from '@fleetkit/sdk-core/labels';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { useTexts } from '../context/FleetLanguage';
import { useFormats } from '../context/useFormats';

/** Props of {@link SpeedChart}. */
export interface SpeedChartProps {
  /** The track whose speed is drawn (from `buildTrack`). Keep it referentially stable. */
  track: readonly PlaybackPoint[];
  /**
   * The engine whose cursor the chart follows; a click on the chart seeks it.
   * @default undefined (no cursor)
   */
  engine?: PlaybackEngine | undefined;
  /**
   * Height of the plot in pixels.
   * @default 120
   */
  height?: number | undefined;
}

/**
 * uPlot data: seconds since the epoch and km/h. A point that stands for several fixes at one place
 * (a parked vehicle, merged by `buildTrack`) keeps its speed until its last fix, so the line stays
 * flat while the vehicle stood instead of sloping to the next fix.
 */
export function speedSeries(track: readonly PlaybackPoint[]): [number[], number[]] {
  const times: number[] = [];
  const speeds: number[] = [];
  for (const point of track) {
    const kmh = knotsToKmh(point.speed);
    times.push(point.time / 1000);
    speeds.push(kmh);
    if (point.until > point.time) {
      times.push(point.until / 1000);
      speeds.push(kmh);
    }
  }
  return [times, speeds];
}

/** The highest speed of the track, in knots (0 for an empty track). */
export function topSpeed(track: readonly PlaybackPoint[]): number {
  return track.reduce((top, point) => Math.max(top, point.speed), 0);
}

/** Whether this environment can draw on a canvas (not the case in jsdom or during SSR). */
function canDraw(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
}

/** Draws the chart into `element`; returns what removes it. */
function drawChart(
  UPlot: typeof uPlot,
  element: HTMLElement,
  track: readonly PlaybackPoint[],
  engine: PlaybackEngine | undefined,
  height: number,
  label: string,
): () => void {
  const width = () => Math.max(element.clientWidth, 240);
  const plot = new UPlot(
    {
      width: width(),
      height,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: true } },
      // The chart's CSS colour (`--fleet-primary`): a canvas does not resolve 'currentColor' itself.
      series: [{}, { label, stroke: getComputedStyle(element).color, width: 1.5 }],
      axes: [{}, { size: 40 }],
    },
    speedSeries(track),
    element,
  );
  const marker = document.createElement('div');
  marker.className = 'fleet-speed-chart-cursor';
  plot.over.appendChild(marker);
  const start = track[0]?.time ?? 0;
  const last = track[track.length - 1];
  const span = Math.max((last?.until ?? 0) - start, 1);
  const place = (time: number | undefined) => {
    marker.style.display = time === undefined ? 'none' : 'block';
    if (time !== undefined) marker.style.left = `${plot.valToPos(time / 1000, 'x')}px`;
  };
  place(engine?.current.peek()?.time);
  const stop = engine?.subscribe(({ current }) => place(current?.time));
  const seek = (event: MouseEvent) => {
    if (!engine) return;
    const time = plot.posToVal(event.offsetX, 'x') * 1000;
    engine.seek((time - start) / span);
  };
  plot.over.addEventListener('click', seek);
  const resize = new ResizeObserver(() => plot.setSize({ width: width(), height }));
  resize.observe(element);
  return () => {
    resize.disconnect();
    plot.over.removeEventListener('click', seek);
    stop?.();
    plot.destroy();
  };
}

/**
 * Speed over time of the selected range on uPlot, in km/h, with a line at the playback cursor that
 * follows the engine; clicking the chart moves playback to that time. uPlot loads when a chart mounts,
 * so importing the widgets stays light and touches no `window`.
 */
export function SpeedChart({ track, engine, height = 120 }: SpeedChartProps) {
  const texts = useTexts(HISTORY_TEXTS);
  const formats = useFormats();
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element || track.length < 2 || !canDraw()) return;
    let live = true;
    let remove: (() => void) | undefined;
    void import('uplot').then(({ default: UPlot }) => {
      if (live) remove = drawChart(UPlot, element, track, engine, height, texts.speedChart);
    });
    return () => {
      live = false;
      remove?.();
    };
  }, [track, engine, height, texts.speedChart]);

  return (
    <figure className="fleet-speed-chart">
      <figcaption className="fleet-speed-chart-caption">
        {texts.speedChart}
        {track.length > 0 && (
          <span className="fleet-speed-chart-top">{texts.topSpeed(formats.speed(topSpeed(track)))}</span>
        )}
      </figcaption>
      <div ref={host} className="fleet-speed-chart-plot" />
    </figure>
  );
}
