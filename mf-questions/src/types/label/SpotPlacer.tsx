import { Typography, theme } from 'antd';
import type { ImageSpot } from '@mizan/shared';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useRef, useState } from 'react';
import { LabelPicture } from './LabelPicture';
import { SpotBubble } from './SpotBubble';
import { percentFromPoint, type PercentPoint } from './label-edits';
import { pictureSpotStyle } from './picture-spot-style';

export interface SpotPlacerProps {
  image: string;
  spots: readonly ImageSpot[];
  numbers: ReadonlyMap<string, number>;
  onMove: (spotId: string, point: PercentPoint) => void;
}

/** Arrow keys move a spot this far (percent), with Shift five times as far. */
export const SPOT_KEY_STEP = 1;

/**
 * Label setup: the picture with its drop spots, each moved by dragging it
 * with a mouse, finger or pen (pointer events, captured so a fast move does
 * not lose it) or, once focused, with the arrow keys. Positions are kept in
 * percent of the picture. Arrow keys move on the picture as seen: Left is
 * always towards the picture's left edge, in Arabic too.
 */
export function SpotPlacer({ image, spots, numbers, onMove }: SpotPlacerProps) {
  const { token } = theme.useToken();
  const pictureRef = useRef<HTMLDivElement>(null);
  const dragging = useRef<{ spotId: string; pointerId: number } | null>(null);
  const [active, setActive] = useState<string | null>(null);

  const pointOf = (event: PointerEvent<HTMLElement>): PercentPoint | null => {
    const picture = pictureRef.current;
    return picture ? percentFromPoint(event.clientX, event.clientY, picture.getBoundingClientRect()) : null;
  };

  const start = (spotId: string) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragging.current = { spotId, pointerId: event.pointerId };
    setActive(spotId);
  };

  const move = (spotId: string) => (event: PointerEvent<HTMLButtonElement>) => {
    const drag = dragging.current;
    if (!drag || drag.spotId !== spotId || drag.pointerId !== event.pointerId) return;
    const point = pointOf(event);
    if (point) onMove(spotId, point);
  };

  const end = (event: PointerEvent<HTMLButtonElement>) => {
    if (dragging.current?.pointerId !== event.pointerId) return;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
    dragging.current = null;
    setActive(null);
  };

  const nudge = (spot: ImageSpot) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? SPOT_KEY_STEP * 5 : SPOT_KEY_STEP;
    const moves: Record<string, PercentPoint> = {
      ArrowLeft: { top: spot.top, left: spot.left - step },
      ArrowRight: { top: spot.top, left: spot.left + step },
      ArrowUp: { top: spot.top - step, left: spot.left },
      ArrowDown: { top: spot.top + step, left: spot.left },
    };
    const target = moves[event.key];
    if (!target) return;
    event.preventDefault();
    onMove(spot.id, target);
  };

  return (
    <LabelPicture image={image} alt="The picture to label" pictureRef={pictureRef}>
      {spots.map((spot) => {
        const number = numbers.get(spot.id) ?? 0;
        return (
          <div key={spot.id} style={pictureSpotStyle(spot.top, spot.left)}>
            <button
              type="button"
              data-testid={`spot-handle-${spot.id}`}
              aria-label={`Drop spot ${number}, ${Math.round(spot.left)}% across and ${Math.round(spot.top)}% down`}
              title="Drag to move, or focus and use the arrow keys"
              onPointerDown={start(spot.id)}
              onPointerMove={move(spot.id)}
              onPointerUp={end}
              onPointerCancel={end}
              onKeyDown={nudge(spot)}
              style={{
                padding: 0,
                border: 0,
                background: 'none',
                cursor: active === spot.id ? 'grabbing' : 'grab',
                touchAction: 'none',
                borderRadius: '50%',
              }}
            >
              <SpotBubble number={number} tone={active === spot.id ? 'active' : 'default'} />
            </button>
            {spot.value.trim() !== '' && (
              <Typography.Text
                style={{
                  background: token.colorBgElevated,
                  padding: '0 4px',
                  borderRadius: token.borderRadiusSM,
                  fontSize: token.fontSizeSM,
                  whiteSpace: 'nowrap',
                  boxShadow: token.boxShadowTertiary,
                }}
              >
                {spot.value}
              </Typography.Text>
            )}
          </div>
        );
      })}
    </LabelPicture>
  );
}
