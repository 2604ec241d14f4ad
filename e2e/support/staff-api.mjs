/**
 * Staff's contract calls for a journey that makes its own assessments:
 * signed in as admin, and every call must answer 200.
 */
import assert from 'node:assert/strict';
import { ADMIN_PASSWORD } from './mizan-server.mjs';

const SIGN = 'ef'.repeat(32);

/** Signs in as admin at `baseUrl`; answers the token, `api(path, data)` and `publishedAssessment(fields, questions)`. */
export async function staffApi(baseUrl) {
  const login = await fetch(`${baseUrl}/api/auth/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sign: SIGN, data: { user: 'admin', pass: ADMIN_PASSWORD } }),
  });
  const token = (await login.json()).data;

  async function api(apiPath, data) {
    const response = await fetch(`${baseUrl}/api/${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ sign: SIGN, data }),
    });
    const body = await response.json();
    assert.equal(response.status, 200, `${apiPath}: ${JSON.stringify(body)}`);
    return body;
  }

  /** A new published assessment made of `questions` (full, with keys), as staff make one. */
  async function publishedAssessment(fields, questions) {
    const added = await api('admin/addexam.php', { grade: 'Grade 10', type: 'Admission', nooftrials: 1, ...fields, questions });
    await api('admin/publishassessment.php', { id: added.data.id });
    return added.data.id;
  }

  return { token, api, publishedAssessment };
}
