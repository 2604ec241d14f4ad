import { PictureOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { isImageSource } from '@mizan/shared';
import type { ReactNode, Ref } from 'react';

export interface LabelPictureProps {
  image: string;
  alt: string;
  /** Things placed on the picture (PictureSpot), positioned in percent of its size. */
  children?: ReactNode;
  pictureRef?: Ref<HTMLDivElement>;
  /** Tallest the picture is drawn, in CSS pixels (it also never gets wider than its column). */
  maxHeight?: number;
}

/**
 * A Label question's picture with things placed on it. The frame around the
 * picture is exactly the picture's size, so a spot at left 30% is 30% across
 * the picture at any width. The frame is always laid out left to right:
 * a picture is never mirrored in Arabic, and neither are its spots.
 */
export function LabelPicture({ image, alt, children, pictureRef, maxHeight = 480 }: LabelPictureProps) {
  const { token } = theme.useToken();
  if (!isImageSource(image)) {
    return (
      <Flex
        align="center"
        justify="center"
        gap="small"
        style={{
          width: '100%',
          maxWidth: 480,
          height: 200,
          border: `1px dashed ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: token.colorFillQuaternary,
        }}
      >
        <PictureOutlined style={{ fontSize: 24, color: token.colorTextTertiary }} />
        <Typography.Text type="secondary">No picture yet</Typography.Text>
      </Flex>
    );
  }
  // width fit-content: the frame hugs the picture even as a stretched flex or grid item (the setup's column),
  // else spots (placed and dragged in percent of the frame) would not sit where they do on the applicant's picture.
  return (
    <div
      ref={pictureRef}
      data-testid="label-picture"
      style={{
        position: 'relative',
        display: 'inline-block',
        width: 'fit-content',
        maxWidth: '100%',
        lineHeight: 0,
        userSelect: 'none',
        touchAction: 'none',
      }}
    >
      <img
        src={image}
        alt={alt}
        draggable={false}
        style={{
          display: 'block',
          maxWidth: '100%',
          maxHeight,
          height: 'auto',
          borderRadius: token.borderRadius,
          border: `1px solid ${token.colorBorderSecondary}`,
        }}
      />
      {children}
    </div>
  );
}
