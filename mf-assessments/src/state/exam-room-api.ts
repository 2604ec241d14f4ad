import type { AnswerOf, ExamRoom, RoomAttempt } from '@mizan/shared';
import { toCallFailure, type CallFailure } from '@mizan/shared/browser';
import { FRESH_ON_OPEN, LIST, assessmentsData } from './assessments-data';

/** How often the room is read again (one statement on the server for the whole room). */
export const ROOM_REFRESH_MS = 5_000;

export type RoomActionKind = 'extend' | 'reopen' | 'trial' | 'move' | 'submit';

export interface RoomActionRequest {
  kind: RoomActionKind;
  examId: number;
  attempts: readonly RoomAttempt[];
  /** For extend and reopen. */
  minutes: number;
  reason: string;
}

export interface RoomActionOutcome {
  /** The server's sentence for the last attempt done. */
  lastMessage: string;
  done: number;
  /** 'Name: the server's sentence' for each attempt refused. */
  refused: string[];
}

/** The contract call of one action on one attempt. */
function actionCall(kind: RoomActionKind, attempt: RoomAttempt, { examId, minutes, reason }: RoomActionRequest) {
  switch (kind) {
    case 'extend':
      return { call: 'extendAttempt', data: { attemptId: attempt.id, minutes, reason } } as const;
    case 'reopen':
      return { call: 'reopenAttempt', data: { attemptId: attempt.id, minutes, reason } } as const;
    case 'trial':
      return { call: 'addTrial', data: { applicantId: attempt.applicantId, examId, reason } } as const;
    case 'move':
      return { call: 'moveAttempt', data: { attemptId: attempt.id, reason } } as const;
    case 'submit':
      return { call: 'submitAttempt', data: { attemptId: attempt.id, reason } } as const;
  }
}

/** The exam-day control room of one assessment (admin/examroom.php) and the proctor's actions on its attempts. */
export const examRoomApi = assessmentsData.injectEndpoints({
  endpoints: (build) => ({
    examRoom: build.query<ExamRoom, number>({
      query: (examId) => ({ call: 'examRoom', data: { id: examId } }),
      transformResponse: (answer: AnswerOf<'examRoom'>) => answer.data,
      providesTags: (_room, _failure, examId) => [{ type: 'ExamRoom', id: examId }],
    }),
    /** One action on the selected attempts, attempt by attempt: those refused are listed, the others go on; then the room is read again. */
    roomAction: build.mutation<RoomActionOutcome, RoomActionRequest>({
      async queryFn(request, _api, _extra, baseQuery) {
        const outcome: RoomActionOutcome = { lastMessage: '', done: 0, refused: [] };
        for (const attempt of request.attempts) {
          const result = await baseQuery(actionCall(request.kind, attempt, request));
          if (result.error) {
            outcome.refused.push(`${attempt.name}: ${result.error.message}`);
          } else {
            outcome.lastMessage = (result.data as { msg: string }).msg;
            outcome.done += 1;
          }
        }
        return { data: outcome };
      },
      invalidatesTags: (_outcome, _failure, { examId }) => [
        { type: 'ExamRoom', id: examId },
        { type: 'Submission', id: LIST },
        { type: 'Submission', id: `exam:${examId}` },
        { type: 'ItemAnalysis', id: examId },
      ],
    }),
  }),
});

export const { useRoomActionMutation } = examRoomApi;

export interface PolledRoom {
  room: ExamRoom | null;
  /** The last read failed (the room shown is the one before); it stays until a read succeeds. */
  failure: CallFailure | null;
  loading: boolean;
  /** Read now (after an action). */
  refresh: () => void;
}

/**
 * The room, read when the page opens and again every `everyMs` after each
 * answer (never two reads at once), without reloading the page. A failed
 * read keeps the last room on screen and says so.
 */
export function usePolledRoom(examId: number, everyMs = ROOM_REFRESH_MS): PolledRoom {
  const read = examRoomApi.useExamRoomQuery(examId, { ...FRESH_ON_OPEN, pollingInterval: everyMs });
  return {
    room: read.data ?? null,
    failure: read.error === undefined ? null : toCallFailure(read.error),
    loading: read.isLoading,
    refresh: () => void read.refetch(),
  };
}
