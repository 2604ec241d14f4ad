import type { Kysely } from 'kysely';
import { SEB_NOT_REQUIRED_MESSAGE, SEB_REFUSAL_CODES } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { writePlist } from './plist';
import { sebRuleOf } from './seb-rules';
import { sebSettings } from './seb-settings';

export const SEB_CONTENT_TYPE = 'application/seb';

export interface SebConfigFile {
  name: string;
  body: string;
}

/**
 * The assessment's .seb file for the site at `base`: its settings
 * (seb-settings.ts) as an unencrypted XML property list, which SEB opens
 * as it is. `requiredOnly`: the applicants' copy exists only while the
 * assessment requires SEB; staff may take it once the setting was saved.
 */
export async function sebConfigFile(
  db: Kysely<Database>,
  assessmentId: number,
  base: string,
  requiredOnly: boolean,
): Promise<SebConfigFile> {
  const rule = await sebRuleOf(db, { examId: assessmentId });
  if (!rule || (requiredOnly && !rule.required)) throw new HttpError(404, SEB_NOT_REQUIRED_MESSAGE, {}, SEB_REFUSAL_CODES.notRequired);
  return {
    name: `assessment-${assessmentId}.seb`,
    body: writePlist(sebSettings({ base, assessmentId, examKeySalt: rule.examKeySalt })),
  };
}
