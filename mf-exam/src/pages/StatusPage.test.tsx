import { screen, waitFor, within } from '@testing-library/react';
import { fakeServer } from '../test/fake-api';
import { openDialog, pagesOpened, prepareEachExamTest, renderExamApp } from '../test/render-exam';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.setTimeout(20_000);

const TOKEN = 'T'.repeat(32);
const LATER = new Date(Date.now() + 2 * 86_400_000).toISOString();

const page = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mona Adel',
  lang: 'En',
  decisions: [
    { roundId: 4, roundName: 'Autumn round', schoolName: 'STEM', state: 'offered', waitlistPosition: null, offerDeadline: LATER },
    { roundId: 5, roundName: 'Spring round', schoolName: null, state: 'waitlisted', waitlistPosition: 2, offerDeadline: null },
  ],
  results: [{ assessment: 'Entrance test', lang: 'En', percent: 81.5, career: '', link: '/assessment?hash=abc' }],
  resultsAwaited: 1,
  ...overrides,
});

prepareEachExamTest();

describe("the family's status page", () => {
  it('shows the decisions, the waitlist position, the released results with links and what happens next', async () => {
    fakeServer.on('emp/status.php', { status: 200, body: { data: page() } });
    renderExamApp(`/status/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Application of Mona Adel' }, { timeout: 5000 })).toBeInTheDocument();
    expect(fakeServer.requestsTo('emp/status.php')[0].data).toEqual({ token: TOKEN });
    const [offer, waitlist] = screen.getAllByTestId('family-decision');
    expect(offer).toHaveTextContent('Offered a place');
    expect(within(offer).getByRole('button', { name: 'Accept the offer' })).toBeEnabled();
    expect(waitlist).toHaveTextContent('Position 2 on the waiting list');
    expect(within(waitlist).queryByRole('button', { name: 'Accept the offer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the result: Entrance test' })).toHaveAttribute('href', '/assessment?hash=abc');
    expect(screen.getByText('One more result will appear here when it is released.')).toBeInTheDocument();
  });

  it('declining asks for a reason from the list before it is sent, then shows the new state', async () => {
    fakeServer.on('emp/status.php', { status: 200, body: { data: page() } });
    const declined = page({
      decisions: [
        { roundId: 4, roundName: 'Autumn round', schoolName: 'STEM', state: 'declined', waitlistPosition: null, offerDeadline: null },
      ],
    });
    fakeServer.on('emp/respondoffer.php', {
      status: 200,
      body: { data: declined, msg: 'You declined the offer. Thank you for telling the school.' },
    });
    const { user } = renderExamApp(`/status/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Decline the offer' }, { timeout: 5000 }));
    const send = screen.getByRole('button', { name: 'Decline' });
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'The school is too far' }));
    await user.click(send);
    await waitFor(() => expect(fakeServer.requestsTo('emp/respondoffer.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('emp/respondoffer.php')[0].data).toEqual({ token: TOKEN, roundId: 4, accept: false, reason: 'distance' });
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline the offer' })).toBeNull();
  });

  it('asks for the access code first where codes are in use, in Arabic when the family picks it', async () => {
    fakeServer.on('emp/status.php', (data) =>
      (data as { code?: string }).code === 'ABCD2345'
        ? { status: 200, body: { data: page({ lang: 'Ar' }) } }
        : {
            status: 401,
            body: { msg: 'Type the access code printed on your admission card to see this page.', code: 'access_code_required' },
          },
    );
    const { user } = renderExamApp(`/status/${TOKEN}`);
    await screen.findByLabelText('Access code', {}, { timeout: 5000 });
    await user.click(screen.getByRole('radio', { name: 'العربية' }));
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    await user.type(await screen.findByLabelText('رمز الدخول'), 'ABCD2345');
    await user.click(screen.getByRole('button', { name: 'عرض طلبي' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'طلب Mona Adel' })).toBeInTheDocument();
    expect(screen.getByText('قائمة الانتظار')).toBeInTheDocument();
  });

  it('an unknown link says so and offers Find my result, which opens the page the ID and code lead to', async () => {
    fakeServer.on('emp/status.php', {
      status: 404,
      body: {
        msg: 'This status link is not valid. Use "Find my result" on the apply page to get yours again.',
        code: 'status_link_unknown',
      },
    });
    fakeServer.on('emp/findresult.php', { status: 200, body: { data: `/status/${TOKEN}` } });
    const { user } = renderExamApp(`/status/${'U'.repeat(32)}`);
    expect(await screen.findByText(/This status link is not valid/, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.type(screen.getByLabelText('ID (SSN)'), '29801011234567');
    await user.type(screen.getByLabelText('Access code, or the code we sent you'), '123456');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(pagesOpened()).toEqual([`/status/${TOKEN}`]));
    expect(fakeServer.requestsTo('emp/findresult.php')[0].data).toEqual({ ssn: '29801011234567', code: '123456' });
    expect(openDialog()).toBeNull();
  });
});
