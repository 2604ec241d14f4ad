import { render, screen } from '@testing-library/react';
import { newQuestion } from '@mizan/shared';
import { ImageHighlightReview } from './ImageHighlightReview';

const question = { ...newQuestion('ImageHighlight'), qst_image: '/api/media/picture', authorNote: 'secret note' };

describe('ImageHighlightReview', () => {
  it('shows the applicant’s drawing over the picture, with a link to it', () => {
    render(
      <ImageHighlightReview question={question} answer={{ type: 'ImageHighlight', drawingUrl: '/api/media/drawing' }} direction="ltr" />,
    );
    expect(screen.getByAltText("The question's picture")).toHaveAttribute('src', '/api/media/picture');
    expect(screen.getByAltText("The applicant's drawing")).toHaveAttribute('src', '/api/media/drawing');
    expect(screen.getByRole('link', { name: 'Open the drawing at full size' })).toHaveAttribute('href', '/api/media/drawing');
    // The author's note is for staff editing only; the applicant's graded copy uses this view too.
    expect(screen.queryByText('secret note')).toBeNull();
  });

  it('reads the seed’s qstImageAfterDrawing when no answer comes apart', () => {
    render(<ImageHighlightReview question={{ ...question, qstImageAfterDrawing: '/api/media/old' }} answer={null} direction="rtl" />);
    expect(screen.getByAltText("The applicant's drawing")).toHaveAttribute('src', '/api/media/old');
  });

  it('says so when there is no drawing', () => {
    render(<ImageHighlightReview question={question} answer={null} direction="ltr" />);
    expect(screen.getByText('No drawing')).toBeInTheDocument();
    expect(screen.queryByAltText("The applicant's drawing")).toBeNull();
  });
});
