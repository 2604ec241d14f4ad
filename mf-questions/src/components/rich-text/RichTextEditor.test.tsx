import { act, render, screen } from '@testing-library/react';
import type { RichText } from '@mizan/shared';
import { RichTextEditor, type RichTextEditorApi } from './RichTextEditor';

// Rendering antd and Slate is slow on a busy machine.
jest.setTimeout(30_000);

const paragraph = (text: string): RichText => [{ type: 'paragraph', children: [{ text }] }];

describe('RichTextEditor (lightly: jsdom has no real selection)', () => {
  it('shows the text, the toolbar and its buttons', () => {
    render(<RichTextEditor value={paragraph('Hello')} onChange={() => undefined} direction="ltr" ariaLabel="Question header" />);
    expect(screen.getByRole('toolbar', { name: 'Text formatting' })).toBeInTheDocument();
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Heading',
      'Bulleted list',
      'Numbered list',
      'Align left',
      'Align center',
      'Align right',
      'Insert image',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Question header' })).toHaveTextContent('Hello');
  });

  it('writes right to left when told', () => {
    render(<RichTextEditor value={paragraph('مرحبا')} onChange={() => undefined} direction="rtl" ariaLabel="header" />);
    expect(screen.getByRole('textbox', { name: 'header' })).toHaveAttribute('dir', 'rtl');
  });

  it('shows toolbar extras', () => {
    render(
      <RichTextEditor
        value={paragraph('')}
        onChange={() => undefined}
        direction="ltr"
        toolbarExtras={<button type="button">Insert blank</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Insert blank' })).toBeInTheDocument();
  });

  it('shows a counter and the limit message at the limit', () => {
    render(<RichTextEditor value={paragraph('0123456789')} onChange={() => undefined} direction="ltr" maxLength={10} />);
    expect(screen.getByTestId('rich-text-counter')).toHaveTextContent('10 / 10');
    expect(screen.getByText('Text must be 10 characters or less')).toBeInTheDocument();
  });

  it('shows no counter far from the limit', () => {
    render(<RichTextEditor value={paragraph('short')} onChange={() => undefined} direction="ltr" />);
    expect(screen.queryByTestId('rich-text-counter')).toBeNull();
  });

  it('hands out an API that inserts numbered blank chips', async () => {
    let api: RichTextEditorApi | null = null;
    let latest: RichText = paragraph('Fill ');
    const onChange = jest.fn((value: RichText) => {
      latest = value;
    });
    const { rerender } = render(
      <RichTextEditor value={latest} onChange={onChange} direction="ltr" onEditorReady={(ready) => (api = ready)} />,
    );
    expect(api).not.toBeNull();
    await act(async () => api?.insertBlank('b1'));
    rerender(<RichTextEditor value={latest} onChange={onChange} direction="ltr" />);
    expect(onChange).toHaveBeenCalled();
    expect(JSON.stringify(latest)).toContain('"blankId":"b1"');
    expect(screen.getByText('_____ 1')).toBeInTheDocument();
  });

  it('takes a new value from outside', () => {
    const { rerender } = render(<RichTextEditor value={paragraph('first')} onChange={() => undefined} direction="ltr" ariaLabel="t" />);
    rerender(<RichTextEditor value={paragraph('second')} onChange={() => undefined} direction="ltr" ariaLabel="t" />);
    expect(screen.getByRole('textbox', { name: 't' })).toHaveTextContent('second');
  });
});
