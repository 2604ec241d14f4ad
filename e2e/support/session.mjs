/** Sign in through the login page the way a person does. */
export async function signIn(page, baseUrl, user, password) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username or e-mail').fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A fresh desktop browser context signed in as `user`, opened at `address` (a staff member of their own). */
export async function staffPageAt(browser, baseUrl, user, password, address) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await signIn(page, baseUrl, user, password);
  await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
  await page.goto(`${baseUrl}${address}`);
  return page;
}

/**
 * On the sign-in page after signing in with a password an administrator set:
 * 'Choose your password' asks for the person's own, twice.
 */
export async function chooseOwnPassword(page, newPassword) {
  await page.getByRole('heading', { name: 'Choose your password' }).waitFor();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password again', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
}

export async function signOut(page) {
  // The app clears its session (its router shows /login at once), then loads /login afresh: wait for that load,
  // or the caller's next page.goto is interrupted by it.
  const loginLoaded = page.waitForResponse(
    (response) => response.request().resourceType() === 'document' && new URL(response.url()).pathname === '/login',
  );
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await loginLoaded;
  await page.waitForLoadState('load');
  await page.waitForURL(/\/login$/);
}

/** The labels of the side menu's items, in order. */
export async function menuLabels(page) {
  const items = page.locator('nav').getByRole('menuitem');
  await items.first().waitFor();
  return (await items.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}
