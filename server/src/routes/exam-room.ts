import { ROOM_SUBMITTED, roomExtendedMessage, roomReopenedMessage, roomTrialAddedMessage, type ExamRoomCallName } from '@mizan/shared';
import { addTrial, extendAttempt, reopenAttempt, submitAttemptNow } from '../services/exam-room/attempt-actions';
import { readExamRoom } from '../services/exam-room/room-read';
import { signedIn, type Handlers } from './handler';

/** The control room's calls (shared/src/api/contract-exam-room.ts); admin/moveattempt.php is in access-codes.ts. */
export const examRoomHandlers = {
  examRoom: async ({ data, caller, services }) => ({
    data: await readExamRoom(services.db, services.clock, signedIn(caller), data.id, services.config.roomThresholds),
  }),

  extendAttempt: async ({ data, caller, services }) => {
    await extendAttempt(services.db, services.clock, signedIn(caller), data);
    return { msg: roomExtendedMessage(data.minutes) };
  },

  reopenAttempt: async ({ data, caller, services }) => {
    await reopenAttempt(services.db, services.clock, signedIn(caller), data);
    return { msg: roomReopenedMessage(data.minutes) };
  },

  addTrial: async ({ data, caller, services }) => ({ msg: roomTrialAddedMessage(await addTrial(services.db, signedIn(caller), data)) }),

  submitAttempt: async ({ data, caller, services }) => {
    await submitAttemptNow(services.db, services.clock, signedIn(caller), data);
    return { msg: ROOM_SUBMITTED };
  },
} satisfies Pick<Handlers, ExamRoomCallName>;
