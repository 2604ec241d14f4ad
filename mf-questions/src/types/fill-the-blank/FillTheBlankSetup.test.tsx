import { fireEvent, screen, within } from '@testing-library/react';
import { newQuestion } from '@mizan/shared';
import { renderAuthoring } from '../test-support/render-type';
import { FillTheBlankSetup } from './FillTheBlankSetup';

jest.mock('../../components/rich-text/RichTextEditor', () =>
  jest.requireActual('../test-support/FakeRichTextEditor').fakeRichTextEditorModule(),
);

const text = () => screen.getByLabelText('Text with blanks') as HTMLTextAreaElement;
const blankList = (index: number) => within(screen.getByTestId(`blank-answers-${index}`));

describe('FillTheBlank setup', () => {
  it("'Insert blank' puts a marker in the text and adds its blank; vHeader shows '_____'", async () => {
    const { user, latest } = renderAuthoring(FillTheBlankSetup, newQuestion('FillTheBlank'));
    await user.type(text(), 'Cairo is the capital of ');
    await user.click(screen.getByRole('button', { name: 'Insert blank' }));
    expect(latest().blanks).toHaveLength(1);
    const [blank] = latest().blanks;
    expect(text().value).toBe(`Cairo is the capital of [[blank:${blank.id}]]`);
    expect(latest().vHeader).toBe('Cairo is the capital of _____');
    expect(screen.getByText('Blank 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Insert blank' }));
    expect(latest().blanks).toHaveLength(2);
    expect(new Set(latest().blanks.map((item) => item.id)).size).toBe(2);
    expect(screen.getByText('Blank 2')).toBeInTheDocument();
  });

  it('adds and removes accepted answers of each blank', async () => {
    const { user, latest } = renderAuthoring(FillTheBlankSetup, newQuestion('FillTheBlank'));
    await user.click(screen.getByRole('button', { name: 'Insert blank' }));
    await user.type(screen.getByLabelText('Accepted answers for blank 1'), 'Egypt{Enter}');
    await user.type(screen.getByLabelText('Accepted answers for blank 1'), 'مصر');
    await user.click(blankList(1).getByRole('button', { name: 'Add answer' }));
    expect(latest().blanks[0].answers).toEqual(['Egypt', 'مصر']);

    await user.click(screen.getByRole('button', { name: 'Remove answer Egypt' }));
    expect(latest().blanks[0].answers).toEqual(['مصر']);
    expect(screen.getByLabelText('Accepted answers for blank 1')).toHaveValue('');
  });

  it('removes the blank, and its answers, when its marker is deleted from the text', async () => {
    const { user, latest } = renderAuthoring(FillTheBlankSetup, newQuestion('FillTheBlank'));
    await user.click(screen.getByRole('button', { name: 'Insert blank' }));
    await user.type(screen.getByLabelText('Accepted answers for blank 1'), 'first{Enter}');
    fireEvent.change(text(), { target: { value: `${text().value} and ` } });
    await user.click(screen.getByRole('button', { name: 'Insert blank' }));
    await user.type(screen.getByLabelText('Accepted answers for blank 2'), 'second{Enter}');
    const [first, second] = latest().blanks;
    expect(first.answers).toEqual(['first']);

    // Delete the first marker from the text: its blank goes, the second becomes 'Blank 1' with its answers.
    fireEvent.change(text(), { target: { value: text().value.replace(`[[blank:${first.id}]]`, '') } });
    expect(latest().blanks).toEqual([{ ...second, answers: ['second'] }]);
    expect(screen.queryByText('Blank 2')).not.toBeInTheDocument();
    expect(blankList(1).getByText('second')).toBeInTheDocument();
    expect(latest().vHeader).toBe(' and _____');
  });

  it('keeps an optional word bank', async () => {
    const { user, latest } = renderAuthoring(FillTheBlankSetup, newQuestion('FillTheBlank'));
    await user.type(screen.getByLabelText('Word bank'), 'star{Enter}');
    await user.type(screen.getByLabelText('Word bank'), 'planet{Enter}');
    expect(latest().options.map((word) => word.option)).toEqual(['star', 'planet']);
    await user.click(screen.getByRole('button', { name: 'Remove word star' }));
    expect(latest().options.map((word) => word.option)).toEqual(['planet']);
  });
});
