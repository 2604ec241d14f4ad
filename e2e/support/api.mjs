/** The request fingerprint the journeys send: 64 hex characters. */
export const SIGN = 'e7'.repeat(32);

/**
 * One contract call over HTTP, as the client makes it: POST `{ sign, data }`
 * to /api/<path>, with the staff token when given. Answers the status and
 * the parsed body; gives up after `timeoutMs` so a hanging server fails the
 * test instead of stalling it.
 */
export async function callApi(baseUrl, apiPath, data, { token, timeoutMs = 30_000 } = {}) {
  const response = await fetch(`${baseUrl}/api/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ sign: SIGN, data }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

export async function signInApi(baseUrl, user, pass) {
  const login = await callApi(baseUrl, 'auth/login.php', { user, pass });
  if (login.status !== 200) throw new Error(`Sign-in as ${user} failed: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.data;
}

/** An account an administrator added chooses its own password (auth/choosepassword.php) and is signed in: answers the token. */
export async function choosePasswordApi(baseUrl, user, given, chosen) {
  const chosenAnswer = await callApi(baseUrl, 'auth/choosepassword.php', { user, pass: given, newPassword: chosen });
  if (chosenAnswer.status !== 200)
    throw new Error(`${user} could not choose a password: ${chosenAnswer.status} ${JSON.stringify(chosenAnswer.body)}`);
  return chosenAnswer.body.data;
}

/** The id of the seeded assessment titled `title`. */
export async function assessmentIdByTitle(baseUrl, token, title) {
  const exams = await callApi(baseUrl, 'admin/getexams.php', '1', { token });
  const exam = exams.body.data.find((candidate) => candidate.title === title);
  if (!exam) throw new Error(`No assessment titled "${title}".`);
  return exam.id;
}

/**
 * A seeded applicant (the last of the list, or `index` from the end) with
 * their whole national ID: lists send it masked, so it is revealed through
 * admin/revealapplicant.php (audited), as staff would.
 */
export async function seededApplicant(baseUrl, token, index = 0) {
  const list = await fetch(`${baseUrl}/api/admin/getapplicant.php`, { headers: { authorization: `Bearer ${token}` } });
  const applicants = (await list.json()).data.applicants;
  const applicant = applicants[applicants.length - 1 - index];
  const revealed = await callApi(baseUrl, 'admin/revealapplicant.php', { applicant_id: applicant.id, field: 'ssn' }, { token });
  if (revealed.status !== 200) throw new Error(`Reveal failed: ${revealed.status} ${JSON.stringify(revealed.body)}`);
  return { ...applicant, ssn: revealed.body.data.value };
}

/** Registers a seeded applicant (see seededApplicant) for an assessment; answers the attempt hash. */
export async function registerSeededApplicant(baseUrl, token, examId, index = 0) {
  const { ssn } = await seededApplicant(baseUrl, token, index);
  const registered = await callApi(baseUrl, 'emp/reg.php', { exam_id: examId, ssn });
  if (registered.status !== 200) throw new Error(`Registration failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  return registered.body.data;
}

/**
 * A browser context that is the browser these calls registered from: an
 * attempt is bound to its registering browser's fingerprint (sessionStorage
 * 'fingerprint'), so the exam page must send the same SIGN.
 */
export async function applicantContext(browser) {
  const context = await browser.newContext();
  await context.addInitScript((sign) => sessionStorage.setItem('fingerprint', sign), SIGN);
  return context;
}
