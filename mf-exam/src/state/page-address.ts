/**
 * The applicant's page moves only by page loads: from the apply form to the
 * exam, and from one exam to the next. Each load starts the exam's request
 * and its code at once (page-start.ts), and the page needs no router.
 * (An object, so a test can watch these: jsdom cannot load a page.)
 */
export const applicantPage = {
  address: (): { pathname: string; search: string } => ({ pathname: window.location.pathname, search: window.location.search }),
  load: (path: string): void => window.location.assign(path),
  reload: (): void => window.location.reload(),
  /** Load `path` in place of this page (Back does not return here). */
  replace: (path: string): void => window.location.replace(path),
};
