import type { AppealCallName } from '@mizan/shared';
import { listAppeals } from '../services/appeals/appeal-queue';
import { getAppealWindow, setAppealWindow } from '../services/appeals/appeal-window';
import { requestRemark } from '../services/appeals/remark-request';
import { resolveAppeal } from '../services/appeals/resolve-appeal';
import { signedIn, type Handlers } from './handler';

/** Re-mark requests and their resolution (shared/src/api/contract-appeals.ts; the rules in services/appeals/). */
export const appealHandlers = {
  /** student/requestremark.php: public, checked by the attempt hash like student/getresult.php. */
  requestRemark: async ({ data, services }) => requestRemark(services.db, services.clock, data),

  getAppeals: async ({ data, caller, services }) => ({ data: await listAppeals(services.db, signedIn(caller), data) }),

  resolveAppeal: async ({ data, caller, services }) => resolveAppeal(services.db, services.clock, signedIn(caller), data),

  getAppealWindow: async ({ data, caller, services }) => ({ data: await getAppealWindow(services.db, signedIn(caller), data.id) }),

  setAppealWindow: async ({ data, caller, services }) => setAppealWindow(services.db, signedIn(caller), data),
} satisfies Pick<Handlers, AppealCallName>;
