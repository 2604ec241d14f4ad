import { HIGHLIGHT_CANVAS_SIZE } from '@mizan/shared';
import { containBox } from './canvas-geometry';
import { drawStroke, type DrawingContext, type Stroke } from './strokes';

/** What an exported drawing is made of, bottom to top. */
export interface DrawingLayers {
  /** The question's picture, drawn as it shows on screen (contain, centred); null when it could not be loaded for export. */
  picture: HTMLImageElement | null;
  /** A drawing saved before this visit (a full square), kept under the new strokes; null for none. */
  base: HTMLImageElement | null;
  strokes: readonly Stroke[];
}

/** Draws the layers on a context of the square. */
export function composeDrawing(context: DrawingContext, layers: DrawingLayers, size: number = HIGHLIGHT_CANVAS_SIZE): void {
  context.clearRect(0, 0, size, size);
  if (layers.picture) {
    const box = containBox(layers.picture.naturalWidth, layers.picture.naturalHeight, size);
    context.drawImage(layers.picture, box.x, box.y, box.width, box.height);
  }
  if (layers.base) context.drawImage(layers.base, 0, 0, size, size);
  for (const stroke of layers.strokes) drawStroke(context, stroke);
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The drawing could not be turned into a picture.'))), 'image/png');
    } catch (error) {
      reject(error);
    }
  });
}

/**
 * The drawing as a PNG of size × size: the picture, any earlier drawing, and
 * the strokes. A picture from another site that does not allow it would
 * "taint" the canvas and block the export; then the drawing is exported
 * without it (the review shows the drawing over the question's picture
 * anyway), and without the earlier drawing too if that is what blocks.
 */
export async function exportDrawing(layers: DrawingLayers, size: number = HIGHLIGHT_CANVAS_SIZE): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot make pictures from drawings.');
  const attempts: DrawingLayers[] = [layers, { ...layers, picture: null }, { ...layers, picture: null, base: null }];
  let lastError: unknown = null;
  for (const attempt of attempts) {
    composeDrawing(context, attempt, size);
    try {
      return await toPng(canvas);
    } catch (error) {
      lastError = error;
      if (!(error instanceof Error && error.name === 'SecurityError')) break;
    }
  }
  throw lastError instanceof Error ? lastError : new Error('The drawing could not be turned into a picture.');
}
