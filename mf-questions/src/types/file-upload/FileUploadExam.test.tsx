import { act, screen, within } from '@testing-library/react';
import {
  APPLICANT_TEXT_AR,
  APPLICANT_TEXT_EN,
  fileLimitMessage,
  newQuestion,
  toExamView,
  type FileUploadQuestion,
  type UploadedFile,
} from '@mizan/shared';
import { blobText, controllableUpload } from '../../components/recorder/test-support/fake-media';
import { renderExamWithUpload } from '../../components/recorder/test-support/render-with-upload';
import type { ExamQuestionOf } from '../question-type-ui';
import { FileUploadExam } from './FileUploadExam';

const { typeRefused: fileTypeRefusedMessage, filesUploaded: filesCountText, notUploaded: uploadFailedMessage } = APPLICANT_TEXT_EN.upload;

function examOf(overrides: Partial<FileUploadQuestion> = {}): ExamQuestionOf<'FileUploadEnhanced'> {
  const view = toExamView({ ...newQuestion('FileUploadEnhanced'), ...overrides }, 'attempt-1');
  if (view.type !== 'FileUploadEnhanced') throw new Error('not a file upload question');
  return view;
}

const pdf = (name = 'report.pdf') => new File(['%PDF-1.4 report'], name, { type: 'application/pdf' });
const png = (name = 'photo.png') => new File(['\x89PNG picture'], name, { type: 'image/png' });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const url = (n: number) => `/api/media/${String(n).padStart(32, 'x')}`;

