import { AppProviders } from '@mizan/shared/browser';
import { render } from '@testing-library/react';
import { ShellApp } from '../ShellApp';

/** Open the shell at an address, as a visitor typing it in would. */
export function renderShellAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <AppProviders>
      <ShellApp />
    </AppProviders>,
  );
}
