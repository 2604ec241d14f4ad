import { writeAudit } from '../services/audit';
import { signedIn, type Handlers } from './handler';

export const SIGN_IN_LOCK_LIFTED = 'The sign-in lock was lifted.';
export const NO_SIGN_IN_LOCK = 'There was no sign-in lock to lift.';

export const signInLockHandlers = {
  /**
   * `admin/unlocklogin.php` (ours): staff with User Management clear an
   * account's failed sign-ins and/or an address's, so a teacher who mistyped
   * on exam morning need not wait 15 minutes. Written to audit_log either way.
   */
  unlockSignIn: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    const lifted = await services.signInLimits.lift(data);
    await writeAudit(services.db, {
      actorUserId: actor.user.id,
      action: 'signin.unlock',
      subjectType: data.username ? 'user' : 'address',
      subjectId: data.username ?? data.ip ?? null,
      details: { username: data.username ?? null, ip: data.ip ?? null, lifted },
    });
    return { msg: lifted ? SIGN_IN_LOCK_LIFTED : NO_SIGN_IN_LOCK };
  },
} satisfies Pick<Handlers, 'unlockSignIn'>;
