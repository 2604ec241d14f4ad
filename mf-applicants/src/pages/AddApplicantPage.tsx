import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert, Button, Card, Flex, Form, Result, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { PATHS, applicantViewPath, type Applicant, type LookupItem } from '@mizan/shared';
import { selectFlags, type AppDispatch } from '@mizan/shared/browser';
import { ApplicantForm, EMPTY_APPLICANT_FORM, type ApplicantFormValues } from '../components/ApplicantForm';
import { toSaveInput } from '../components/applicant-form-values';
import { useApplicantSave } from '../components/use-applicant-save';
import { fetchFormLookups } from '../state/applicant-calls';
import { applicantSaved } from '../state/applicants-slice';
import { toFailure, type CallFailure } from '../state/failure';

/**
 * /applicantcomponent (SPEC §2): add an applicant on a page of its own, with
 * the same form, rules and success dialog as Add Applicant Info.
 */
export function AddApplicantPage() {
  const dispatch = useDispatch<AppDispatch>();
  const flags = useSelector(selectFlags);
  const [form] = Form.useForm<ApplicantFormValues>();
  const { save, saving, failure } = useApplicantSave(form);
  const [lookups, setLookups] = useState<{ schools: LookupItem[]; positions: LookupItem[] } | null>(null);
  const [loadFailure, setLoadFailure] = useState<CallFailure | null>(null);
  const [added, setAdded] = useState<Applicant | null>(null);

  const load = useCallback(() => {
    let current = true;
    setLoadFailure(null);
    fetchFormLookups()
      .then((answer) => current && setLookups(answer))
      .catch((error: unknown) => current && setLoadFailure(toFailure(error)));
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => (flags.updateinfo ? load() : undefined), [flags.updateinfo, load]);

  if (!flags.updateinfo) {
    return (
      <Result
        status="403"
        title="Adding applicants is not part of your account"
        subTitle="Ask an administrator for the 'Add and update applicants' permission."
        extra={
          <Link to={PATHS.applicants}>
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
      dispatch(applicantSaved(saved));
      setAdded(saved);
      form.setFieldsValue(EMPTY_APPLICANT_FORM);
      form.resetFields();
    }
  };

  return (
    <section aria-labelledby="add-applicant-title" style={{ maxWidth: 880 }}>
      <Flex align="center" gap={12} style={{ marginBottom: 16 }}>
        <Link to={PATHS.applicants} aria-label="Back to applicants">
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
      {loadFailure && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="The schools could not be loaded."
          description={loadFailure.message}
          action={
            <Button size="small" onClick={load}>
              Retry
            </Button>
          }
        />
      )}
      {failure && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failure.message} />}
      <Card>
        <Spin spinning={lookups === null && loadFailure === null} description="Loading schools…">
          <ApplicantForm form={form} schools={lookups?.schools ?? []} positions={lookups?.positions ?? []} disabled={saving} />
        </Spin>
        <Flex justify="end" gap={8}>
          <Link to={PATHS.applicants}>
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
