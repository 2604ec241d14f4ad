import { render } from '@testing-library/react';
import { uploadStaffMedia } from '@mizan/shared/browser';
import type { MediaUpload } from '@mizan/shared';
import { MediaUploadProvider, useMediaUpload } from './MediaUploadContext';

jest.mock('@mizan/shared/browser', () => ({
  uploadStaffMedia: jest.fn(async () => ({ url: '/api/media/staff', id: 'staff', type: 'image/png', name: 'drawing.png', size: 3 })),
}));

function Probe({ onUpload }: { onUpload: (upload: MediaUpload) => void }) {
  onUpload(useMediaUpload());
  return null;
}

describe('MediaUploadContext', () => {
  it('uploads as staff when no provider is set (editors and previews)', async () => {
    let upload: MediaUpload | null = null;
    render(<Probe onUpload={(found) => (upload = found)} />);
    const blob = new Blob(['png'], { type: 'image/png' });
    await expect(upload!(blob, 'drawing.png')).resolves.toMatchObject({ url: '/api/media/staff' });
    expect(uploadStaffMedia).toHaveBeenCalledWith(blob, { name: 'drawing.png' });
  });

  it('uses the upload the exam screen provides', async () => {
    const applicantUpload = jest.fn(async () => ({ url: '/api/media/applicant' }));
    let upload: MediaUpload | null = null;
    render(
      <MediaUploadProvider upload={applicantUpload}>
        <Probe onUpload={(found) => (upload = found)} />
      </MediaUploadProvider>,
    );
    await expect(upload!(new Blob(['x']), 'drawing.png')).resolves.toEqual({ url: '/api/media/applicant' });
    expect(applicantUpload).toHaveBeenCalled();
  });
});
