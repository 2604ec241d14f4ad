import { screen, waitFor } from '@testing-library/react';
import { fakeServer } from '../test/fake-api';
import { FIRST_PAINT_WAIT_MS } from '../state/load-apply-exam';
import { openDialog, pagesOpened, prepareEachExamTest, renderExamApp } from '../test/render-exam';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
// Typing a 14-digit ID through user-event takes several seconds on a busy machine.
jest.setTimeout(20_000);

const SSN = '29801011234567';
const HASH = 'A'.repeat(32);

prepareEachExamTest();

beforeEach(() => {
  fakeServer.on('emp/getpositions.php', {
    status: 200,
    body: { data: { positions: [{ id: 1, name: 'Teacher' }], schools: [{ id: 2, name: 'STEM' }] } },
  });
});

async function register(ssn: string, path = '/apply/7') {
  const view = renderExamApp(path);
  await view.user.type(await screen.findByLabelText('ID (SSN)'), ssn);
  await view.user.click(screen.getByRole('button', { name: 'Register' }));
  return view;
}

describe('the apply page', () => {
  it.each(['/apply/', '/apply'])("says 'Not avalid Link!!' at %s, with no form", async (path) => {
    renderExamApp(path);
    expect(await screen.findByText('Not avalid Link!!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows the ID (SSN) form and loads positions and schools', async () => {
    renderExamApp('/apply/7');
    expect(await screen.findByLabelText('ID (SSN)')).toBeInTheDocument();
    await waitFor(() => expect(fakeServer.requestsTo('emp/getpositions.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('emp/getpositions.php')[0].method).toBe('GET');
  });

  it("'Required' when empty, 'Must be 14 characters' when shorter or longer; nothing is sent", async () => {
    const { user } = renderExamApp('/apply/7');
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ID (SSN)'), '1234');
    expect(await screen.findByText('Must be 14 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ID (SSN)'), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Must be 14 characters')).toBeInTheDocument();
    expect(fakeServer.requestsTo('emp/reg.php')).toHaveLength(0);
  });

  it('announces a refused ID (role alert), marks the field invalid and points it at the message, and puts the cursor there', async () => {
    const { user } = renderExamApp('/apply/7');
    const id = await screen.findByLabelText('ID (SSN)');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Required$/);
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(id).toHaveAccessibleDescription('Required');
    expect(id).toHaveFocus();
    await user.type(id, SSN);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(id).not.toHaveAttribute('aria-invalid');
    // Enter in the field registers, as a form does.
    fakeServer.on('emp/reg.php', { status: 200, body: { msg: 'Mona Adel', data: HASH } });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fakeServer.requestsTo('emp/reg.php')).toHaveLength(1));
  });

  it('Find my result opens its form, loaded when asked for', async () => {
    const { user } = renderExamApp('/apply/7');
    await user.click(await screen.findByRole('button', { name: 'Find my result' }));
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('ID (SSN)')).toHaveLength(2);
  });

  it('registers with {exam_id, ssn}, asks with the name, NO stays, Yes goes to /assessment?hash=', async () => {
    fakeServer.on('emp/reg.php', { status: 200, body: { msg: 'Mona Adel', data: HASH } });
    const { user } = await register(SSN);
    const title = 'Are you "Mona Adel" ? and ready to start the Assessment?';
    await waitFor(() => expect(openDialog()?.querySelector('.ant-modal-confirm-title')).toHaveTextContent(title));
    expect(fakeServer.requestsTo('emp/reg.php')[0].data).toEqual({ exam_id: '7', ssn: SSN });

    await user.click(screen.getByRole('button', { name: 'NO' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'NO' })).not.toBeInTheDocument());
    expect(pagesOpened()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    // The exam is a page load, whose first script asks for the exam at once (page-start.ts).
    await waitFor(() => expect(pagesOpened()).toEqual([`/assessment?hash=${HASH}`]));
  });

  it('an answer with only a msg shows it in an error dialog', async () => {
    fakeServer.on('emp/reg.php', { status: 200, body: { msg: 'Registration is closed today.', data: '' } });
    await register(SSN);
    await waitFor(() => expect(openDialog()).toHaveTextContent('Registration is closed today.'));
    expect(openDialog()?.classList.contains('ant-modal-confirm-error')).toBe(true);
  });

  it("a request error shows 'Error!' with the server's text", async () => {
    fakeServer.on('emp/reg.php', { status: 401, body: { msg: 'Wrong Username Or Password' } });
    await register(SSN);
    await waitFor(() => expect(openDialog()).not.toBeNull());
    expect(openDialog()?.querySelector('.ant-modal-confirm-title')).toHaveTextContent(/^Error!$/);
    expect(openDialog()).toHaveTextContent('Wrong Username Or Password');
    expect(pagesOpened()).toEqual([]);
  });
});

describe("the apply page's heading", () => {
  it('shows the brand and the title of an assessment open for registration, right to left when it is Arabic', async () => {
    fakeServer.on('emp/getapplyexam.php', { status: 200, body: { data: { title: 'اختبار القبول', lang: 'Ar' } } });
    const { container } = renderExamApp('/apply/7');
    expect(await screen.findByRole('heading', { name: 'اختبار القبول' })).toBeInTheDocument();
    expect(screen.getByTestId('apply-brand')).toHaveTextContent('Mizan');
    expect(fakeServer.requestsTo('emp/getapplyexam.php')[0].data).toEqual({ exam_id: '7' });
    expect(container.querySelector('div[dir="rtl"]')).not.toBeNull();
  });

  it('an Arabic assessment speaks Arabic: the form, its messages, the confirm, and the document is lang="ar" dir="rtl" until left', async () => {
    fakeServer.on('emp/getapplyexam.php', { status: 200, body: { data: { title: 'اختبار القبول', lang: 'Ar' } } });
    fakeServer.on('emp/reg.php', { status: 200, body: { msg: 'Mona Adel', data: HASH } });
    const { user, unmount } = renderExamApp('/apply/7');
    await screen.findByRole('heading', { level: 1, name: 'اختبار القبول' });
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.title).toBe('اختبار القبول — Mizan');
    expect(screen.getByText('التقدّم للاختبار')).toBeInTheDocument();
    expect(screen.queryByLabelText('ID (SSN)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'تسجيل' }));
    expect(await screen.findByText('مطلوب')).toBeInTheDocument();
    await user.type(screen.getByLabelText('الرقم القومي'), '1234');
    expect(await screen.findByText('يجب أن يتكون الرقم القومي من 14 رقمًا')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('الرقم القومي'));
    await user.type(screen.getByLabelText('الرقم القومي'), SSN);
    await user.click(screen.getByRole('button', { name: 'تسجيل' }));
    await waitFor(() =>
      expect(openDialog()?.querySelector('.ant-modal-confirm-title')).toHaveTextContent('هل أنت «Mona Adel»؟ وهل أنت مستعد لبدء الاختبار؟'),
    );
    // The applicant's (Latin) name is isolated, so the Arabic quotes and question mark stay around it.
    expect(openDialog()?.querySelector('.ant-modal-confirm-title bdi')).toHaveTextContent(/^Mona Adel$/);
    expect(screen.getByRole('button', { name: 'لا' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'نعم' }));
    await waitFor(() => expect(pagesOpened()).toEqual([`/assessment?hash=${HASH}`]));
    unmount();
    expect(document.documentElement.getAttribute('lang')).not.toBe('ar');
    expect(document.documentElement.getAttribute('dir')).not.toBe('rtl');
  });

  it('an English assessment keeps SPEC\'s words, lang="en" dir="ltr", and names the tab after the assessment', async () => {
    fakeServer.on('emp/getapplyexam.php', { status: 200, body: { data: { title: 'Admission test', lang: 'En' } } });
    renderExamApp('/apply/7');
    await screen.findByRole('heading', { level: 1, name: 'Admission test' });
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(document.title).toBe('Admission test — Mizan');
    expect(screen.getByText('Apply for the assessment')).toBeInTheDocument();
    expect(screen.getByLabelText('ID (SSN)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });

  it('keeps a general heading and the form when the assessment is not open', async () => {
    fakeServer.on('emp/getapplyexam.php', {
      status: 403,
      body: { msg: 'This assessment is not open for registration. Please ask the school.' },
    });
    renderExamApp('/apply/7');
    await waitFor(() => expect(fakeServer.requestsTo('emp/getapplyexam.php')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Apply for the assessment' })).toBeInTheDocument();
    expect(screen.getByLabelText('ID (SSN)')).toBeInTheDocument();
  });
});

describe("the apply page's first paint", () => {
  /** Every text the page's first-level heading has shown, and the document's direction when the form first showed. */
  function watchThePage() {
    const headings: string[] = [];
    let directionWhenTheFormShowed: string | null = null;
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('h1')?.textContent;
      if (heading && heading !== headings.at(-1)) headings.push(heading);
      if (directionWhenTheFormShowed === null && document.querySelector('input')) directionWhenTheFormShowed = document.documentElement.dir;
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return { headings, directionWhenTheFormShowed: () => directionWhenTheFormShowed, stop: () => observer.disconnect() };
  }
  const answeringAfter = (ms: number, data: unknown) => async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return { status: 200, body: { data } };
  };

  it('waits for the assessment and shows its title and direction from the first frame: no general heading, no flip', async () => {
    fakeServer.on('emp/getapplyexam.php', answeringAfter(300, { title: 'اختبار القبول', lang: 'Ar' }));
    const page = watchThePage();
    renderExamApp('/apply/7');
    expect(screen.queryByLabelText('الرقم القومي')).toBeNull();
    expect(await screen.findByLabelText('الرقم القومي')).toBeInTheDocument();
    page.stop();
    expect(page.headings).toEqual(['اختبار القبول']);
    expect(page.directionWhenTheFormShowed()).toBe('rtl');
  });

  it(`shows the form with a general heading after ${FIRST_PAINT_WAIT_MS} ms of a slow server, and the title when it comes`, async () => {
    fakeServer.on('emp/getapplyexam.php', answeringAfter(FIRST_PAINT_WAIT_MS + 700, { title: 'Admission test', lang: 'En' }));
    const page = watchThePage();
    renderExamApp('/apply/7');
    expect(await screen.findByLabelText('ID (SSN)', {}, { timeout: FIRST_PAINT_WAIT_MS + 500 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Apply for the assessment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admission test' }, { timeout: 2000 })).toBeInTheDocument();
    page.stop();
    expect(page.headings).toEqual(['Apply for the assessment', 'Admission test']);
  });
});

describe("the apply page's access code", () => {
  const requiring = (lang: 'En' | 'Ar') =>
    fakeServer.on('emp/getapplyexam.php', {
      status: 200,
      body: { data: { title: lang === 'Ar' ? 'اختبار القبول' : 'Admission test', lang, accessCodeRequired: true } },
    });

  it('asks for the code when the assessment requires one: Required when empty, then sent with the ID', async () => {
    requiring('En');
    fakeServer.on('emp/reg.php', { status: 200, body: { msg: 'Mona Adel', data: HASH } });
    const { user } = renderExamApp('/apply/7');
    const code = await screen.findByLabelText('Access code');
    expect(screen.getByText('The code printed on your admission card.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ID (SSN)'), SSN);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(fakeServer.requestsTo('emp/reg.php')).toHaveLength(0);

    await user.type(code, ' hjkm2345 ');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(fakeServer.requestsTo('emp/reg.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('emp/reg.php')[0].data).toEqual({ exam_id: '7', ssn: SSN, access_code: 'hjkm2345' });
  });

  it("shows the server's refusal of a wrong code and names no one", async () => {
    requiring('En');
    const refusal = 'The ID or the access code is not right. Check both against your admission card, or ask the exam room staff.';
    fakeServer.on('emp/reg.php', { status: 401, body: { msg: refusal } });
    const { user } = renderExamApp('/apply/7');
    await user.type(await screen.findByLabelText('Access code'), 'AAAA2222');
    await user.type(screen.getByLabelText('ID (SSN)'), SSN);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(openDialog()).toHaveTextContent(refusal));
    expect(openDialog()).not.toHaveTextContent('Are you');
  });

  it('an Arabic assessment labels it in Arabic too, right to left; the code itself is typed left to right', async () => {
    requiring('Ar');
    const { container } = renderExamApp('/apply/7');
    const code = await screen.findByLabelText('رمز الدخول');
    expect(screen.getByText('الرمز المطبوع على بطاقة الدخول الخاصة بك.')).toBeInTheDocument();
    expect(container.querySelector('div[dir="rtl"]')).not.toBeNull();
    expect(code).toHaveAttribute('dir', 'ltr');
  });

  it('is not shown, and nothing extra is sent, when the assessment does not require codes (SPEC §2)', async () => {
    fakeServer.on('emp/getapplyexam.php', {
      status: 200,
      body: { data: { title: 'Admission test', lang: 'En', accessCodeRequired: false } },
    });
    fakeServer.on('emp/reg.php', { status: 200, body: { msg: 'Mona Adel', data: HASH } });
    await register(SSN);
    expect(await screen.findByRole('heading', { name: 'Admission test' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Access code')).not.toBeInTheDocument();
    await waitFor(() => expect(fakeServer.requestsTo('emp/reg.php')).toHaveLength(1));
    expect(fakeServer.requestsTo('emp/reg.php')[0].data).toEqual({ exam_id: '7', ssn: SSN });
  });
});
