/**
 * An admission round for the admissions page's tests, and its calls answered
 * from memory the way the server answers them.
 */
import type { AdmissionRound, DecisionPreview } from '@mizan/shared';
import type { RoundDetails } from '../state/admission-api';
import { fakeServer } from './fake-api';
import { SCHOOLS } from './applicants';

export const DEADLINE = '2027-06-30T15:00:00.000Z';
export const ARABIC_NAME = 'نور الهدى سعيد';

export function sampleRound(): AdmissionRound {
  return {
    id: 4,
    name: 'Grade 10, 2027',
    school_id: null,
    school_name: null,
    offer_deadline: DEADLINE,
    offer_window_hours: 72,
    auto_promote: true,
    seats: [{ school_id: 1, name: SCHOOLS[0].name, seats: 2, held: 2, waitlisted: 1 }],
    counts: { pending: 2, offered: 1, accepted: 1, declined: 0, expired: 0, waitlisted: 1, not_admitted: 0, withdrawn: 0, enrolled: 0 },
  };
}

export function sampleDetails(): RoundDetails {
  const row = (rank: number, name: string, state: RoundDetails['rows'][number]['state'], waitlist: number | null = null) => ({
    applicant_id: 10 + rank,
    name,
    school_id: 1,
    rank,
    total: 100 - rank * 5,
    state,
    waitlist_position: waitlist,
    offer_deadline: state === 'offered' || state === 'accepted' ? DEADLINE : null,
  });
  return {
    round: sampleRound(),
    rows: [
      row(1, 'Salma First', 'accepted'),
      row(2, 'Omar Second', 'offered'),
      row(3, ARABIC_NAME, 'waitlisted', 1),
      row(4, 'Karim Fourth', 'pending'),
      row(5, 'Laila Fifth', 'pending'),
    ],
    changes: [
      {
        id: 1,
        applicant_id: 11,
        name: 'Salma First',
        from_state: 'pending',
        to_state: 'offered',
        from_position: null,
        to_position: null,
        actor: 'staff',
        actor_name: 'Amal Admin',
        reason: '',
        at: '2026-11-01T09:00:00.000Z',
      },
      {
        id: 2,
        applicant_id: 11,
        name: 'Salma First',
        from_state: 'offered',
        to_state: 'accepted',
        from_position: null,
        to_position: null,
        actor: 'family',
        actor_name: null,
        reason: '',
        at: '2026-11-02T09:00:00.000Z',
      },
    ],
  };
}

/** The what-if of offers with a waitlist of 1: Karim joins the waitlist, Laila is not admitted. */
export function offersPreview(previewId = 'preview-1'): DecisionPreview {
  return {
    previewId,
    action: 'offers',
    seats: [
      {
        school_id: 1,
        name: SCHOOLS[0].name,
        seats_today: 2,
        seats_after: 2,
        held_today: 2,
        held_after: 2,
        waitlisted_today: 1,
        waitlisted_after: 2,
      },
    ],
    rows: [
      {
        applicant_id: 14,
        name: 'Karim Fourth',
        school_id: 1,
        rank_today: 4,
        rank_after: 4,
        today: { state: 'pending', waitlist_position: null },
        after: { state: 'waitlisted', waitlist_position: 2 },
        offer_deadline: null,
        move: 'position',
      },
      {
        applicant_id: 15,
        name: 'Laila Fifth',
        school_id: 1,
        rank_today: 5,
        rank_after: 5,
        today: { state: 'pending', waitlist_position: null },
        after: { state: 'not_admitted', waitlist_position: null },
        offer_deadline: null,
        move: 'other',
      },
    ],
    summary: { in: 0, out: 0, position: 1, rank: 0, other: 1 },
  };
}

/** The admission calls over one round in memory; `details` is what admin/getround.php answers. */
export function serveRound(details: RoundDetails = sampleDetails()) {
  const state = { details, rounds: [details.round] };
  fakeServer.on('GetSchools', { status: 200, body: { data: SCHOOLS } });
  fakeServer.on('admin/getrounds.php', () => ({ status: 200, body: { data: state.rounds } }));
  fakeServer.on('admin/getround.php', () => ({ status: 200, body: { data: state.details } }));
  fakeServer.on('admin/saveround.php', (data) => {
    const sent = data as { id?: number; name: string; school_id: number | null; offer_deadline: string; auto_promote: boolean };
    const saved: AdmissionRound = {
      ...sampleRound(),
      id: sent.id ?? 5,
      name: sent.name,
      school_id: sent.school_id,
      school_name: SCHOOLS.find((school) => school.id === sent.school_id)?.name ?? null,
      offer_deadline: sent.offer_deadline,
      auto_promote: sent.auto_promote,
    };
    state.rounds = [...state.rounds.filter((round) => round.id !== saved.id), saved];
    return { status: 200, body: { data: saved } };
  });
  fakeServer.on('admin/setdecision.php', (data) => {
    const { applicantId, state: next } = data as { applicantId: number; state: RoundDetails['rows'][number]['state'] };
    const row = state.details.rows.find((candidate) => candidate.applicant_id === applicantId);
    if (!row) return { status: 404, body: { msg: 'There is no such applicant in this round.' } };
    state.details = {
      ...state.details,
      rows: state.details.rows.map((candidate) => (candidate === row ? { ...candidate, state: next } : candidate)),
    };
    return {
      status: 200,
      body: {
        data: {
          applicant_id: row.applicant_id,
          school_id: row.school_id,
          state: next,
          waitlist_position: null,
          offer_deadline: row.offer_deadline,
        },
      },
    };
  });
  return state;
}
