import { HIGHLIGHT_CANVAS_SIZE } from '@mizan/shared';

/**
 * The drawing space of an ImageHighlight answer is a square of
 * HIGHLIGHT_CANVAS_SIZE (1000) units, SPEC §9, whatever size the canvas is
 * drawn at on the screen. These map between the two.
 */

export interface CanvasPoint {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A pointer at (clientX, clientY) on a canvas drawn in `rect`, in drawing
 * units (0..size on both axes, held to the edges). The canvas is never
 * mirrored, so this is the same in Arabic.
 */
export function toCanvasPoint(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
  size: number = HIGHLIGHT_CANVAS_SIZE,
): CanvasPoint {
  if (rect.width <= 0 || rect.height <= 0) return { x: 0, y: 0 };
  const hold = (value: number) => Math.min(size, Math.max(0, value));
  return {
    x: hold(((clientX - rect.left) / rect.width) * size),
    y: hold(((clientY - rect.top) / rect.height) * size),
  };
}

/**
 * Where a picture of naturalWidth × naturalHeight goes in the square so that
 * all of it shows, centred, at the largest size (CSS object-fit: contain):
 * the on-screen <img> and the exported drawing use the same box.
 */
export function containBox(naturalWidth: number, naturalHeight: number, size: number = HIGHLIGHT_CANVAS_SIZE): Box {
  if (naturalWidth <= 0 || naturalHeight <= 0) return { x: 0, y: 0, width: size, height: size };
  const scale = Math.min(size / naturalWidth, size / naturalHeight);
  const width = naturalWidth * scale;
  const height = naturalHeight * scale;
  return { x: (size - width) / 2, y: (size - height) / 2, width, height };
}
