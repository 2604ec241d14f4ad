import { render, screen } from '@testing-library/react';
import type { RichText } from '@mizan/shared';
import { RichTextView } from './RichTextView';

const paragraph = (text: string): RichText => [{ type: 'paragraph', children: [{ text }] }];

describe('RichTextView', () => {
  it('shows markup typed as text as text, never as HTML', () => {
    const { container } = render(<RichTextView value={paragraph('<script>alert(1)</script><b>bold?</b>')} />);
    expect(screen.getByText('<script>alert(1)</script><b>bold?</b>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('draws marks, headings and lists as elements', () => {
    const value: RichText = [
      { type: 'heading', level: 2, children: [{ text: 'Title' }] },
      {
        type: 'paragraph',
        align: 'center',
        children: [{ text: 'strong', bold: true }, { text: ' and ' }, { text: 'slanted', italic: true }],
      },
      { type: 'list', ordered: true, children: [{ type: 'list-item', children: [{ text: 'first' }] }] },
    ];
    const { container } = render(<RichTextView value={value} />);
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
    expect(screen.getByText('strong').tagName).toBe('STRONG');
    expect(screen.getByText('slanted').tagName).toBe('EM');
    expect(container.querySelector('ol li')).toHaveTextContent('first');
    expect(screen.getByText('strong').closest('p')).toHaveStyle({ textAlign: 'center' });
  });

  it('shows images from allowed sources only', () => {
    const value: RichText = [
      { type: 'image', url: 'https://example.org/a.png', alt: 'allowed', children: [{ text: '' }] },
      { type: 'image', url: 'javascript:alert(1)', alt: 'script', children: [{ text: '' }] },
      { type: 'image', url: 'data:image/svg+xml;base64,PHN2Zz4=', alt: 'svg', children: [{ text: '' }] },
    ];
    render(<RichTextView value={value} />);
    expect(screen.getByAltText('allowed')).toHaveAttribute('src', 'https://example.org/a.png');
    expect(screen.queryByAltText('script')).toBeNull();
    expect(screen.queryByAltText('svg')).toBeNull();
  });

  it('draws blanks as a chip, or with renderBlank', () => {
    const value: RichText = [
      {
        type: 'paragraph',
        children: [{ text: 'The sun is a ' }, { type: 'blank', blankId: 'b1', children: [{ text: '' }] }, { text: '.' }],
      },
    ];
    const { rerender } = render(<RichTextView value={value} />);
    expect(screen.getByText('_____')).toBeInTheDocument();
    rerender(<RichTextView value={value} renderBlank={(id) => <input aria-label={`answer ${id}`} />} />);
    expect(screen.getByLabelText('answer b1')).toBeInTheDocument();
    expect(screen.queryByText('_____')).toBeNull();
  });

  it('sets the direction', () => {
    const { container } = render(<RichTextView value={paragraph('نص')} direction="rtl" />);
    expect(container.firstChild).toHaveAttribute('dir', 'rtl');
  });

  it('gives an English sentence in an Arabic assessment its own direction, so its question mark stays at its end', () => {
    const value: RichText = [
      { type: 'paragraph', children: [{ text: 'What is the average of 4, 5, 6 and 10?' }] },
      { type: 'paragraph', children: [{ text: 'ما عاصمة الأردن؟' }] },
      { type: 'paragraph', children: [{ text: 'لغة Python سهلة' }] },
    ];
    render(<RichTextView value={value} direction="rtl" />);
    expect(screen.getByText('What is the average of 4, 5, 6 and 10?')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('ما عاصمة الأردن؟')).toHaveAttribute('dir', 'rtl');
    // Mixed letters follow the page: an Arabic sentence naming an English term still reads right to left.
    expect(screen.getByText('لغة Python سهلة')).not.toHaveAttribute('dir');
  });
});
