import { HIGHLIGHT_CANVAS_SIZE } from '@mizan/shared';
import type { PointerEvent } from 'react';
import { useEffect, useRef } from 'react';
import { toCanvasPoint } from './canvas-geometry';
import { drawStroke, redraw, type Stroke } from './strokes';

export interface DrawingCanvasProps {
  /** The finished strokes, drawn again whenever they change (undo, clear). */
  strokes: readonly Stroke[];
  /** The applicant lifted the pen: one more stroke. */
  onStrokeEnd: (stroke: Stroke) => void;
  color: string;
  width: number;
  disabled?: boolean;
  ariaLabel?: string;
}

/**
 * The 1000 × 1000 canvas drawn on with a mouse, a finger or a pen (pointer
 * events, captured, one pointer at a time; touch-action none so a finger
 * draws instead of scrolling). It is sized by CSS to fill its frame; every
 * pointer position is mapped into the 1000-unit space, so a drawing made on
 * a phone and one made on a wide screen are the same picture.
 */
export function DrawingCanvas({ strokes, onStrokeEnd, color, width, disabled = false, ariaLabel = 'Drawing area' }: DrawingCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const current = useRef<{ pointerId: number; stroke: Stroke } | null>(null);

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    redraw(context, strokes, HIGHLIGHT_CANVAS_SIZE);
    if (current.current) drawStroke(context, current.current.stroke);
  }, [strokes]);

  const pointOf = (event: { clientX: number; clientY: number }) => {
    const canvas = canvasRef.current;
    return toCanvasPoint(event.clientX, event.clientY, canvas ? canvas.getBoundingClientRect() : { left: 0, top: 0, width: 0, height: 0 });
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || current.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const stroke: Stroke = { color, width, points: [pointOf(event)] };
    current.current = { pointerId: event.pointerId, stroke };
    const context = canvasRef.current?.getContext('2d');
    if (context) drawStroke(context, stroke);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const drawing = current.current;
    if (!drawing || drawing.pointerId !== event.pointerId) return;
    event.preventDefault();
    const native = event.nativeEvent;
    const coalesced = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    const from = drawing.stroke.points.length - 1;
    for (const sample of coalesced.length > 0 ? coalesced : [native]) drawing.stroke.points.push(pointOf(sample));
    const context = canvasRef.current?.getContext('2d');
    if (context) drawStroke(context, drawing.stroke, from);
  };

  const onPointerEnd = (event: PointerEvent<HTMLCanvasElement>) => {
    const drawing = current.current;
    if (!drawing || drawing.pointerId !== event.pointerId) return;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    current.current = null;
    onStrokeEnd(drawing.stroke);
  };

  return (
    <canvas
      ref={canvasRef}
      width={HIGHLIGHT_CANVAS_SIZE}
      height={HIGHLIGHT_CANVAS_SIZE}
      role="img"
      aria-label={ariaLabel}
      data-testid="drawing-canvas"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        touchAction: 'none',
        cursor: disabled ? 'default' : 'crosshair',
      }}
    />
  );
}
