import { api, store } from '@mizan/shared/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShellAt } from '../test-support/render-shell';
import { ADMIN_FLAGS, GRADER_FLAGS, TEACHER_FLAGS, signInAs } from '../test-support/session';

jest.setTimeout(20_000);

const PRINT_LINKS = [
  ['Final (Print)', '/print/p'],
  ['Enrollments per school', '/print/enrolled'],
  ['All male Students (Print)', '/print/m'],
  ['All female students (Print)', '/print/f'],
] as const;

function menu() {
  return within(screen.getByRole('menu', { name: 'Main menu' }));
}

function menuLabels(): string[] {
  return menu()
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim() ?? '');
}

describe('the side menu', () => {
  it('shows an administrator every item, the print links opening in a new tab, and Logout', () => {
    signInAs(ADMIN_FLAGS, { name: 'Amal Haddad' });
    renderShellAt('/dashboard/privacy');
    expect(menuLabels()).toEqual([
      'Assessments',
      'Question bank',
      'Taken Assessments',
      'Students',
      'Admissions',
      'User Management',
      ...PRINT_LINKS.map(([label]) => label),
      'Statistics (Print)',
      'Reports in Arabic',
      'Logout',
    ]);
    for (const [label, href] of [...PRINT_LINKS, ['Statistics (Print)', '/print/st'] as const]) {
      const link = menu().getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
    expect(screen.getByRole('banner')).toHaveTextContent('Mizan');
    expect(screen.getByRole('banner')).toHaveTextContent('Amal Haddad');
  });

  it('shows a teacher (exam, ans) Assessments, Question bank, Taken Assessments, Students and Logout only', () => {
    signInAs(TEACHER_FLAGS, { name: 'Omar Teacher', role: 2 });
    renderShellAt('/dashboard/privacy');
    expect(menuLabels()).toEqual(['Assessments', 'Question bank', 'Taken Assessments', 'Students', 'Logout']);
    expect(screen.queryByRole('link', { name: 'Final (Print)' })).not.toBeInTheDocument();
  });

  it('shows an exam grader (ans) Taken Assessments, Students and Logout only', () => {
    signInAs(GRADER_FLAGS, { name: 'Huda Grader', role: 3 });
    renderShellAt('/dashboard/privacy');
    expect(menuLabels()).toEqual(['Taken Assessments', 'Students', 'Logout']);
  });

  it('shows Statistics (Print) with the st flag alone, without the other print links', () => {
    signInAs(['st']);
    renderShellAt('/dashboard/privacy');
    expect(menuLabels()).toEqual(['Students', 'Statistics (Print)', 'Reports in Arabic', 'Logout']);
  });

  it('offers every report the flags allow in Arabic, by its Arabic name, opening ?lang=ar in a new tab', async () => {
    signInAs(ADMIN_FLAGS);
    renderShellAt('/dashboard/privacy');
    await userEvent.click(menu().getByRole('menuitem', { name: /Reports in Arabic/ }));
    for (const [label, href] of [
      ['النتائج النهائية (طباعة)', '/print/p?lang=ar'],
      ['الالتحاق حسب المدرسة', '/print/enrolled?lang=ar'],
      ['جميع الطلاب (طباعة)', '/print/m?lang=ar'],
      ['جميع الطالبات (طباعة)', '/print/f?lang=ar'],
      ['الإحصاءات (طباعة)', '/print/st?lang=ar'],
    ]) {
      const link = await screen.findByRole('link', { name: label });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('lang', 'ar');
      expect(link).toHaveAttribute('dir', 'rtl');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('offers in Arabic only the reports the flags allow: Statistics alone with st', async () => {
    signInAs(['st']);
    renderShellAt('/dashboard/privacy');
    await userEvent.click(menu().getByRole('menuitem', { name: /Reports in Arabic/ }));
    expect(await screen.findByRole('link', { name: 'الإحصاءات (طباعة)' })).toHaveAttribute('href', '/print/st?lang=ar');
    expect(screen.queryByRole('link', { name: 'النتائج النهائية (طباعة)' })).not.toBeInTheDocument();
  });

  it('highlights the current page and moves to the page clicked', async () => {
    signInAs(ADMIN_FLAGS);
    renderShellAt('/dashboard/StudentsExams');
    const selected = () => screen.getAllByRole('menuitem').filter((item) => item.classList.contains('ant-menu-item-selected'));
    expect(selected().map((item) => item.textContent)).toEqual(['Taken Assessments']);

    await userEvent.click(menu().getByRole('menuitem', { name: /User Management/ }));
    expect(window.location.pathname).toBe('/dashboard/user');
    await waitFor(() => expect(selected().map((item) => item.textContent)).toEqual(['User Management']));
  });

  it('logs out: tells the server, clears the session, the readable session cookies and local storage', async () => {
    const callApi = jest.spyOn(api, 'call').mockResolvedValue({ msg: 'Signed out' } as never);
    // jsdom cannot navigate; the move to /login is the browser's part.
    const navigationNotImplemented = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signInAs(ADMIN_FLAGS);
    document.cookie = 'quizsession=abc; Path=/';
    document.cookie = 'quizcsrf=proof; Path=/';
    window.localStorage.setItem('assessment-draft', '{"title":"Maths"}');
    renderShellAt('/dashboard/privacy');
    expect(document.cookie).toContain('quizsession=abc');

    await userEvent.click(menu().getByRole('menuitem', { name: /Logout/ }));
    await waitFor(() => expect(store.getState().session.unsignedToken).toBeNull());
    expect(callApi).toHaveBeenCalledWith('logout');
    expect(document.cookie).not.toContain('quizsession=abc');
    expect(document.cookie).not.toContain('quizcsrf=proof');
    expect(window.localStorage.getItem('assessment-draft')).toBeNull();
    callApi.mockRestore();
    navigationNotImplemented.mockRestore();
  });
});
