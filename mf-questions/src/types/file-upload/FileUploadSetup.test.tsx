import { fireEvent, screen, within } from '@testing-library/react';
import { newQuestion } from '@mizan/shared';
import { renderAuthoring } from '../test-support/render-type';
import { FileUploadSetup } from './FileUploadSetup';

function openSelect() {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Max files' }));
  return screen.getByRole('listbox');
}

describe('File upload setup: max files', () => {
  it('offers 1 to 12, starts at 1, and keeps maxCount equal to max', () => {
    const { changes, latest } = renderAuthoring(FileUploadSetup, newQuestion('FileUploadEnhanced'));
    expect(screen.getByTitle('1')).toBeInTheDocument();
    openSelect();
    const options = document.querySelectorAll('.ant-select-item-option');
    expect([...options].map((option) => option.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    fireEvent.click(document.querySelector('.ant-select-item-option[title="5"]') as HTMLElement);
    expect(changes).toHaveLength(1);
    expect(latest()).toMatchObject({ max: 5, maxCount: 5 });
  });

  it('shows a legacy out-of-range max as the default 1', () => {
    renderAuthoring(FileUploadSetup, { ...newQuestion('FileUploadEnhanced'), max: 40, maxCount: 40 });
    const box = screen.getByRole('combobox', { name: 'Max files' }).closest('.ant-select');
    expect(within(box as HTMLElement).getByTitle('1')).toBeInTheDocument();
  });
});
