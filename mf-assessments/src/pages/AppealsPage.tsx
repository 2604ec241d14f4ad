import { Button, Empty, Flex, Segmented, Spin, Tag } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { LoadFailureAlert } from '@mizan/shared/browser';
import { PageHeading } from '../components/PageHeading';
import { AppealCard } from '../components/appeals/AppealCard';
import { useAppealsQuery } from '../state/appeals-api';
import { FRESH_ON_OPEN } from '../state/assessments-data';
import { examIdParam } from '../state/exam-id-param';
import { loadFailure } from '../state/load-failure';

type Shown = 'open' | 'resolved' | 'all';
const SHOWN: Array<{ value: Shown; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

/**
 * /dashboard/appeals (ours): the re-mark requests of the assessments the
 * signed-in grader grades, open first; ?exam={id} keeps one assessment's.
 * A grader who did not mark an answer first re-marks it here.
 */
export function AppealsPage() {
  const [search, setSearch] = useSearchParams();
  const shown = (SHOWN.find((option) => option.value === search.get('show'))?.value ?? 'open') as Shown;
  const examId = examIdParam(search.get('exam') ?? undefined);
  const loaded = useAppealsQuery({ state: shown, ...(examId === null ? {} : { assessmentId: examId }) }, FRESH_ON_OPEN);
  const failure = loadFailure(loaded);
  const change = (key: string, value: string | null) =>
    setSearch((previous) => {
      const next = new URLSearchParams(previous);
      if (value === null) next.delete(key);
      else next.set(key, value);
      return next;
    });

  return (
    <section aria-labelledby="appeals-title" style={{ maxWidth: 1100 }}>
      <PageHeading
        id="appeals-title"
        title="Re-mark requests"
        description="Applicants ask for an answer to be marked again after release. A grader who did not mark it first re-marks it; the applicant reads the outcome and its reason."
      />
      <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
        <Segmented<Shown> aria-label="Which requests" options={SHOWN} value={shown} onChange={(value) => change('show', value)} />
        {examId !== null && (
          <Tag closable onClose={() => change('exam', null)} closeIcon={<span aria-label="Show every assessment">×</span>}>
            One assessment only
          </Tag>
        )}
        <Button onClick={() => void loaded.refetch()}>Refresh</Button>
      </Flex>
      {failure ? (
        <LoadFailureAlert title="The re-mark requests could not be loaded." failure={failure} onRetry={() => void loaded.refetch()} />
      ) : loaded.data === undefined ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" />
        </Flex>
      ) : loaded.data.length === 0 ? (
        <Empty description={shown === 'open' ? 'No open re-mark requests.' : 'No re-mark requests.'} />
      ) : (
        <Flex vertical gap={16} data-testid="appeals-list">
          {loaded.data.map((appeal) => (
            <AppealCard key={appeal.id} appeal={appeal} />
          ))}
        </Flex>
      )}
    </section>
  );
}
