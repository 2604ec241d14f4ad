import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import axios from 'axios';
import type { QuestionFilePreview } from '@mizan/shared';
import { fakeServer, ok } from '../../test/fake-api';
import { mcq } from '../../test/fixtures';
import { ImportQuestionsModal } from './ImportQuestionsModal';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
const PREVIEW: QuestionFilePreview = {
  format: 'moodlexml',
  total: 3,
  importable: 2,
  skipped: 1,
  byType: { MCQ: 1, FillTheBlank: 1 },
  items: [
    {
      index: 1,
      name: 'Unit of force',
      sourceType: 'multichoice',
      type: 'MCQ',
      skipped: null,
      notes: ['A picture was dropped: its address is not allowed (javascript:x).'],
    },
    { index: 2, name: 'عاصمة مصر', sourceType: 'shortanswer', type: 'FillTheBlank', skipped: null, notes: [] },
    {
      index: 3,
      name: 'Area of a rectangle',
      sourceType: 'calculated',
      type: null,
      skipped: 'A calculated question draws its numbers from a formula per attempt.',
      notes: [],
    },
  ],
  questions: [mcq({ id: 'filemcq001' })],
};

const moodleFile = () => new File(['<quiz/>'], 'questions.xml', { type: 'text/xml' });

beforeEach(() => {
  fakeServer.reset();
  axios.defaults.adapter = fakeServer.adapter;
});

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Question file'), { target: { files: [file] } });

describe('Import questions', () => {
  it('shows what the file brings per type and each skipped question with its reason, then imports into the bank', async () => {
    fakeServer.on('admin/importquestions', (_data, request) =>
      request.params.preview === '1'
        ? ok(PREVIEW)
        : ok({ imported: 2, skipped: 1, ids: [7, 8] }, '2 questions were imported into the bank. 1 was skipped (see the preview for why).'),
    );
    const onImported = jest.fn();
    render(<ImportQuestionsModal into="bank" onImported={onImported} onCancel={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Import 0 questions' })).toBeDisabled();
    choose(moodleFile());
    await screen.findByText('3 questions in the file: 2 to import, 1 skipped.');
    expect(screen.getByText('Multiple Choice: 1')).toBeInTheDocument();
    expect(screen.getByText('A calculated question draws its numbers from a formula per attempt.')).toBeInTheDocument();
    expect(screen.getByText(/A picture was dropped/)).toBeInTheDocument();
    expect(fakeServer.requestsTo('admin/importquestions')).toHaveLength(1);
    expect(fakeServer.requestsTo('admin/importquestions')[0].params).toEqual({ preview: '1' });
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 questions' }));
    await waitFor(() =>
      expect(onImported).toHaveBeenCalledWith({
        message: '2 questions were imported into the bank. 1 was skipped (see the preview for why).',
        ids: [7, 8],
      }),
    );
  });

  it("in the builder, adds the file's questions to the draft without saving anything", async () => {
    fakeServer.on('admin/importquestions', ok(PREVIEW));
    const onAdd = jest.fn();
    render(<ImportQuestionsModal into="draft" onAdd={onAdd} onCancel={() => undefined} />);
    choose(moodleFile());
    fireEvent.click(await screen.findByRole('button', { name: 'Add 2 questions' }));
    expect(onAdd).toHaveBeenCalledWith(PREVIEW.questions);
    expect(fakeServer.requestsTo('admin/importquestions')).toHaveLength(1);
  });

  it("refuses a file that is not .xml, .zip, .gift or .txt, and shows the server's sentence for a bad file", async () => {
    render(<ImportQuestionsModal into="bank" onImported={() => undefined} onCancel={() => undefined} />);
    choose(new File(['a,b'], 'questions.csv', { type: 'text/csv' }));
    await screen.findByText('Choose a Moodle XML file (.xml), a QTI 3.0 package (.zip) or a GIFT file (.gift or .txt).');
    fakeServer.on('admin/importquestions', {
      status: 400,
      body: { msg: 'The file declares a DOCTYPE or entities; question files never need them, so it was refused.' },
    });
    choose(moodleFile());
    await screen.findByText('The file declares a DOCTYPE or entities; question files never need them, so it was refused.');
  });
});
