import type { PermissionFlag } from './permissions';

/** A staff account as the users screen lists it. */
export interface User {
  id: number;
  displayname: string;
  userName: string;
  role_id: number;
  flags: PermissionFlag[];
}

/** Body of `postusers` (SPEC §3 "User"). */
export interface NewUser {
  displayname: string;
  userName: string;
  role_id: number;
  password: string;
}

/** Body of `putusers`: UserId plus whatever changes; a password resets it. */
export interface UserChanges {
  UserId: number;
  displayname?: string;
  role_id?: number;
  flags?: PermissionFlag[];
  password?: string;
}
