import type { MediaStorageName } from '../../config';
import type { ReleasedFile } from '../media-quotas';

/** A file the cleanup deletes: where its bytes are, what it gives back to its quotas, and whose it was. */
export interface DeletedFile extends ReleasedFile {
  id: string;
  storage: MediaStorageName;
  /** The attempt's id while it exists (an audit row names attempts by id, never by their hash). */
  attemptId?: number;
}

/** The files grouped by their assessment (null: a file from before migration 0027 whose attempt is gone). */
export function byAssessment(files: readonly DeletedFile[]): Map<number | null, DeletedFile[]> {
  const groups = new Map<number | null, DeletedFile[]>();
  for (const file of files) groups.set(file.assessmentId, [...(groups.get(file.assessmentId) ?? []), file]);
  return groups;
}
