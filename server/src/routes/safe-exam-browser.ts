import type { SafeExamBrowserCallName } from '@mizan/shared';
import { getSebSettings, setSebSettings } from '../services/safe-exam-browser/seb-settings-calls';
import { siteBase } from '../services/safe-exam-browser/request-urls';
import type { AppServices } from '../app-services';
import { signedIn, type Handlers } from './handler';

/** PUBLIC_URL: the site's address as applicants reach it. */
const publicUrlOf = (services: AppServices) => services.config.messaging?.publicUrl ?? null;

/**
 * Safe Exam Browser's settings calls (shared/src/api/contract-safe-exam-browser.ts). The .seb files:
 * safe-exam-browser-files.ts; the check of applicant pages and calls: services/safe-exam-browser/seb-check.ts.
 */
export const safeExamBrowserHandlers = {
  getSebSettings: async ({ data, caller, request, services }) => ({
    data: await getSebSettings(services.db, signedIn(caller), data.id, siteBase(request, publicUrlOf(services))),
  }),

  setSebSettings: async ({ data, caller, request, services }) => {
    const answer = await setSebSettings(services.db, signedIn(caller), data, siteBase(request, publicUrlOf(services)));
    services.recentStartGates.forget(data.id);
    return answer;
  },
} satisfies Pick<Handlers, SafeExamBrowserCallName>;
