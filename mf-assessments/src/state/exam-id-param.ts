/**
 * The assessment id of the grading cockpit's, the item analysis' or the
 * control room's address ('12' of /dashboard/grading/12), or null.
 */
export function examIdParam(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
}
