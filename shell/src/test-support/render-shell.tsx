import { AppProviders } from '@mizan/shared/browser';
import { act, render } from '@testing-library/react';
import { ShellApp } from '../ShellApp';

/**
 * Open the shell at an address, as a visitor typing it in would, and wait
 * until the screens other than the login page, their own chunk in ShellApp,
 * have loaded.
 */
export async function renderShellAt(path: string) {
  window.history.replaceState(null, '', path);
  const rendered = render(
    <AppProviders>
      <ShellApp />
    </AppProviders>,
  );
  await act(async () => {
    await import('../ShellScreen');
  });
  return rendered;
}
