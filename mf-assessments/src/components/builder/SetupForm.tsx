import { Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { AssessmentListItem, Teacher } from '@mizan/shared';
import type { DraftIssues } from '../../state/draft-issues';
import type { DraftFields } from '../../state/draft-slice';
import type { CallFailure } from '@mizan/shared/browser';
import { fromLocalInputValue, toLocalInputValue } from '../../state/format';
import { loadFailure } from '../../state/load-failure';
import type { Grade, Group } from '../../state/types';

export interface Lookup<T> {
  data: T[] | null;
  loading: boolean;
  failure: CallFailure | null;
}

/** A list query's result as the setup form reads it. */
export function lookupOf<T>(result: { data?: T[]; isFetching: boolean; isError: boolean; error?: unknown }): Lookup<T> {
  return { data: result.data ?? null, loading: result.isFetching, failure: loadFailure(result) };
}

interface Props {
  draft: DraftFields;
  onChange: (changes: Partial<Omit<DraftFields, 'id' | 'questions'>>) => void;
  issues: DraftIssues;
  /** The title's message shows once the title was touched or a save was tried. */
  showTitleIssue: boolean;
  onTitleTouched: () => void;
  teachers: Lookup<Teacher>;
  grades: Lookup<Grade>;
  groups: Lookup<Group>;
  assessments: Lookup<AssessmentListItem>;
}

export const LANGUAGE_OPTIONS = [
  { value: 'En', label: 'English' },
  { value: 'Ar', label: 'Arabic' },
];

function Field({
  id,
  label,
  problem,
  note,
  children,
}: {
  id: string;
  label: string;
  problem?: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={problem ? 'error' : undefined}
      help={problem ?? note}
      style={{ marginBottom: 16 }}
    >
      {children}
    </Form.Item>
  );
}

function lookupNote(lookup: Lookup<unknown>, what: string): string | undefined {
  return lookup.failure ? `The ${what} could not be loaded: ${lookup.failure.message}` : undefined;
}

/**
 * The builder's setup fields (SPEC §2): Title, Language, Start date and End
 * date (date and time, in the browser's time zone), Assigned Reviewers,
 * Number of trials, Timed and (only when Timed) Duration in minutes, grade,
 * type, groups, and ours: Next assessment, 'Show results to applicants
 * after grading', 'Allow resume after reload'. Messages come from shared
 * validation/assessment.ts, the rules the server applies.
 */
export function SetupForm({ draft, onChange, issues, showTitleIssue, onTitleTouched, teachers, grades, groups, assessments }: Props) {
  const problems = issues.fields;
  const teacherOptions = [...(teachers.data ?? [])];
  // Reviewers already chosen stay shown by name even when the list lacks them (a disabled account).
  for (const reviewer of draft.reviewers) {
    if (!teacherOptions.some((teacher) => teacher.id === reviewer.id)) teacherOptions.push(reviewer);
  }
  const groupNames = [...new Set([...(groups.data ?? []).map((group) => group.groupname), ...draft.groups])];
  const gradeNames = [...new Set([...(grades.data ?? []).map((grade) => grade.name), ...(draft.grade ? [draft.grade] : [])])];
  const nextOptions = (assessments.data ?? [])
    .filter((item) => item.id !== draft.id)
    .map((item) => ({ value: item.id, label: item.title }));
  if (draft.nextAssessmentId !== null && !nextOptions.some((option) => option.value === draft.nextAssessmentId)) {
    nextOptions.push({ value: draft.nextAssessmentId, label: `Assessment #${draft.nextAssessmentId}` });
  }

  return (
    <Form layout="vertical" component="div" aria-label="Assessment setup" role="group">
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Field id="assessment-title" label="Title" problem={showTitleIssue ? problems.name : undefined}>
            <Input
              id="assessment-title"
              value={draft.name}
              maxLength={200}
              placeholder="e.g. Grade 7 admission test"
              onChange={(event) => onChange({ name: event.target.value })}
              onBlur={onTitleTouched}
            />
          </Field>
        </Col>
        <Col xs={24} lg={8}>
          <Form.Item label="Language" style={{ marginBottom: 16 }}>
            <Radio.Group
              aria-label="Language"
              optionType="button"
              options={LANGUAGE_OPTIONS}
              value={draft.lang}
              onChange={(event) => onChange({ lang: event.target.value })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Field id="assessment-start" label="Start date" problem={problems.startdate}>
            <Input
              id="assessment-start"
              type="datetime-local"
              value={toLocalInputValue(draft.startdate)}
              onChange={(event) => onChange({ startdate: fromLocalInputValue(event.target.value) })}
            />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field id="assessment-end" label="End date" problem={problems.enddate}>
            <Input
              id="assessment-end"
              type="datetime-local"
              value={toLocalInputValue(draft.enddate)}
              onChange={(event) => onChange({ enddate: fromLocalInputValue(event.target.value) })}
            />
          </Field>
        </Col>
        <Col xs={24}>
          <Field
            id="assessment-reviewers"
            label="Assigned Reviewers"
            problem={problems.selectedteachers}
            note={lookupNote(teachers, 'teachers')}
          >
            <Select
              id="assessment-reviewers"
              mode="multiple"
              allowClear
              placeholder="Teachers who see and grade the submissions"
              loading={teachers.loading}
              showSearch={{ optionFilterProp: 'label' }}
              options={teacherOptions.map((teacher) => ({ value: teacher.id, label: teacher.displayname }))}
              value={draft.reviewers.map((reviewer) => reviewer.id)}
              onChange={(ids: number[]) =>
                onChange({
                  reviewers: ids.map((id) => teacherOptions.find((teacher) => teacher.id === id) ?? { id, displayname: `#${id}` }),
                })
              }
            />
          </Field>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Field id="assessment-trials" label="Number of trials" problem={problems.nooftrials}>
            <InputNumber<number>
              id="assessment-trials"
              value={draft.nooftrials}
              step={1}
              style={{ width: '100%' }}
              onChange={(value) => onChange({ nooftrials: value })}
            />
          </Field>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item label=" " colon={false} style={{ marginBottom: 16 }}>
            <Checkbox checked={draft.istimed} onChange={(event) => onChange({ istimed: event.target.checked })}>
              Timed
            </Checkbox>
          </Form.Item>
        </Col>
        {draft.istimed && (
          <Col xs={24} sm={12} md={8}>
            <Field id="assessment-duration" label="Duration in minutes" problem={problems.duration}>
              <InputNumber<number>
                id="assessment-duration"
                value={draft.duration}
                step={5}
                style={{ width: '100%' }}
                onChange={(value) => onChange({ duration: value })}
              />
            </Field>
          </Col>
        )}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Field id="assessment-grade" label="Grade" problem={problems.grade} note={lookupNote(grades, 'grades')}>
            <Select
              id="assessment-grade"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="No grade"
              loading={grades.loading}
              options={gradeNames.map((name) => ({ value: name, label: name }))}
              value={draft.grade === '' ? undefined : draft.grade}
              onChange={(grade: string | undefined) => onChange({ grade: grade ?? '' })}
            />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field id="assessment-type" label="Type" problem={problems.type}>
            <Input
              id="assessment-type"
              value={draft.type}
              maxLength={100}
              placeholder="e.g. Admission, Placement"
              onChange={(event) => onChange({ type: event.target.value })}
            />
          </Field>
        </Col>
        <Col xs={24} md={8}>
          <Field
            id="assessment-groups"
            label="Groups"
            problem={problems.selectedgroups}
            note={lookupNote(groups, 'groups') ?? (draft.grade ? `The groups of ${draft.grade} and those of every grade.` : undefined)}
          >
            <Select
              id="assessment-groups"
              mode="multiple"
              allowClear
              placeholder="No groups"
              loading={groups.loading}
              options={groupNames.map((name) => ({ value: name, label: name }))}
              value={draft.groups}
              onChange={(names: string[]) => onChange({ groups: names })}
            />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field
            id="assessment-next"
            label="Next assessment"
            problem={problems.nextAssessmentId}
            note={lookupNote(assessments, 'assessments') ?? 'Applicants who submit this one go straight on to it (an admission sequence).'}
          >
            <Select
              id="assessment-next"
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="None"
              loading={assessments.loading}
              options={nextOptions}
              value={draft.nextAssessmentId ?? undefined}
              onChange={(id: number | undefined) => onChange({ nextAssessmentId: id ?? null })}
            />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Applicants" style={{ marginBottom: 16 }}>
            <Checkbox checked={draft.showResults} onChange={(event) => onChange({ showResults: event.target.checked })}>
              Show results to applicants after grading
            </Checkbox>
            <br />
            <Checkbox checked={draft.allowResume} onChange={(event) => onChange({ allowResume: event.target.checked })}>
              Allow resume after reload
            </Checkbox>
            <br />
            <Checkbox checked={draft.shuffleQuestions} onChange={(event) => onChange({ shuffleQuestions: event.target.checked })}>
              Shuffle the order of questions
            </Checkbox>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0 24px', fontSize: 12 }}>
              Each applicant gets their own order, the same on every reload, so neighbours do not see the same question at the same time.
            </Typography.Paragraph>
            <Checkbox checked={draft.requireAccessCodes} onChange={(event) => onChange({ requireAccessCodes: event.target.checked })}>
              Require access codes
            </Checkbox>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0 24px', fontSize: 12 }}>
              Applicants register with their ID and the access code on their admission card, so knowing an ID is not enough. While any
              assessment requires codes, registering for every assessment asks for them.
            </Typography.Paragraph>
          </Form.Item>
        </Col>
      </Row>
      {problems.lang && <Typography.Text type="danger">{problems.lang}</Typography.Text>}
    </Form>
  );
}
