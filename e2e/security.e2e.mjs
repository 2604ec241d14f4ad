/**
 * Rich text carrying <script>, event handlers or javascript: URLs
 * is stored inert and shown inert. An assessment full of such payloads is
 * saved through the API, then opened in Chromium in the staff preview and on
 * the applicant's exam page: no script runs (a window flag never set, no
 * dialog), no javascript: URL reaches an href or src, and the typed markup
 * shows as the characters it is.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { applicantContext, assessmentIdByTitle, callApi, registerSeededApplicant, signInApi } from './support/api.mjs';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { signIn } from './support/session.mjs';

const SCRIPT_TEXT = "<script>window.__mizanXss = 'script'; alert('script')</script>";
const HANDLER_TEXT = "<img src=x onerror=\"window.__mizanXss = 'onerror'; alert('onerror')\">";
const JAVASCRIPT_URL = "javascript:window.__mizanXss='url';alert('url')";
const ALT_BREAKOUT = '" onerror="window.__mizanXss=\'alt\'';

const paragraph = (text) => ({ type: 'paragraph', children: [{ text }] });

/** The demo's True/False and MCQ questions with every text replaced by a payload, and a picture at `imageUrl`. */
function poisoned(questions, imageUrl) {
  const trueOrFalse = questions.find((question) => question.type === 'TrueOrFalse');
  const choice = questions.find((question) => question.type === 'MCQ');
  return [
    {
      ...trueOrFalse,
      header: [
        paragraph(SCRIPT_TEXT),
        { type: 'image', url: imageUrl, alt: ALT_BREAKOUT, children: [{ text: '' }] },
        paragraph(HANDLER_TEXT),
      ],
      headertxt: `${SCRIPT_TEXT} ${HANDLER_TEXT}`,
    },
    {
      ...choice,
      header: [paragraph(HANDLER_TEXT)],
      headertxt: HANDLER_TEXT,
      options: choice.options.map((option, index) => ({
        ...option,
        option: [paragraph(index === 0 ? SCRIPT_TEXT : index === 1 ? HANDLER_TEXT : `${JAVASCRIPT_URL} ${index}`)],
      })),
    },
  ];
}

/** Fails when the page ran any of the payloads or carries a javascript: URL. */
async function assertInert(page, dialogs, where) {
  assert.equal(await page.evaluate(() => window.__mizanXss), undefined, `no payload ran on the ${where}`);
  assert.deepEqual(dialogs, [], `no dialog opened on the ${where}`);
  const javascriptUrls = await page.evaluate(() =>
    [...document.querySelectorAll('[href], [src], [action], [formaction]')]
      .flatMap((element) => ['href', 'src', 'action', 'formaction'].map((name) => element.getAttribute(name) ?? ''))
      .filter((value) => /^\s*javascript:/i.test(value)),
  );
  assert.deepEqual(javascriptUrls, [], `no javascript: URL on the ${where}`);
  const handlers = await page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => /^on/i.test(name))),
  );
  assert.deepEqual(handlers, [], `no inline event handler on the ${where}`);
}

describe('rich text with script is stored and shown inert', () => {
  let server;
  let browser;
  before(async () => {
    server = await startMizan();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('in the staff preview and on the applicant exam page', async () => {
    const token = await signInApi(server.url, 'admin', ADMIN_PASSWORD);
    const demoId = await assessmentIdByTitle(server.url, token, 'Demo: General Admission Test');
    const demo = await callApi(server.url, 'admin/getexam.php', { id: demoId }, { token });
    const now = Date.now();
    const assessment = (imageUrl) => ({
      name: `${SCRIPT_TEXT} Security drill`,
      lang: 'En',
      startdate: new Date(now - 86_400_000).toISOString(),
      enddate: new Date(now + 86_400_000).toISOString(),
      nooftrials: 1,
      istimed: 0,
      duration: null,
      grade: 'Grade 10',
      type: 'Admission',
      selectedgroups: [{ groupname: 'Group A' }],
      selectedteachers: [],
      questions: poisoned(demo.body.data.questions, imageUrl),
    });

    // A javascript: picture address is refused outright, and nothing is saved.
    const listed = await callApi(server.url, 'admin/getexams.php', '1', { token });
    const refused = await callApi(server.url, 'admin/addexam.php', assessment(JAVASCRIPT_URL), { token });
    assert.equal(refused.status, 400);
    assert.match(refused.body.msg, /Image address is not allowed/);
    assert.equal((await callApi(server.url, 'admin/getexams.php', '1', { token })).body.data.length, listed.body.data.length);

    const added = await callApi(server.url, 'admin/addexam.php', assessment('/favicon.ico'), { token });
    assert.equal(added.status, 200, JSON.stringify(added.body));
    const examId = added.body.data.id;

    // Stored as the characters typed: the server neither runs nor rewrites them.
    const stored = await callApi(server.url, 'admin/getexam.php', { id: examId }, { token });
    assert.equal(stored.body.data.questions[0].header[0].children[0].text, SCRIPT_TEXT);
    assert.equal((await callApi(server.url, 'admin/publishassessment.php', { id: examId }, { token })).status, 200);

    // The staff preview and then the applicant's page, in the browser the attempt is registered from.
    const context = await applicantContext(browser);
    const page = await context.newPage();
    const dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await signIn(page, server.url, 'admin', ADMIN_PASSWORD);
    await page.locator('nav').getByRole('menuitem').first().waitFor();
    await page.goto(`${server.url}/assessmentViewComponent?id=${examId}&exammode=examMode`);
    await page.getByText(SCRIPT_TEXT, { exact: true }).first().waitFor();
    await page.getByText(HANDLER_TEXT, { exact: true }).first().waitFor();
    await page.screenshot({ path: screenshotPath('security-staff-preview'), fullPage: true });
    await assertInert(page, dialogs, 'staff preview');

    const hash = await registerSeededApplicant(server.url, token, examId);
    const examPage = await page.goto(`${server.url}/assessment?hash=${hash}`);
    // The page as the built server sends it: a CSP without inline script, no framing, no server banner.
    const headers = examPage.headers();
    assert.match(headers['content-security-policy'], /script-src 'self'(;| )/);
    assert.doesNotMatch(headers['content-security-policy'], /'unsafe-inline'[^;]*;?.*script-src|script-src[^;]*'unsafe-inline'/);
    assert.match(headers['content-security-policy'], /frame-ancestors 'none'/);
    assert.equal(headers.server, undefined);
    assert.equal(headers['x-powered-by'], undefined);
    await page.getByText(SCRIPT_TEXT, { exact: true }).first().waitFor();
    await page.getByRole('checkbox', { name: HANDLER_TEXT, exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('security-exam-page'), fullPage: true });
    await assertInert(page, dialogs, 'exam page');
    await context.close();
  });
});
