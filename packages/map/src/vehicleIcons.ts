import type { VehicleCategory } from '@fleetkit/sdk-core';

/** Size of a vehicle icon in CSS pixels (square); the image is drawn at twice that for sharp edges. */
export const VEHICLE_ICON_SIZE = 40;
const PIXEL_RATIO = 2;

type Body = 'car' | 'twoWheel' | 'threeWheel' | 'bus' | 'cab' | 'tractor';
type Mark = 'cross' | 'ladder' | 'arm' | 'stripe' | 'drum' | 'bed' | 'rack' | 'windows' | 'box' | 'knobs';

/** How one category is drawn from above, nose up: its body, size and the mark that tells it apart. */
interface IconShape {
  body: Body;
  width: number;
  length: number;
  mark?: Mark;
}

/** Top views of the 17 categories of SPEC §3, simple enough to read at 40 px. */
export const VEHICLE_ICON_SHAPES: Readonly<Record<VehicleCategory, IconShape>> = {
  car: { body: 'car', width: 16, length: 28 },
  dirtBike: { body: 'twoWheel', width: 8, length: 28, mark: 'knobs' },
  bus: { body: 'bus', width: 18, length: 36, mark: 'windows' },
  ambulance: { body: 'bus', width: 18, length: 31, mark: 'cross' },
  fire: { body: 'bus', width: 19, length: 36, mark: 'ladder' },
  jcb: { body: 'cab', width: 20, length: 30, mark: 'arm' },
  schoolBus: { body: 'bus', width: 18, length: 36, mark: 'stripe' },
  truck: { body: 'cab', width: 18, length: 36, mark: 'box' },
  van: { body: 'bus', width: 17, length: 29 },
  cycle: { body: 'twoWheel', width: 5, length: 26 },
  motorcycle: { body: 'twoWheel', width: 9, length: 28 },
  pickup: { body: 'cab', width: 16, length: 31, mark: 'bed' },
  safari: { body: 'car', width: 18, length: 30, mark: 'rack' },
  scooter: { body: 'twoWheel', width: 11, length: 24 },
  tempo: { body: 'threeWheel', width: 17, length: 27 },
  tractor: { body: 'tractor', width: 20, length: 28 },
  rmc: { body: 'cab', width: 18, length: 36, mark: 'drum' },
};

const WHITE = '#ffffff';

function bodyPath(shape: IconShape, x: number, y: number): Path2D {
  const { width: w, length: l } = shape;
  const path = new Path2D();
  switch (shape.body) {
    case 'twoWheel':
      path.roundRect(x - w / 2, y, w, l, w / 2);
      break;
    case 'threeWheel':
      path.moveTo(x, y);
      path.quadraticCurveTo(x + w / 2, y, x + w / 2, y + l * 0.45);
      path.lineTo(x + w / 2, y + l);
      path.lineTo(x - w / 2, y + l);
      path.lineTo(x - w / 2, y + l * 0.45);
      path.quadraticCurveTo(x - w / 2, y, x, y);
      break;
    case 'cab':
      // Cab in front, a slightly wider load body behind it.
      path.roundRect(x - w / 2 + 1, y, w - 2, l * 0.3, 4);
      path.roundRect(x - w / 2, y + l * 0.34, w, l * 0.66, 2);
      break;
    case 'tractor':
      path.roundRect(x - w / 4, y, w / 2, l * 0.55, 3);
      path.roundRect(x - w / 2, y + l * 0.45, w, l * 0.55, 3);
      break;
    case 'bus':
      path.roundRect(x - w / 2, y, w, l, 3);
      break;
    default:
      path.roundRect(x - w / 2, y, w, l, [7, 7, 4, 4]);
  }
  return path;
}

