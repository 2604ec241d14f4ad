import { configure, screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../../test/fake-api';
import { serveRound } from '../../test/admission-rounds';
import { serveApplicants } from '../../test/applicants';
import { serveMessages } from '../../test/messages';
import { choose, renderApplicantsApp, resetForTest } from '../../test/render-applicants';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../../test/fake-api').mockedSharedBrowser());
jest.setTimeout(30_000);
// A busy machine can take seconds to answer the fake server and draw antd's tables.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => resetForTest(['decide']));

async function openTemplates() {
  serveApplicants();
  serveRound();
  const served = serveMessages();
  const view = renderApplicantsApp('/dashboard/admissions');
  await view.user.click(await screen.findByRole('tab', { name: 'Message templates' }));
  const form = await screen.findByRole('form', { name: 'Template' });
  return { ...view, served, form };
}

describe('the message templates', () => {
  it('edits a template per event, language and channel, Arabic right to left, and saves it', async () => {
    const { user, served } = await openTemplates();
    expect(screen.getByLabelText('Text')).toHaveValue(served.templates[0].body);
    expect(screen.getByLabelText('Text')).toHaveAttribute('dir', 'ltr');

    await user.click(screen.getByRole('radio', { name: 'Arabic' }));
    await waitFor(() => expect(screen.getByLabelText('Text')).toHaveValue(served.templates[1].body));
    expect(screen.getByLabelText('Text')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('dir', 'rtl');

    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    await waitFor(() => expect(screen.getByLabelText('Text')).toHaveValue(served.templates[3].body));
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Text'));
    await user.type(screen.getByLabelText('Text'), '{{school}: مقعد لـ {{name}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/savetemplate.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/savetemplate.php')[0].data).toEqual({
      event: 'offer_made',
      language: 'Ar',
      channel: 'sms',
      subject: '',
      body: '{school}: مقعد لـ {name}',
    });
    expect(await screen.findByText('Edited by staff')).toBeInTheDocument();
  });

  it("shows the server's sentence for a word that is not a placeholder, and keeps the text", async () => {
    const { user } = await openTemplates();
    await user.type(screen.getByLabelText('Text'), ' Fees: {{fee}');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText(/\{fee\} is not a placeholder/)).toBeInTheDocument();
    expect((screen.getByLabelText('Text') as HTMLTextAreaElement).value).toContain('Fees: {fee}');
  });

  it('previews the template as being edited for a real applicant, an Arabic one right to left', async () => {
    const { user } = await openTemplates();
    await user.click(screen.getByRole('radio', { name: 'Arabic' }));
    await choose(user, screen.getByRole('combobox', { name: 'Preview for applicant' }), 'Omar Khaled (#2)');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(preview).toHaveAttribute('dir', 'rtl');
    expect(preview).toHaveAttribute('lang', 'ar');
    expect(within(preview).getByTestId('preview-subject')).toHaveTextContent('Cairo STEM School: عرض مقعد');
    expect(within(preview).getByTestId('preview-text')).toHaveTextContent('مرحبًا Omar Khaled،');
    expect(fakeServer.requestsTo('admin/previewtemplate.php')[0].data).toMatchObject({
      event: 'offer_made',
      language: 'Ar',
      channel: 'email',
      applicantId: 2,
    });
  });
});

describe("a round's messages", () => {
  it('turns an event off for one channel and saves it for the round', async () => {
    serveApplicants();
    serveRound();
    serveMessages();
    const { user } = renderApplicantsApp('/dashboard/admissions?round=4');
    await user.click(await screen.findByText("The round's messages"));
    const reminderSms = await screen.findByRole('checkbox', { name: 'Offer reminder by SMS' });
    expect(reminderSms).toBeChecked();
    await user.click(reminderSms);
    expect(reminderSms).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: "Save the round's messages" }));
    await waitFor(() => expect(fakeServer.requestsTo('admin/savemessagesettings.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('admin/savemessagesettings.php')[0].data).toEqual({
      roundId: 4,
      off: [{ event: 'offer_reminder', channel: 'sms' }],
    });
    expect(await screen.findByText("The round's messages were saved.")).toBeInTheDocument();
  });
});
