import { REMARK_REFUSALS, type RemarkRefusalCode } from '@mizan/shared';
import { HttpError } from '../../errors';

/** A refusal of the applicant's re-mark request: the English sentence and the code the page translates. */
export function remarkRefusal(status: number, code: RemarkRefusalCode): HttpError {
  return new HttpError(status, REMARK_REFUSALS[code], {}, code);
}

/** A refusal of a staff appeal call with its stable code. */
export function appealRefusal(status: number, message: string, code: string): HttpError {
  return new HttpError(status, message, {}, code);
}
