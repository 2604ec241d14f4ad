import { screen } from '@testing-library/react';
import { store } from '@mizan/shared/browser';
import { selectDraftState } from '../state/draft-slice';
import { fakeServer, ok } from './fake-api';
import { listItem } from './fixtures';
import { renderAssessmentsApp } from './render-assessments';

/** The builder's draft as the store holds it now. */
export const draft = () => selectDraftState(store.getState()).draft;

function serveLookups() {
  fakeServer.on(
    'admin/getteachers.php',
    ok([
      { id: 2, displayname: 'Sara Ahmed' },
      { id: 3, displayname: 'Omar Khaled' },
    ]),
  );
  fakeServer.on('admin/getgrades.php', ok([{ id: 1, name: 'Grade 7' }]));
  fakeServer.on('admin/getgroups.php', ok([{ id: 1, name: 'Boys', groupname: 'Boys' }]));
  fakeServer.on('admin/getgradesubject.php', ok({ subjects: [], groups: [{ id: 2, name: '7A', groupname: '7A' }] }));
  fakeServer.on('admin/getexams.php', ok([listItem(8, 'Interview day')]));
}

/** The builder page with its lookups (teachers, grades, groups, assessments) served. */
export function renderBuilder() {
  serveLookups();
  return renderAssessmentsApp('/assessmentcomponent');
}

export const submitButton = () => screen.getByRole('button', { name: /Submit exam$/ });
export const titleInput = () => screen.getByLabelText('Title');
