import { screen, within } from '@testing-library/react';
import { OPTIONS_TOO_FEW, newQuestion, plainText } from '@mizan/shared';
import { renderAuthoring } from '../test-support/render-type';
import { McqSetup } from './McqSetup';

jest.mock('../../components/rich-text/RichTextEditor', () =>
  jest.requireActual('../test-support/FakeRichTextEditor').fakeRichTextEditorModule(),
);

describe('MCQ setup', () => {
  it('starts with two options and adds a third', async () => {
    const { user, latest } = renderAuthoring(McqSetup, newQuestion('MCQ'));
    expect(screen.getByLabelText('Option 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Option 2')).toBeInTheDocument();
    expect(screen.queryByLabelText('Option 3')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add option$/ }));
    expect(latest().options).toHaveLength(3);
    expect(screen.getByLabelText('Option 3')).toBeInTheDocument();
  });

  it('sends option text and author notes to onChange', async () => {
    const { user, latest } = renderAuthoring(McqSetup, newQuestion('MCQ'));
    await user.type(screen.getByLabelText('Option 2'), 'Cairo');
    await user.type(screen.getByLabelText('Author note for option 2'), 'the capital');
    expect(plainText(latest().options[1].option)).toBe('Cairo');
    expect(latest().options[1].authorNote).toBe('the capital');
    expect(plainText(latest().options[0].option)).toBe('');
  });

  it('lets the author remove options below two and says what the save check will say', async () => {
    const { user, latest } = renderAuthoring(McqSetup, newQuestion('MCQ'));
    const firstId = latest().options[0].id;
    const secondId = latest().options[1].id;
    await user.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(latest().options.map((option) => option.id)).toEqual([secondId]);
    expect(latest().options.map((option) => option.id)).not.toContain(firstId);
    expect(screen.getByText(OPTIONS_TOO_FEW)).toBeInTheDocument();
  });

  it('switches partial credit', async () => {
    const { user, latest } = renderAuthoring(McqSetup, newQuestion('MCQ'));
    const partial = screen.getByRole('switch', { name: 'Partial credit' });
    expect(partial).not.toBeChecked();
    await user.click(partial);
    expect(latest().isPartial).toBe(true);
    expect(screen.getByRole('switch', { name: 'Partial credit' })).toBeChecked();
  });

  it('lays out right to left for Arabic', () => {
    const { container } = renderAuthoring(McqSetup, newQuestion('MCQ'), 'rtl');
    expect(container.querySelector('[dir="rtl"]')).not.toBeNull();
    expect(within(container).getByLabelText('Option 1')).toHaveAttribute('dir', 'rtl');
  });
});
