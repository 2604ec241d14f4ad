import { PictureOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { isImageSource } from '@mizan/shared';
import type { ReactNode } from 'react';

export interface HighlightFrameProps {
  /** The question's picture, shown whole (contain) and centred in the square. */
  image: string;
  alt: string;
  /** Layers over the picture, each filling the square (a drawing, the canvas). */
  children?: ReactNode;
  /** Widest the square is drawn, in CSS pixels; it also never gets wider than its column. */
  maxWidth?: number;
}

/**
 * The square an ImageHighlight drawing lives in: the 1000 × 1000 drawing
 * space of SPEC §9 scaled to fit the screen. The picture is fitted inside
 * the square exactly as the exported drawing fits it, so strokes land on the
 * same spot of the picture at any size. Never mirrored in Arabic.
 */
export function HighlightFrame({ image, alt, children, maxWidth = 640 }: HighlightFrameProps) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid="highlight-frame"
      dir="ltr"
      style={{
        position: 'relative',
        width: '100%',
        maxWidth,
        aspectRatio: '1 / 1',
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorFillQuaternary,
        overflow: 'hidden',
      }}
    >
      {isImageSource(image) ? (
        <img
          src={image}
          alt={alt}
          draggable={false}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain', userSelect: 'none' }}
        />
      ) : (
        <Flex align="center" justify="center" gap="small" style={{ position: 'absolute', inset: 0 }}>
          <PictureOutlined style={{ fontSize: 24, color: token.colorTextTertiary }} />
          <Typography.Text type="secondary">No picture yet</Typography.Text>
        </Flex>
      )}
      {children}
    </div>
  );
}