function drawMark(ctx: CanvasRenderingContext2D, shape: IconShape, x: number, y: number): void {
  const { width: w, length: l } = shape;
  ctx.fillStyle = WHITE;
  ctx.strokeStyle = WHITE;
  ctx.lineWidth = 1.5;
  switch (shape.mark) {
    case 'cross':
      ctx.fillRect(x - 1.5, y + l * 0.42, 3, 10);
      ctx.fillRect(x - 5, y + l * 0.42 + 3.5, 10, 3);
      break;
    case 'ladder':
      ctx.strokeRect(x - 3, y + l * 0.3, 6, l * 0.6);
      for (let i = 1; i < 5; i++) ctx.fillRect(x - 3, y + l * 0.3 + (i * l * 0.6) / 5, 6, 1.2);
      break;
    case 'arm':
      ctx.fillRect(x - 1.5, y - 4, 3, 8);
      ctx.fillRect(x - w / 2 + 2, y - 6, w - 4, 3);
      break;
    case 'stripe':
      ctx.fillRect(x - w / 2 + 2, y + l * 0.3, w - 4, 2);
      ctx.fillRect(x - w / 2 + 2, y + l * 0.6, w - 4, 2);
      break;
    case 'drum':
      ctx.beginPath();
      ctx.ellipse(x, y + l * 0.67, w / 2 - 3, l * 0.26, 0, 0, Math.PI * 2);
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(x - w / 2 + 4, y + l * 0.55);
      ctx.lineTo(x + w / 2 - 4, y + l * 0.8);
      ctx.stroke();
      break;
    case 'bed':
      ctx.strokeRect(x - w / 2 + 3, y + l * 0.42, w - 6, l * 0.5);
      break;
    case 'box':
      ctx.fillRect(x - w / 2 + 3, y + l * 0.4, w - 6, 1.5);
      break;
    case 'rack':
      for (let i = 0; i < 3; i++) ctx.fillRect(x - w / 2 + 3, y + l * (0.45 + i * 0.12), w - 6, 1.5);
      break;
    case 'windows':
      for (let i = 0; i < 4; i++) ctx.fillRect(x - w / 2 + 2, y + l * (0.3 + i * 0.15), 2.5, 3.5);
      for (let i = 0; i < 4; i++) ctx.fillRect(x + w / 2 - 4.5, y + l * (0.3 + i * 0.15), 2.5, 3.5);
      break;
    case 'knobs':
      for (let i = 0; i < 2; i++) {
        const cy = i === 0 ? y + 3 : y + l - 3;
        ctx.fillRect(x - w / 2 - 1.5, cy - 1, w + 3, 2);
      }
      break;
    default:
  }
}

/** The windscreen: a white band across the front, so the heading reads at a glance. */
function drawWindscreen(ctx: CanvasRenderingContext2D, shape: IconShape, x: number, y: number): void {
  const { width: w, length: l } = shape;
  ctx.fillStyle = WHITE;
  if (shape.body === 'twoWheel') {
    ctx.fillRect(x - w / 2 - 3, y + l * 0.28, w + 6, 2);
    return;
  }
  const top = shape.body === 'tractor' ? y + 3 : y + Math.max(3, l * 0.14);
  const inset = shape.body === 'cab' ? 3 : 2.5;
  ctx.beginPath();
  ctx.roundRect(x - w / 2 + inset, top, w - inset * 2, Math.max(3, l * 0.12), 1.5);
  ctx.fill();
}

/**
 * Draws a category's top view, nose up, filled with `colour` and outlined in white, on a transparent
 * square of `VEHICLE_ICON_SIZE` CSS pixels. Rendered at a pixel ratio of 2; pass the result to
 * `map.addImage(id, image, { pixelRatio: 2 })`.
 */
export function drawVehicleIcon(
  category: VehicleCategory,
  colour: string,
): { width: number; height: number; data: Uint8ClampedArray; pixelRatio: number } {
  const shape = VEHICLE_ICON_SHAPES[category];
  const size = VEHICLE_ICON_SIZE * PIXEL_RATIO;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('A 2D canvas is needed to draw vehicle icons.');
  ctx.scale(PIXEL_RATIO, PIXEL_RATIO);
  const x = VEHICLE_ICON_SIZE / 2;
  const y = (VEHICLE_ICON_SIZE - shape.length) / 2;
  const body = bodyPath(shape, x, y);
  ctx.lineJoin = 'round';
  ctx.strokeStyle = WHITE;
  ctx.lineWidth = 3;
  ctx.stroke(body);
  ctx.fillStyle = colour;
  ctx.fill(body);
  drawWindscreen(ctx, shape, x, y);
  drawMark(ctx, shape, x, y);
  const image = ctx.getImageData(0, 0, size, size);
  return { width: size, height: size, data: image.data, pixelRatio: PIXEL_RATIO };
}

/** A direction arrow (chevron) pointing up, for every 9th point of a drawn path. */
export function drawDirectionArrow(colour: string): {
  width: number;
  height: number;
  data: Uint8ClampedArray;
  pixelRatio: number;
} {
  const css = 16;
  const size = css * PIXEL_RATIO;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('A 2D canvas is needed to draw direction arrows.');
  ctx.scale(PIXEL_RATIO, PIXEL_RATIO);
  const arrow = new Path2D('M8 2 L14 13 L8 10 L2 13 Z');
  ctx.lineJoin = 'round';
  ctx.strokeStyle = WHITE;
  ctx.lineWidth = 2;
  ctx.stroke(arrow);
  ctx.fillStyle = colour;
  ctx.fill(arrow);
  const image = ctx.getImageData(0, 0, size, size);
  return { width: size, height: size, data: image.data, pixelRatio: PIXEL_RATIO };
}
