/**
 * The fake Mizan API of this app's tests: the shared FakeApiServer (the real
 * API client runs, only its transport is faked). The export download, which
 * goes through axios directly, is answered by the same fake.
 */
import { FakeApiServer, sharedBrowserOn } from '@mizan/shared/testing';

export type { FakeReply, SeenRequest } from '@mizan/shared/testing';

export const fakeServer = new FakeApiServer();

/** The module '@mizan/shared/browser' as the tests see it: everything real, `api` on the fake server. */
export function mockedSharedBrowser() {
  return sharedBrowserOn(fakeServer, { answerPlainAxios: true });
}
