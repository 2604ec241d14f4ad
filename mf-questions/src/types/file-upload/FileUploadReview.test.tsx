import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APPLICANT_TEXT_AR, APPLICANT_TEXT_EN, newQuestion, type UploadedFile } from '@mizan/shared';
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

  describe('files deleted under the retention rule', () => {
    const realFetch = globalThis.fetch;
    afterEach(() => {
      globalThis.fetch = realFetch;
    });
    /** The server: every media link answers 410, as a file deleted under the retention rule does. */
    function serverDeletedEverything() {
      const asked = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve({ status: 410 }));
      globalThis.fetch = asked as unknown as typeof fetch;
      return asked;
    }

    it("says so in the page's language instead of a broken link or thumbnail", async () => {
      const asked = serverDeletedEverything();
      renderReview(FileUploadReview, newQuestion('FileUploadEnhanced'), { type: 'FileUploadEnhanced', files: files.slice(0, 2) }, 'rtl');
      // The document is asked at once (one byte); the picture when its thumbnail fails to load.
      expect(await screen.findByText(new RegExp(APPLICANT_TEXT_AR.mediaDeleted))).toHaveTextContent('essay.docx');
      expect(asked).toHaveBeenCalledWith(files[1].data, { headers: { Range: 'bytes=0-0' } });
      expect(asked).toHaveBeenCalledTimes(1);
      fireEvent.error(screen.getByRole('img', { name: 'scan.jpg' }));
      await waitFor(() => expect(screen.getAllByRole('note')).toHaveLength(2));
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });

    it('keeps the links of files that are there', async () => {
      globalThis.fetch = jest.fn(() => Promise.resolve({ status: 206 })) as unknown as typeof fetch;
      renderReview(FileUploadReview, newQuestion('FileUploadEnhanced'), { type: 'FileUploadEnhanced', files: files.slice(1, 2) });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.getByRole('link', { name: /essay\.docx/ })).toBeInTheDocument();
      expect(screen.queryByText(new RegExp(APPLICANT_TEXT_EN.mediaDeleted.slice(0, 20)))).not.toBeInTheDocument();
    });
  });

  it('says when no file was uploaded', () => {
    renderReview(FileUploadReview, newQuestion('FileUploadEnhanced'), null);
    expect(screen.getByText(NO_FILES)).toBeInTheDocument();
  });
});
