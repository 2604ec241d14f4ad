import type { CSSProperties } from 'react';
import { SPOT_BUBBLE_SIZE } from './SpotBubble';

/**
 * The style that puts a spot's box on the picture: its bubble's centre on
 * (left%, top%) and anything under the bubble (a label) hanging below it.
 * Physical `left` on purpose: a picture is not mirrored in Arabic.
 */
export function pictureSpotStyle(top: number, left: number, padding = 0): CSSProperties {
  return {
    position: 'absolute',
    left: `${left}%`,
    top: `${top}%`,
    transform: `translate(-50%, -${SPOT_BUBBLE_SIZE / 2 + padding}px)`,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 2,
    padding,
    lineHeight: 1.4,
    zIndex: 1,
  };
}
