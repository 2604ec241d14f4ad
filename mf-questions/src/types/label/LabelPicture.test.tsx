import { render, screen } from '@testing-library/react';
import { LabelPicture } from './LabelPicture';
import { PICTURE } from './label-fixture';

describe('LabelPicture', () => {
  // Spots are placed and dragged in percent of this frame; the setup draws it as
  // an item of a column flex box, which would stretch it wider than the picture
  // (a spot dragged to 37% across the picture was stored as 25%, seen in Chromium).
  it('hugs the picture even as a stretched flex item, so percent of the frame is percent of the picture', () => {
    render(
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <LabelPicture image={PICTURE} alt="The picture to label" />
      </div>,
    );
    const frame = screen.getByTestId('label-picture');
    expect(frame.style.width).toBe('fit-content');
    expect(frame.style.maxWidth).toBe('100%');
    expect(frame).toContainElement(screen.getByRole('img', { name: 'The picture to label' }));
  });
});
