import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ASSESSMENT_TITLE_REQUIRED,
  DURATION_MIN_MESSAGE,
  END_AFTER_START_MESSAGE,
  TOTAL_MARK_REQUIRED,
  TRIALS_MIN_MESSAGE,
  questionMessage,
} from '@mizan/shared';
import { store } from '@mizan/shared/browser';
import { questionAdded } from '../state/draft-slice';
import { fakeServer } from '../test/fake-api';
import { mcq, trueOrFalse } from '../test/fixtures';
import { chooseOption, dialogContent, dialogTitle, findConfirm, resetForTest } from '../test/render-assessments';
import { draft, renderBuilder, submitButton, titleInput } from '../test/render-builder';

jest.mock('@mizan/shared/browser', () => jest.requireActual('../test/fake-api').mockedSharedBrowser());
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('../test/federation').fakeFederationRuntime());

beforeEach(() => resetForTest());

describe('the builder: setup fields and their rules', () => {
  it("keeps 'Submit exam' disabled while the title is empty or blank", async () => {
    const { user } = renderBuilder();
    expect(submitButton()).toBeDisabled();
    await user.type(titleInput(), '   ');
    expect(submitButton()).toBeDisabled();
    await user.type(titleInput(), 'Grade 7 admission');
    expect(submitButton()).toBeEnabled();
    await user.clear(titleInput());
    expect(submitButton()).toBeDisabled();
  });

  it('shows Duration in minutes only while Timed is checked', async () => {
    const { user } = renderBuilder();
    expect(screen.queryByLabelText('Duration in minutes')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Timed' }));
    expect(screen.getByLabelText('Duration in minutes')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Timed' }));
    expect(screen.queryByLabelText('Duration in minutes')).not.toBeInTheDocument();
  });

  it('starts with English, one trial, not timed; Language is English=En or Arabic=Ar', async () => {
    const { user } = renderBuilder();
    expect(screen.getByLabelText('Number of trials')).toHaveValue('1');
    expect(screen.getByRole('checkbox', { name: 'Timed' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Arabic' }));
    expect(draft().lang).toBe('Ar');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(draft().lang).toBe('En');
  });

  it("says what is wrong with the shared rules' messages", async () => {
    const { user } = renderBuilder();
    // Title: once touched.
    expect(screen.queryByText(ASSESSMENT_TITLE_REQUIRED)).not.toBeInTheDocument();
    await user.click(titleInput());
    await user.tab();
    expect(await screen.findByText(ASSESSMENT_TITLE_REQUIRED)).toBeInTheDocument();

    const trials = screen.getByLabelText('Number of trials');
    await user.clear(trials);
    await user.type(trials, '0');
    expect(await screen.findByText(TRIALS_MIN_MESSAGE)).toBeInTheDocument();
    await user.clear(trials);
    await user.type(trials, '2');
    await waitFor(() => expect(screen.queryByText(TRIALS_MIN_MESSAGE)).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: 'Timed' }));
    expect(await screen.findByText(DURATION_MIN_MESSAGE)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Duration in minutes'), '45');
    await waitFor(() => expect(screen.queryByText(DURATION_MIN_MESSAGE)).not.toBeInTheDocument());

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-06-10T09:00' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-06-01T09:00' } });
    expect(await screen.findByText(END_AFTER_START_MESSAGE)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-06-20T17:30' } });
    await waitFor(() => expect(screen.queryByText(END_AFTER_START_MESSAGE)).not.toBeInTheDocument());
    expect(draft().startdate).toBe(new Date(2026, 5, 10, 9, 0).toISOString());
    expect(draft().enddate).toBe(new Date(2026, 5, 20, 17, 30).toISOString());
  });

  it("marks a question the save rules refuse, and 'Submit exam' shows the first message in an 'error' dialog without saving", async () => {
    store.dispatch(questionAdded(trueOrFalse()));
    store.dispatch(questionAdded(mcq({ totalMark: '' })));
    const { user } = renderBuilder();
    const message = questionMessage(2, TOTAL_MARK_REQUIRED);
    expect(within(screen.getByRole('listitem', { name: 'Question 2' })).getByText(message)).toBeInTheDocument();

    await user.type(titleInput(), 'Grade 7 admission');
    await user.click(submitButton());
    const error = await findConfirm('error');
    expect(dialogTitle(error)).toBe('error');
    expect(dialogContent(error)).toBe(message);
    expect(document.querySelector('.ant-modal-confirm-confirm')).toBeNull();
    expect(fakeServer.requestsTo('admin/addexam.php')).toHaveLength(0);
  });

  it('offers the teachers of admin/getteachers.php as Assigned Reviewers, and the groups of the chosen grade', async () => {
    const { user } = renderBuilder();
    await chooseOption(user, screen.getByLabelText('Assigned Reviewers'), 'Omar Khaled');
    expect(draft().reviewers).toEqual([{ id: 3, displayname: 'Omar Khaled' }]);

    await chooseOption(user, screen.getByLabelText('Grade'), 'Grade 7');
    expect(draft().grade).toBe('Grade 7');
    await waitFor(() => expect(fakeServer.requestsTo('admin/getgradesubject.php')[0]?.data).toEqual({ grade: 'Grade 7' }));
    await chooseOption(user, screen.getByLabelText('Groups'), '7A');
    expect(draft().groups).toEqual(['7A']);

    await chooseOption(user, screen.getByLabelText('Next assessment'), 'Interview day');
    expect(draft().nextAssessmentId).toBe(8);
  });
});
