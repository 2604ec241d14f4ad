import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IMAGE_URL_FAILED } from '@mizan/shared';
import { ApiError, uploadStaffMedia } from '@mizan/shared/browser';
import { IMAGE_UPLOAD_UNAVAILABLE_MESSAGE, ImageSourceInput, NOT_AN_IMAGE_MESSAGE } from './ImageSourceInput';

jest.mock('@mizan/shared/browser', () => ({ ...jest.requireActual('@mizan/shared/browser'), uploadStaffMedia: jest.fn() }));

const upload = uploadStaffMedia as jest.MockedFunction<typeof uploadStaffMedia>;

/** A tiny PNG (1x1) of `size` bytes (padded). */
function png(size = 68, name = 'dot.png'): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47]);
  return new File([bytes], name, { type: 'image/png' });
}

async function choose(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

function typeUrl(url: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Image URL' }), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: /Use URL/ }));
}

const RealImage = window.Image;
afterEach(() => {
  window.Image = RealImage;
  upload.mockReset();
});

describe('ImageSourceInput from a URL', () => {
  it("gives SPEC's message for an address that is not an allowed image source", async () => {
    const onChange = jest.fn();
    render(<ImageSourceInput onChange={onChange} />);
    typeUrl('javascript:alert(1)');
    expect(await screen.findByText(IMAGE_URL_FAILED)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("gives SPEC's message when the URL does not load as a picture", async () => {
    window.Image = class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      naturalWidth = 0;
      width = 0;
      set src(_url: string) {
        setTimeout(() => this.onerror?.(), 0);
      }
    } as unknown as typeof Image;
    const onChange = jest.fn();
    render(<ImageSourceInput onChange={onChange} />);
    typeUrl('https://example.org/page.html');
    expect(await screen.findByText(IMAGE_URL_FAILED)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a URL that loads as a picture', async () => {
    window.Image = class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      naturalWidth = 10;
      width = 10;
      set src(_url: string) {
        setTimeout(() => this.onload?.(), 0);
      }
    } as unknown as typeof Image;
    const onChange = jest.fn();
    render(<ImageSourceInput onChange={onChange} />);
    typeUrl('https://example.org/cat.png');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('https://example.org/cat.png'));
    expect(screen.queryByText(IMAGE_URL_FAILED)).toBeNull();
  });
});

describe('ImageSourceInput from the PC', () => {
  it('uploads through the media call and uses its URL', async () => {
    upload.mockResolvedValue({ url: '/api/media/abc', id: 'abc', type: 'image/png', name: 'dot.png', size: 68 });
    const onChange = jest.fn();
    render(<ImageSourceInput onChange={onChange} />);
    await choose(png());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/media/abc'));
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('refuses a file that is not a picture, without uploading', async () => {
    const onChange = jest.fn();
    render(<ImageSourceInput onChange={onChange} />);
    await choose(new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(NOT_AN_IMAGE_MESSAGE)).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps a small picture inline while the media call is missing (404)', async () => {
    upload.mockRejectedValue(new ApiError(404, 'Not found'));
    const onChange = jest.fn();
    render(<ImageSourceInput onChange={onChange} />);
    await choose(png());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/)));
  });

  it('refuses a picture over 200 KB while the media call is missing, and says why', async () => {
    upload.mockRejectedValue(new ApiError(404, 'Not found'));
    const onChange = jest.fn();
    render(<ImageSourceInput onChange={onChange} />);
    await choose(png(201 * 1024, 'big.png'));
    expect(await screen.findByText(IMAGE_UPLOAD_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the server's message for other failures", async () => {
    upload.mockRejectedValue(new ApiError(413, 'The file is too large.'));
    render(<ImageSourceInput onChange={jest.fn()} />);
    await choose(png());
    expect(await screen.findByText('The file is too large.')).toBeInTheDocument();
  });
});

describe('ImageSourceInput preview', () => {
  it('previews an allowed picture and removes it', () => {
    const onChange = jest.fn();
    render(<ImageSourceInput value="https://example.org/cat.png" label="Question image" onChange={onChange} />);
    expect(screen.getByAltText('Question image')).toHaveAttribute('src', 'https://example.org/cat.png');
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('does not draw a value that is not an allowed image source', () => {
    render(<ImageSourceInput value="javascript:alert(1)" label="Question image" onChange={jest.fn()} />);
    expect(screen.queryByAltText('Question image')).toBeNull();
  });
});
