import type { CanvasPoint } from './canvas-geometry';

/** One line drawn without lifting the pen, in drawing units. */
export interface Stroke {
  color: string;
  width: number;
  points: CanvasPoint[];
}

/** The 2D-context calls drawing needs (a CanvasRenderingContext2D, or a stand-in in tests). */
export type DrawingContext = Pick<
  CanvasRenderingContext2D,
  'beginPath' | 'moveTo' | 'lineTo' | 'stroke' | 'arc' | 'fill' | 'clearRect' | 'drawImage'
> & {
  strokeStyle: CanvasRenderingContext2D['strokeStyle'];
  fillStyle: CanvasRenderingContext2D['fillStyle'];
  lineWidth: number;
  lineCap: CanvasLineCap;
  lineJoin: CanvasLineJoin;
};

/** Draws `stroke` from point `from` on (all of it by default); a single point is a dot. */
export function drawStroke(context: DrawingContext, stroke: Stroke, from = 0): void {
  const { points } = stroke;
  if (points.length === 0) return;
  context.strokeStyle = stroke.color;
  context.fillStyle = stroke.color;
  context.lineWidth = stroke.width;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  if (points.length === 1) {
    context.beginPath();
    context.arc(points[0].x, points[0].y, stroke.width / 2, 0, Math.PI * 2);
    context.fill();
    return;
  }
  const start = Math.max(0, Math.min(from, points.length - 2));
  context.beginPath();
  context.moveTo(points[start].x, points[start].y);
  for (let index = start + 1; index < points.length; index += 1) context.lineTo(points[index].x, points[index].y);
  context.stroke();
}

/** Clears the square and draws every stroke again (after an undo or a clear). */
export function redraw(context: DrawingContext, strokes: readonly Stroke[], size: number): void {
  context.clearRect(0, 0, size, size);
  for (const stroke of strokes) drawStroke(context, stroke);
}
