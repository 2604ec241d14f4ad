/**
 * Journey: sign in wrong then right, the admin's and a teacher's
 * menus, adding a user, signing in as that user, logging out, the route
 * guard, and a remote that is down while the rest keeps working.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, screenshotPath } from './support/browser.mjs';
import { expectNoSeriousAxeViolations } from './support/axe.mjs';
import { ADMIN_PASSWORD, startMizan } from './support/mizan-server.mjs';
import { chooseOwnPassword, menuLabels, signIn, signOut } from './support/session.mjs';

describe('foundation: sign-in, menus, user management', () => {
  let mizan;
  let browser;
  let page;

  before(async () => {
    mizan = await startMizan();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  });

  after(async () => {
    await browser?.close();
    await mizan?.stop();
  });

  it('sends a signed-out visitor from /dashboard/user to /login', async () => {
    await page.goto(`${mizan.url}/dashboard/user`);
    await page.waitForURL(/\/login$/);
    await page.getByText('Please sign in').waitFor();
    await expectNoSeriousAxeViolations(page, 'the login page');
  });

  it('shows the SPEC messages while typing and on a wrong password', async () => {
    await page.getByLabel('Username or e-mail').fill('ad');
    await page.getByText('Must be greater than 2 characters').waitFor();
    await page.getByLabel('Username or e-mail').fill('admin');
    await page.getByText('Looks good!').first().waitFor();
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Wrong Username Or Password').waitFor();
    await page.screenshot({ path: screenshotPath('login-wrong-password') });
    assert.match(page.url(), /\/login$/);
  });

  it('lands an admin on the applicants route with every menu item', async () => {
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard\/Applicants$/);
    const labels = await menuLabels(page);
    for (const label of [
      'Assessments',
      'Taken Assessments',
      'Students',
      'User Management',
      'Final (Print)',
      'Enrollments per school',
      'All male Students (Print)',
      'All female students (Print)',
      'Statistics (Print)',
      'Logout',
    ]) {
      assert.ok(labels.includes(label), `the admin's menu lacks "${label}": ${labels.join(', ')}`);
    }
    await expectNoSeriousAxeViolations(page, 'the applicants table (admin landing)');
    await page.screenshot({ path: screenshotPath('admin-landing') });
  });

  it('adds a teacher through User Management', async () => {
    await page.getByRole('menuitem', { name: 'User Management' }).click();
    await page.waitForURL(/\/dashboard\/user$/);
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog');
    const generated = await dialog.getByLabel('Password', { exact: true }).inputValue();
    assert.equal(generated.length, 12, 'the Add User form prefills a 12-character password');
    await dialog.getByLabel('Display name').fill('Salma Teacher');
    await dialog.getByLabel('Username').fill('salma');
    await dialog.getByLabel('Role').click();
    await page.locator('.ant-select-item-option[title="Teacher"]').click();
    await dialog.getByLabel('Password', { exact: true }).fill('salma-pass-2026');
    await expectNoSeriousAxeViolations(page, 'the Add User dialog');
    await page.screenshot({ path: screenshotPath('add-user-modal') });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await page.getByRole('cell', { name: 'Salma Teacher', exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    assert.ok(await page.getByRole('row', { name: /Salma Teacher.*salma.*Teacher/ }).isVisible());
    await expectNoSeriousAxeViolations(page, 'the users table');
    await page.screenshot({ path: screenshotPath('users-table') });
  });

  it('logs out, and the new teacher chooses her own password at her first sign-in, to a teacher menu', async () => {
    await signOut(page);
    await signIn(page, mizan.url, 'salma', 'salma-pass-2026');
    await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
    await expectNoSeriousAxeViolations(page, "the first sign-in's Choose your password");
    await page.screenshot({ path: screenshotPath('choose-your-password') });
    await chooseOwnPassword(page, 'salma-own-2026');
    await page.waitForURL(/\/dashboard\/Applicants$/);
    const labels = await menuLabels(page);
    assert.deepEqual(
      labels.filter((label) => label !== 'Logout'),
      ['Assessments', 'Question bank', 'Taken Assessments', 'Students'],
    );
    await page.screenshot({ path: screenshotPath('teacher-landing') });
  });

  it('tells a teacher who types /dashboard/user that user management is not theirs, and keeps them signed in', async () => {
    await page.goto(`${mizan.url}/dashboard/user`);
    await page.getByText('You do not have access to this page').waitFor();
    await page.getByText('User Management', { exact: false }).first().waitFor();
    assert.equal(await page.getByRole('button', { name: 'Add User' }).count(), 0);
    assert.ok((await menuLabels(page)).includes('Students'), 'still signed in');
  });

  it('gives someone opening /login the small sign-in page (no staff code), and someone signed in the applicants table', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const phone = await context.newPage();
      const scripts = [];
      phone.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
      });
      await phone.goto(`${mizan.url}/login`);
      await phone.getByRole('heading', { name: 'Please sign in' }).waitFor();
      assert.equal(await phone.title(), 'Please sign in — Mizan');
      await expectNoSeriousAxeViolations(phone, 'the sign-in page on its own');
      await phone.screenshot({ path: screenshotPath('login-page-phone') });
      assert.ok(scripts.length > 0);
      assert.deepEqual(
        scripts.filter((file) => !file.startsWith('/remotes/mf_exam/')),
        [],
        'the sign-in page loads mf_exam files only',
      );
      await signIn(phone, mizan.url, 'admin', ADMIN_PASSWORD);
      await phone.waitForURL(/\/dashboard\/Applicants$/);
      await phone.goto(`${mizan.url}/login`);
      await phone.waitForURL(/\/dashboard\/Applicants$/);
    } finally {
      await context.close();
    }
  });

  it('after logout, /dashboard/user goes to /login again', async () => {
    await page.goto(`${mizan.url}/dashboard/Applicants`);
    await signOut(page);
    // The shell sends a signed-out visitor on to /login while the page is still loading.
    await page.goto(`${mizan.url}/dashboard/user`, { waitUntil: 'commit' });
    await page.waitForURL(/\/login$/);
  });

  it('keeps working when a remote is down, and Try again loads it once it is back', async () => {
    // Down from the first page load on: nothing of mf_users reaches the browser before the menu item is clicked.
    await page.route('**/remotes/mf_users/**', (route) => route.abort());
    await signIn(page, mizan.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/Applicants$/);
    await page.getByRole('menuitem', { name: 'User Management' }).click();
    await page.waitForURL(/\/dashboard\/user$/);
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    assert.ok((await menuLabels(page)).includes('Logout'), 'the sidebar stays while a remote is down');
    await page.screenshot({ path: screenshotPath('remote-down') });
    await page.unroute('**/remotes/mf_users/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Add User' }).waitFor();
  });
});
