import { safeExamBrowserRawCalls, type AnswerOf, type RequestOf, type SebSettings } from '@mizan/shared';
import { downloadStaffFile } from '@mizan/shared/browser';
import { assessmentsData } from './assessments-data';

/** Safe Exam Browser (contract-safe-exam-browser.ts): whether each assessment requires it, and the Browser Exam Keys allowed. */
const sebData = assessmentsData.enhanceEndpoints({ addTagTypes: ['SebSettings'] });

export const safeExamBrowserApi = sebData.injectEndpoints({
  endpoints: (build) => ({
    sebSettings: build.query<SebSettings, number>({
      query: (id) => ({ call: 'getSebSettings', data: { id } }),
      transformResponse: (answer: AnswerOf<'getSebSettings'>) => answer.data,
      providesTags: (_settings, _failure, id) => [{ type: 'SebSettings', id }],
    }),
    setSebSettings: build.mutation<AnswerOf<'setSebSettings'>, RequestOf<'setSebSettings'>>({
      query: (data) => ({ call: 'setSebSettings', data }),
      invalidatesTags: (_answer, _failure, { id }) => [{ type: 'SebSettings', id: Number(id) }],
    }),
  }),
});

export const { useSebSettingsQuery, useSetSebSettingsMutation } = safeExamBrowserApi;

/** The assessment's .seb file saved as a download (admin/getsebconfig.php). */
export async function downloadSebConfig(id: number): Promise<string> {
  const file = await downloadStaffFile(
    safeExamBrowserRawCalls.getSebConfig.path,
    { id: String(id) },
    `assessment-${id}.seb`,
    'The Safe Exam Browser file could not be made.',
  );
  return file.name;
}
