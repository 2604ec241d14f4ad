import type { CallName } from './contract';

/**
 * The calls the pages open without a session make (apply, take, autosave,
 * submit, see the result; and the staff's sign-in, whose form mf_exam hosts
 * too), each with its method and wire path, as a plain table: the
 * applicant's client (applicant-client.ts) reads it instead of the contract,
 * whose zod schemas the applicant's phone then never loads. The server still
 * validates every request against the contract; a test checks this table
 * against it.
 */
export const APPLICANT_CALLS = {
  applyOptions: { method: 'GET', path: 'emp/getpositions.php' },
  applyExam: { method: 'POST', path: 'emp/getapplyexam.php' },
  registerForExam: { method: 'POST', path: 'emp/reg.php' },
  studentExam: { method: 'POST', path: 'admin/getstudentexam.php' },
  saveAnswer: { method: 'POST', path: 'student/saveanswer.php' },
  submitExam: { method: 'POST', path: 'student/submitexam.php' },
  enterProctorPin: { method: 'POST', path: 'student/proctorpin.php' },
  sendSignals: { method: 'POST', path: 'student/signal.php' },
  examResult: { method: 'POST', path: 'student/getresult.php' },
  deviceCheckPlan: { method: 'POST', path: 'emp/devicecheckplan.php' },
  reportDeviceCheck: { method: 'POST', path: 'emp/devicecheck.php' },
  requestRemark: { method: 'POST', path: 'student/requestremark.php' },
  familyStatus: { method: 'POST', path: 'emp/status.php' },
  respondToOffer: { method: 'POST', path: 'emp/respondoffer.php' },
  findResult: { method: 'POST', path: 'emp/findresult.php' },
  sendFindCode: { method: 'POST', path: 'emp/sendcode.php' },
  login: { method: 'POST', path: 'auth/login.php' },
  choosePassword: { method: 'POST', path: 'auth/choosepassword.php' },
} as const satisfies Partial<Record<CallName, { method: 'GET' | 'POST'; path: string }>>;

export type ApplicantCallName = keyof typeof APPLICANT_CALLS;
