import type { DecisionPreviewRow } from '@mizan/shared';
import {
  changeChoices,
  changedCount,
  countsInOrder,
  lastChangeOf,
  mayTickForOffer,
  moveInWords,
  placeInWords,
  previewSummaryInWords,
  reasonInWords,
  rowActions,
  rowsMoving,
  whatIfRequest,
} from './admission-view-rules';

const previewRow = (fields: Partial<DecisionPreviewRow>): DecisionPreviewRow => ({
  applicant_id: 1,
  name: 'Salma',
  school_id: 1,
  rank_today: 1,
  rank_after: 1,
  today: { state: 'pending', waitlist_position: null },
  after: { state: 'offered', waitlist_position: null },
  offer_deadline: null,
  move: 'in',
  ...fields,
});

describe('what the decision rows offer', () => {
  it('offers only the allowed changes, leaving enrolling to the Enroll button', () => {
    expect(changeChoices('offered')).toEqual(['accepted', 'declined', 'expired', 'withdrawn']);
    expect(changeChoices('accepted')).toEqual(['declined', 'withdrawn']);
    expect(changeChoices('declined')).toEqual([]);
    expect(rowActions('accepted')).toEqual({ change: true, enroll: true });
    expect(rowActions('offered')).toEqual({ change: true, enroll: false });
    expect(rowActions('withdrawn')).toEqual({ change: false, enroll: false });
  });

  it('lets staff tick for an offer only those who could be offered a place', () => {
    expect(['pending', 'waitlisted', 'not_admitted', 'expired'].every((state) => mayTickForOffer(state as never))).toBe(true);
    expect(['offered', 'accepted', 'declined', 'enrolled', 'withdrawn'].some((state) => mayTickForOffer(state as never))).toBe(false);
  });

  it('names a place with its waitlist position', () => {
    expect(placeInWords({ state: 'waitlisted', waitlist_position: 2 })).toBe('Waiting list, position 2');
    expect(placeInWords({ state: 'offered', waitlist_position: null })).toBe('Offered a place');
  });

  it('lists the states of a round in their order, leaving out the empty ones', () => {
    expect(countsInOrder({ waitlisted: 2, pending: 0, offered: 3, enrolled: 1 })).toEqual([
      ['offered', 3],
      ['waitlisted', 2],
      ['enrolled', 1],
    ]);
  });

  it("words a family's decline reason from the short list, and leaves staff's own words as written", () => {
    expect(reasonInWords('other_school')).toBe('Declined: We chose another school');
    expect(reasonInWords('The family phoned.')).toBe('The family phoned.');
  });

  it("finds each applicant's latest change", () => {
    const changes = [
      { id: 1, applicant_id: 7, at: '2026-11-01T10:00:00.000Z' },
      { id: 3, applicant_id: 7, at: '2026-11-02T10:00:00.000Z' },
      { id: 2, applicant_id: 8, at: '2026-11-01T10:00:00.000Z' },
      { id: 4, applicant_id: 8, at: '2026-11-01T10:00:00.000Z' },
    ];
    const latest = lastChangeOf(changes);
    expect(latest.get(7)?.id).toBe(3);
    expect(latest.get(8)?.id).toBe(4);
  });
});

describe('the what-if in words', () => {
  it('says what each row does', () => {
    expect(moveInWords(previewRow({}))).toBe('Moves in');
    expect(moveInWords(previewRow({ move: 'out', today: { state: 'offered', waitlist_position: null } }))).toBe('Moves out');
    expect(
      moveInWords(
        previewRow({
          move: 'position',
          today: { state: 'waitlisted', waitlist_position: 3 },
          after: { state: 'waitlisted', waitlist_position: 2 },
        }),
      ),
    ).toBe('Waitlist position 3 → 2');
    expect(moveInWords(previewRow({ move: 'position', after: { state: 'waitlisted', waitlist_position: 1 } }))).toBe(
      'Joins the waitlist at 1',
    );
    expect(moveInWords(previewRow({ move: 'rank', rank_today: 4, rank_after: 2 }))).toBe('Rank 4 → 2');
    expect(moveInWords(previewRow({ move: 'other', after: { state: 'not_admitted', waitlist_position: null } }))).toBe(
      'No decision yet → Not admitted',
    );
  });

  it('sums it up in one sentence and counts every change', () => {
    const summary = { in: 1, out: 2, position: 3, rank: 0, other: 1 };
    expect(previewSummaryInWords(summary)).toBe('1 moves in, 2 move out, 3 change waitlist position, 1 other change.');
    expect(changedCount(summary)).toBe(7);
  });

  it('keeps the rows a filter asks for, in their order', () => {
    const rows = [previewRow({ applicant_id: 1 }), previewRow({ applicant_id: 2, move: 'out' }), previewRow({ applicant_id: 3 })];
    expect(rowsMoving(rows, 'in').map((row) => row.applicant_id)).toEqual([1, 3]);
    expect(rowsMoving(rows, 'all')).toHaveLength(3);
  });
});

describe('the what-if request', () => {
  it('offers to the best of each school, or only to the ticked applicants when asked', () => {
    expect(whatIfRequest(4, 'offers', { waitlist: 2, onlyTicked: false }, [9, 10])).toEqual({ roundId: 4, action: 'offers', waitlist: 2 });
    expect(whatIfRequest(4, 'offers', { waitlist: 0, onlyTicked: true }, [9, 10])).toEqual({
      roundId: 4,
      action: 'offers',
      waitlist: 0,
      applicantIds: [9, 10],
    });
  });

  it('sends seats per school, weights with every component, and a bare promotion', () => {
    expect(whatIfRequest(4, 'seats', { seats: { '1': 3, '2': null } }, [])).toEqual({
      roundId: 4,
      action: 'seats',
      seats: [
        { school_id: 1, seats: 3 },
        { school_id: 2, seats: 0 },
      ],
    });
    expect(
      whatIfRequest(4, 'weights', { weights: { prep: 1, math: 2 }, assessment_weights: [{ assessment_id: 5, weight: 3 }, {}] }, []),
    ).toEqual({
      roundId: 4,
      action: 'weights',
      weights: { prep: 1, math: 2, english: 0, interview: 0, cmatch: 0 },
      assessment_weights: [{ assessment_id: 5, weight: 3 }],
    });
    expect(whatIfRequest(4, 'promote', {}, [])).toEqual({ roundId: 4, action: 'promote' });
  });
});
