/** An entry of a select field's list (schools, positions, roles). */
export interface LookupItem {
  id: number;
  name: string;
}

/** A teacher as the Assigned Reviewers select shows it (SPEC §3 selectedteachers). */
export interface Teacher {
  id: number;
  displayname: string;
}
