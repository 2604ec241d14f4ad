import { fireEvent, render, screen } from '@testing-library/react';
import type { ImageHighlightQuestion } from '@mizan/shared';
import { newQuestion } from '@mizan/shared';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { ImageHighlightAnswerKey } from './ImageHighlightAnswerKey';
import { ImageHighlightSetup } from './ImageHighlightSetup';

function Host({
  initial,
  onChange,
  direction = 'ltr',
}: {
  initial: ImageHighlightQuestion;
  onChange: (question: ImageHighlightQuestion) => void;
  direction?: 'ltr' | 'rtl';
}) {
  const [question, setQuestion] = useState(initial);
  return (
    <ConfigProvider direction={direction}>
      <ImageHighlightSetup
        question={question}
        direction={direction}
        onChange={(next) => {
          setQuestion(next);
          onChange(next);
        }}
      />
    </ConfigProvider>
  );
}

describe('ImageHighlightSetup', () => {
  it('asks for the picture with the shared message and offers upload or URL', () => {
    render(<Host initial={newQuestion('ImageHighlight')} onChange={jest.fn()} />);
    expect(screen.getByText('You have to upload image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload from PC$/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Image URL' })).toBeInTheDocument();
  });

  it('removes the picture', () => {
    const onChange = jest.fn();
    render(<Host initial={{ ...newQuestion('ImageHighlight'), qst_image: '/api/media/p1' }} onChange={onChange} />);
    expect(screen.queryByText('You have to upload image')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ qst_image: '' }));
  });

  it('keeps the author note', () => {
    const onChange = jest.fn();
    render(<Host initial={newQuestion('ImageHighlight')} onChange={onChange} direction="rtl" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Author note' }), { target: { value: 'القلب على اليسار' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ authorNote: 'القلب على اليسار' }));
    expect(screen.getByRole('textbox', { name: 'Author note' })).toHaveAttribute('dir', 'rtl');
  });
});

describe('ImageHighlightAnswerKey', () => {
  it('says drawings are graded by hand and shows the note for graders', () => {
    render(
      <ImageHighlightAnswerKey
        question={{ ...newQuestion('ImageHighlight'), authorNote: 'circle the heart' }}
        onChange={jest.fn()}
        direction="ltr"
      />,
    );
    expect(screen.getByText('Drawings are graded by hand')).toBeInTheDocument();
    expect(screen.getByText('circle the heart')).toBeInTheDocument();
  });
});
