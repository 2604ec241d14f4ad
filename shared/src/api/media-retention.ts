/**
 * The retention rule (ours; docs/media.md, "Deletion"): with
 * MEDIA_RETENTION_DAYS set, an applicant's uploaded files are deleted that
 * many days after their result was released. The file's link then answers
 * 410 with this sentence, and the screens that show the answer say it
 * instead of a broken link.
 */
export function mediaDeletedUnderRetentionMessage(deletedAt: string): string {
  return `This file was deleted on ${deletedAt.slice(0, 10)} under the school's retention rule: applicants' uploaded files are deleted a set number of days after their results are released.`;
}
