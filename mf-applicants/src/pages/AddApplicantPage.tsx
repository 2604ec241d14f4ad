import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert, Button, Card, Flex, Form, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import type { Applicant } from '@mizan/shared';
import { LoadFailureAlert, selectFlags, skipToken } from '@mizan/shared/browser';
import { ApplicantForm, EMPTY_APPLICANT_FORM, type ApplicantFormValues } from '../components/ApplicantForm';
import { applicantViewPath } from '../components/ApplicantsTable';
import { toSaveInput } from '../components/applicant-form-values';
import { useApplicantSave } from '../components/use-applicant-save';
import { usePositionsQuery, useSchoolsQuery } from '../state/applicants-api';

/**
 * /applicantcomponent (SPEC §2): add an applicant on a page of its own, with
 * the same form, rules and success dialog as Add Applicant Info.
 */
export function AddApplicantPage() {
  const flags = useSelector(selectFlags);
  const [form] = Form.useForm<ApplicantFormValues>();
  const { save, saving, failure } = useApplicantSave(form);
  const [added, setAdded] = useState<Applicant | null>(null);
  const schools = useSchoolsQuery(flags.updateinfo ? undefined : skipToken);
  const positions = usePositionsQuery(flags.updateinfo ? undefined : skipToken);
  const loadFailure = schools.isFetching || positions.isFetching ? undefined : (schools.error ?? positions.error);
  const lookups = schools.data && positions.data ? { schools: schools.data, positions: positions.data } : null;
  const reload = () => {
    if (schools.error) void schools.refetch();
    if (positions.error) void positions.refetch();
  };

  if (!flags.updateinfo) {
    return (
      <Result
        status="403"
        title="Adding applicants is not part of your account"
        subTitle="Ask an administrator for the 'Add and update applicants' permission."
        extra={
          <Link to="/dashboard/Applicants">
            <Button>Back to applicants</Button>
          </Link>
        }
      />
    );
  }

  const submit = async () => {
    let values: ApplicantFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const saved = await save(toSaveInput(values));
    if (saved) {
      setAdded(saved);
      form.setFieldsValue(EMPTY_APPLICANT_FORM);
      form.resetFields();
    }
  };

  return (
    <section aria-labelledby="add-applicant-title" style={{ maxWidth: 880 }}>
      <Flex align="center" gap={12} style={{ marginBottom: 16 }}>
        <Link to="/dashboard/Applicants" aria-label="Back to applicants">
          <ArrowLeftOutlined />
        </Link>
        <Typography.Title id="add-applicant-title" level={1} style={{ margin: 0 }}>
          Add Applicant Info
        </Typography.Title>
      </Flex>
      {added && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <span>
              {added.name} was added. <Link to={applicantViewPath(added.id)}>Open their page</Link>, or add another below.
            </span>
          }
        />
      )}
      <LoadFailureAlert title="The schools could not be loaded." failure={loadFailure} onRetry={reload} />
      {failure && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failure.message} />}
      <Card>
        <Spin spinning={lookups === null && loadFailure === undefined} description="Loading schools…">
          <ApplicantForm form={form} schools={lookups?.schools ?? []} positions={lookups?.positions ?? []} disabled={saving} />
        </Spin>
        <Flex justify="end" gap={8}>
          <Link to="/dashboard/Applicants">
            <Button disabled={saving}>Cancel</Button>
          </Link>
          <Button type="primary" onClick={submit} loading={saving} disabled={lookups === null}>
            Add applicant
          </Button>
        </Flex>
      </Card>
    </section>
  );
}
