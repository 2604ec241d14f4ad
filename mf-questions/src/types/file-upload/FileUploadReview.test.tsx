import { screen, within } from '@testing-library/react';
import { newQuestion, type UploadedFile } from '@mizan/shared';
import { renderReview } from '../test-support/render-type';
import { FileUploadReview, NO_FILES } from './FileUploadReview';

const files: UploadedFile[] = [
  { data: '/api/media/pictpictpictpictpictpictpictpict', type: 'image/jpeg', name: 'scan.jpg', id: 'FileAAAAAA' },
  {
    data: '/api/media/docxdocxdocxdocxdocxdocxdocxdocx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    name: 'essay.docx',
    id: 'FileBBBBBB',
  },
  { data: 'javascript:alert(1)', type: 'application/pdf', name: 'evil.pdf', id: 'FileCCCCCC' },
];

describe('File upload review', () => {
  it('lists the files as links, pictures as thumbnails, and never links a script URL', () => {
    renderReview(FileUploadReview, newQuestion('FileUploadEnhanced'), { type: 'FileUploadEnhanced', files }, 'rtl');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]).getByRole('img', { name: 'scan.jpg' })).toHaveAttribute('src', files[0].data);
    expect(within(items[0]).getByRole('link')).toHaveAttribute('href', files[0].data);
    expect(within(items[1]).queryByRole('img', { name: 'essay.docx' })).not.toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: /essay\.docx/ })).toHaveAttribute('href', files[1].data);
    expect(within(items[1]).getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(items[2]).queryByRole('link')).not.toBeInTheDocument();
    expect(items[2]).toHaveTextContent('evil.pdf');
    expect(screen.getByRole('list')).toHaveAttribute('dir', 'rtl');
  });

  it('says when no file was uploaded', () => {
    renderReview(FileUploadReview, newQuestion('FileUploadEnhanced'), null);
    expect(screen.getByText(NO_FILES)).toBeInTheDocument();
  });
});
