import { act, fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Picks the option titled `label` in the antd Select named `name`, with the mouse. */
export async function pickOption(user: UserEvent, name: string, label: string): Promise<void> {
  await user.click(screen.getByRole('combobox', { name }));
  const option = document.querySelector(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`);
  if (!option) throw new Error(`No option ${label} in ${name}`);
  await user.click(option);
}

/**
 * Picks the `position`-th option (1-based) of the antd Select named `name`
 * with the keyboard only: focus, ArrowDown opens on the first option, more
 * ArrowDowns move on, Enter picks. Sent with keyCode because antd's select
 * reads `which`, which user-event does not set.
 */
export async function pickOptionByKeyboard(name: string, position: number): Promise<void> {
  const box = screen.getByRole('combobox', { name });
  act(() => box.focus());
  const key = (key: string, keyCode: number) => fireEvent.keyDown(box, { key, code: key, keyCode, which: keyCode });
  key('ArrowDown', 40);
  for (let step = 1; step < position; step += 1) key('ArrowDown', 40);
  key('Enter', 13);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