describe('File upload exam', () => {
  it('takes only accepted files by extension and type, naming the refused ones, and uploads nothing refused', async () => {
    const { upload } = controllableUpload();
    const { user, answers } = renderExamWithUpload(FileUploadExam, examOf({ max: 5, maxCount: 5 }), upload);
    expect(fileInput()).toHaveAttribute('accept', expect.stringContaining('.docx'));
    await user.upload(fileInput(), [
      new File(['MZ'], 'holiday.exe', { type: 'image/png' }),
      new File(['<svg/>'], 'drawing.svg', { type: 'image/svg+xml' }),
      new File(['<html>'], 'notes.pdf', { type: 'text/html' }),
    ]);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      fileTypeRefusedMessage('holiday.exe'),
      fileTypeRefusedMessage('drawing.svg'),
      fileTypeRefusedMessage('notes.pdf'),
    ]);
    expect(upload).not.toHaveBeenCalled();
    expect(answers).toEqual([]);
  });

  it("beyond the limit says 'Your limit is {max} files only' and uploads only up to it", async () => {
    const { upload, calls } = controllableUpload();
    const { user, answers } = renderExamWithUpload(FileUploadExam, examOf({ max: 2, maxCount: 2 }), upload);
    await user.upload(fileInput(), [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Your limit is 2 files only');
    expect(fileLimitMessage(2)).toBe('Your limit is 2 files only');
    expect(calls.map((call) => call.name)).toEqual(['a.pdf', 'b.pdf']);

    await act(async () => {
      calls[0].resolve({ url: url(1) });
      calls[1].resolve({ url: url(2) });
    });
    expect(answers[answers.length - 1].files.map((file) => file.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(screen.getByTestId('files-count')).toHaveTextContent(filesCountText(2, 2));

    // Full: one more is refused with the same sentence.
    await user.upload(fileInput(), [png()]);
    expect(screen.getByRole('alert')).toHaveTextContent('Your limit is 2 files only');
    expect(calls).toHaveLength(2);
  });

  it('with max 1 the limit holds too', async () => {
    const { upload, calls } = controllableUpload();
    const { user } = renderExamWithUpload(FileUploadExam, examOf(), upload);
    expect(fileInput()).not.toHaveAttribute('multiple');
    await user.upload(fileInput(), [pdf()]);
    await act(async () => calls[0].resolve({ url: url(1) }));
    await user.upload(fileInput(), [pdf('second.pdf')]);
    expect(screen.getByRole('alert')).toHaveTextContent('Your limit is 1 files only');
    expect(calls).toHaveLength(1);
  });

  it("shows each upload's progress, then answers { type, files } with the URL, type, name and an id", async () => {
    const { upload, calls } = controllableUpload();
    const { user, answers } = renderExamWithUpload(FileUploadExam, examOf({ max: 3, maxCount: 3 }), upload);
    await user.upload(fileInput(), [png('photo.png')]);
    expect(calls[0].blob.type).toBe('image/png');
    expect(await blobText(calls[0].blob)).toBe('\x89PNG picture');
    act(() => calls[0].onProgress?.(0.5));
    expect(screen.getByRole('progressbar', { name: 'Uploading photo.png' })).toHaveAttribute('aria-valuenow', '50');
    expect(answers).toEqual([]);

    await act(async () => calls[0].resolve({ url: url(7) }));
    expect(answers).toHaveLength(1);
    const [file] = answers[0].files;
    expect(answers[0]).toEqual({
      type: 'FileUploadEnhanced',
      files: [{ data: url(7), type: 'image/png', name: 'photo.png', id: file.id }],
    });
    expect(file.id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('img', { name: 'photo.png' })).toHaveAttribute('src', url(7));
    expect(within(item).getByRole('link')).toHaveAttribute('href', url(7));
  });

  it('a .docx the browser gives no type is uploaded as a Word document', async () => {
    const { upload, calls } = controllableUpload();
    const { user } = renderExamWithUpload(FileUploadExam, examOf(), upload);
    await user.upload(fileInput(), [new File(['PK'], 'essay.docx', { type: '' })]);
    expect(calls[0].blob.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('a failed upload says why and Try again sends the same file; Remove drops it', async () => {
    const { upload, calls } = controllableUpload();
    const { user, answers } = renderExamWithUpload(FileUploadExam, examOf({ max: 3, maxCount: 3 }), upload);
    await user.upload(fileInput(), [pdf('a.pdf'), pdf('b.pdf')]);
    await act(async () => {
      calls[0].reject(new Error('The server could not be reached.'));
      calls[1].reject(new Error('This document is too big: the limit is 10 MB.'));
    });
    const [first, second] = screen.getAllByRole('alert');
    expect(first).toHaveTextContent(uploadFailedMessage('a.pdf', 'The server could not be reached.'));
    expect(second).toHaveTextContent(uploadFailedMessage('b.pdf', 'This document is too big: the limit is 10 MB.'));
    expect(answers).toEqual([]);

    await user.click(within(screen.getAllByRole('alert')[0]).getByRole('button', { name: /Try again/ }));
    expect(calls).toHaveLength(3);
    expect(calls[2].blob).toBe(calls[0].blob);
    await act(async () => calls[2].resolve({ url: url(3) }));
    expect(answers[answers.length - 1].files.map((file) => file.name)).toEqual(['a.pdf']);

    await user.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('two uploads that finish together both end up in the answer', async () => {
    const { upload, calls } = controllableUpload();
    const { user, lastAnswer } = renderExamWithUpload(FileUploadExam, examOf({ max: 4, maxCount: 4 }), upload);
    await user.upload(fileInput(), [pdf('a.pdf'), png('b.png')]);
    await act(async () => {
      calls[1].resolve({ url: url(2) });
      calls[0].resolve({ url: url(1) });
    });
    expect(lastAnswer()?.files.map((file) => [file.name, file.data])).toEqual([
      ['b.png', url(2)],
      ['a.pdf', url(1)],
    ]);
  });

  it('removing an uploaded file answers without it', async () => {
    const files: UploadedFile[] = [
      { data: url(1), type: 'application/pdf', name: 'a.pdf', id: 'FileAAAAAA' },
      { data: url(2), type: 'image/png', name: 'b.png', id: 'FileBBBBBB' },
    ];
    const { user, answers } = renderExamWithUpload(FileUploadExam, examOf({ max: 3, maxCount: 3 }), controllableUpload().upload, {
      answer: { type: 'FileUploadEnhanced', files },
    });
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(answers).toEqual([{ type: 'FileUploadEnhanced', files: [files[1]] }]);
    expect(screen.queryByText('a.pdf')).not.toBeInTheDocument();
  });

  it('read-only: the files without a picker or remove buttons', () => {
    const files: UploadedFile[] = [{ data: url(1), type: 'application/pdf', name: 'a.pdf', id: 'FileAAAAAA' }];
    renderExamWithUpload(FileUploadExam, examOf(), controllableUpload().upload, {
      answer: { type: 'FileUploadEnhanced', files },
      disabled: true,
    });
    expect(fileInput()).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /a\.pdf/ })).toHaveAttribute('href', url(1));
  });

  it('right to left for Arabic assessments', () => {
    const { container } = renderExamWithUpload(FileUploadExam, examOf(), controllableUpload().upload, { direction: 'rtl' });
    expect(container.querySelector('[dir="rtl"]')).toContainElement(fileInput());
  });

  it('speaks Arabic in an Arabic assessment: the button, the count, refusals, failures, Try again and Remove', async () => {
    const { upload, calls } = controllableUpload();
    const { user } = renderExamWithUpload(FileUploadExam, examOf({ max: 2, maxCount: 2 }), upload, { direction: 'rtl' });
    const arabic = APPLICANT_TEXT_AR.upload;
    expect(screen.getByRole('button', { name: /رفع الملفات/ })).toBeInTheDocument();
    expect(screen.getByTestId('files-count')).toHaveTextContent('رُفع 0 من 2');
    await user.upload(fileInput(), [new File(['MZ'], 'holiday.exe', { type: 'image/png' })]);
    expect(screen.getByRole('alert')).toHaveTextContent(arabic.typeRefused('holiday.exe'));

    await user.upload(fileInput(), [pdf('a.pdf')]);
    expect(screen.getByRole('progressbar', { name: 'جارٍ رفع a.pdf' })).toBeInTheDocument();
    // A sentence the dictionary knows is said in Arabic; one it does not stays as the server sent it.
    await act(async () => calls[0].reject(new Error('This test has been submitted before!')));
    expect(screen.getByRole('alert')).toHaveTextContent(arabic.notUploaded('a.pdf', 'سُلّم هذا الاختبار من قبل!'));
    expect(screen.getByRole('button', { name: /أعد المحاولة/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إزالة a.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'ملفاتك' })).toBeInTheDocument();
    expect(screen.queryByText(/Upload|uploaded|Try again|Remove/)).toBeNull();
  });
});
