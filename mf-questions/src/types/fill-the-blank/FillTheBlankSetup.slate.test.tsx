import { screen } from '@testing-library/react';
import { blankIdsOf, newQuestion } from '@mizan/shared';
import { renderAuthoring } from '../test-support/render-type';
import { FillTheBlankSetup } from './FillTheBlankSetup';

/** With the real Slate editor: the toolbar button reaches the editor through onEditorReady. */
describe('FillTheBlank setup with the real editor', () => {
  it("'Insert blank' in the editor's toolbar inserts a marker and its blank", async () => {
    const { user, latest } = renderAuthoring(FillTheBlankSetup, newQuestion('FillTheBlank'));
    expect(screen.getByRole('toolbar', { name: 'Text formatting' })).toContainElement(screen.getByRole('button', { name: 'Insert blank' }));
    await user.click(screen.getByRole('button', { name: 'Insert blank' }));
    expect(latest().blanks).toHaveLength(1);
    expect(blankIdsOf(latest().content)).toEqual([latest().blanks[0].id]);
    expect(latest().vHeader).toBe('_____');
    expect(await screen.findByLabelText('blank 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Insert blank' }));
    expect(blankIdsOf(latest().content)).toEqual(latest().blanks.map((blank) => blank.id));
    expect(latest().blanks).toHaveLength(2);
  });
});
