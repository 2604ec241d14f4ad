import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import OrderedListOutlined from '@ant-design/icons/OrderedListOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { App, Button, Dropdown, Flex, Typography } from 'antd';
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import type { Applicant, LookupItem, ScoreColumn, YesNoChoice } from '@mizan/shared';
import { LoadFailureAlert, selectFlags, selectRoleId, toCallFailure } from '@mizan/shared/browser';
import { ApplicantFormModal, type ApplicantFormMode } from '../components/ApplicantFormModal';
import { ApplicantsTable, type ApplicantAction, type TableSort } from '../components/ApplicantsTable';
import { ColumnChooser } from '../components/ColumnChooser';
import { FillScoresModal } from '../components/FillScoresModal';
import { SchoolProfileModal } from '../components/SchoolProfileModal';
import { FilterBar } from '../components/FilterBar';
import { ImportModal } from '../components/ImportModal';
import { InterviewModal } from '../components/InterviewModal';
import { InterviewPanelsButton } from '../components/interview-panel/InterviewPanelsButton';
import { MeritListDrawer } from '../components/MeritListDrawer';
import { SendToShownButton } from '../components/messages/SendToShownButton';
import { useNationalIdHolders } from '../components/use-national-id-holders';
import { useApplicantColumns } from '../components/use-applicant-columns';
import { useTableHeight } from '../components/use-table-height';
import { useVirtualScrollSync } from '../components/use-virtual-scroll-sync';
import { exportApplicants } from '../state/applicant-files';
import {
  NO_FILTERS,
  careersOf,
  filterApplicants,
  filterQuery,
  withinScoreColumns,
  type ApplicantFilters,
} from '../state/applicant-filters';
import { useListApplicantsQuery, useSaveChoiceMutation } from '../state/applicants-api';

const NO_APPLICANTS: Applicant[] = [];
const NO_SCHOOLS: LookupItem[] = [];
const NO_SCORE_COLUMNS: ScoreColumn[] = [];

type OpenModal =
  | { kind: 'interview'; applicant: Applicant; key: number }
  | { kind: 'form'; mode: ApplicantFormMode; applicant: Applicant | null; key: number }
  | { kind: 'import'; key: number }
  | { kind: 'merit'; key: number }
  | { kind: 'fill'; key: number }
  | { kind: 'school'; key: number }
  | null;

/**
 * /dashboard/Applicants (SPEC §2), the landing page: the applicants table with
 * search, filters and sorting, the Enrolled? and has Psychological problem?
 * dropdowns, the Interview, Update info, Change Specialization and Add
 * applicant actions per permission flag, and (ours) import and export.
 */
export function ApplicantsPage() {
  const { message } = App.useApp();
  const flags = useSelector(selectFlags);
  const roleId = useSelector(selectRoleId);
  // Fetched on every visit; the cached list shows meanwhile.
  const { data, error, isFetching, refetch } = useListApplicantsQuery(undefined, { refetchOnMountOrArgChange: true });
  const list = data?.applicants ?? NO_APPLICANTS;
  const schools = data?.schools ?? NO_SCHOOLS;
  const scoreColumns = data?.scoreColumns ?? NO_SCORE_COLUMNS;
  const [saveChoice] = useSaveChoiceMutation();
  const columns = useApplicantColumns(scoreColumns, flags.updateinfo);
  const [chosenFilters, setFilters] = useState<ApplicantFilters>(NO_FILTERS);
  const [chosenSort, setSort] = useState<TableSort | null>(null);
  const { filters, sort } = useMemo(
    () => withinScoreColumns(chosenFilters, chosenSort, scoreColumns),
    [chosenFilters, chosenSort, scoreColumns],
  );
  const [modal, setModal] = useState<OpenModal>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const tableArea = useRef<HTMLDivElement>(null);
  const tableHeight = useTableHeight(tableArea);
  useVirtualScrollSync(tableArea);

  const reload = useCallback(() => void refetch(), [refetch]);

  // Filtering 20,000 rows is urgent-free work: the inputs stay responsive while it runs.
  const deferredFilters = useDeferredValue(filters);
  const idHolders = useNationalIdHolders(deferredFilters.search);
  const shown = useMemo(() => filterApplicants(list, deferredFilters, idHolders), [list, deferredFilters, idHolders]);
  const careers = useMemo(() => careersOf(list), [list]);

  const open = useCallback((next: NonNullable<OpenModal>) => {
    setModal(next);
    setModalOpen(true);
  }, []);
  const close = useCallback(() => setModalOpen(false), []);
  const nextKey = () => (modal?.key ?? 0) + 1;

  const onAction = useCallback((action: ApplicantAction, applicant: Applicant) => {
    setModal((previous) => {
      const key = (previous?.key ?? 0) + 1;
      return action === 'interview'
        ? { kind: 'interview', applicant, key }
        : { kind: 'form', mode: action === 'update' ? 'update' : 'specialization', applicant, key };
    });
    setModalOpen(true);
  }, []);

  const onChoice = useCallback(
    async (field: 'enrolled' | 'competent', applicant: Applicant, status: YesNoChoice) => {
      await saveChoice({ field, id: applicant.id, status }).unwrap();
    },
    [saveChoice],
  );

  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      const name = await exportApplicants(filterQuery(filters, sort), format);
      message.success(`Downloaded ${name}.`);
    } catch (error) {
      message.error(`The export could not be made: ${toCallFailure(error).message}`);
    } finally {
      setExporting(null);
    }
  };

  const loading = isFetching;
  const loadFailed = error !== undefined && !isFetching;
  const filtered = shown.length !== list.length;

  return (
    <section aria-labelledby="applicants-title">
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 12 }}>
        <div>
          <Typography.Title id="applicants-title" level={1} style={{ margin: 0 }}>
            Applicants
          </Typography.Title>
          <Typography.Text type="secondary" aria-live="polite">
            {loading
              ? 'Loading applicants…'
              : filtered
                ? `Showing ${shown.length.toLocaleString()} of ${list.length.toLocaleString()} applicants`
                : `${list.length.toLocaleString()} applicants`}
          </Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <Button icon={<ReloadOutlined />} onClick={reload} disabled={loading}>
            Refresh
          </Button>
          {flags.download && (
            <Dropdown
              menu={{
                items: [
                  { key: 'csv', label: 'CSV (.csv)' },
                  { key: 'xlsx', label: 'Excel (.xlsx)' },
                ],
                onClick: ({ key }) => void download(key as 'csv' | 'xlsx'),
              }}
              disabled={loading || exporting !== null}
            >
              <Button icon={<DownloadOutlined />} loading={exporting !== null}>
                {exporting ? `Exporting ${exporting === 'csv' ? 'CSV' : 'Excel'}…` : 'Export'}
              </Button>
            </Dropdown>
          )}
          {flags.download && (
            <Button icon={<OrderedListOutlined />} onClick={() => open({ kind: 'merit', key: nextKey() })}>
              Merit list
            </Button>
          )}
          {flags.download && <Button onClick={() => open({ kind: 'school', key: nextKey() })}>School name and logo</Button>}
          {flags.interview && <InterviewPanelsButton isAdmin={roleId === 1} />}
          {flags.updateinfo && <SendToShownButton applicants={shown} disabled={loading} />}
          {flags.updateinfo && (
            <Button onClick={() => open({ kind: 'fill', key: nextKey() })} disabled={loading}>
              Fill scores from an assessment
            </Button>
          )}
          {flags.updateinfo && (
            <Button icon={<UploadOutlined />} onClick={() => open({ kind: 'import', key: nextKey() })}>
              Import
            </Button>
          )}
          {flags.updateinfo && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => open({ kind: 'form', mode: 'add', applicant: null, key: nextKey() })}
            >
              Add applicant
            </Button>
          )}
        </Flex>
      </Flex>

      <Flex gap={8} align="flex-start" style={{ marginBottom: 8 }}>
        <FilterBar filters={filters} onChange={setFilters} schools={schools} careers={careers} scoreColumns={scoreColumns} />
        <ColumnChooser
          places={columns.places}
          defaults={columns.defaults}
          scoreColumns={scoreColumns}
          save={columns.save}
          saving={columns.saving}
        />
      </Flex>

      {loadFailed && (
        <LoadFailureAlert title="The applicants could not be loaded." failure={error} onRetry={reload} style={{ marginBottom: 12 }} />
      )}

      <div ref={tableArea}>
        <ApplicantsTable
          applicants={shown}
          columnKeys={columns.columnKeys}
          scoreColumns={scoreColumns}
          flags={flags}
          canChangeChoices={flags.updateinfo}
          loading={loading}
          height={tableHeight}
          sort={sort}
          onSortChange={setSort}
          onAction={onAction}
          onChoice={onChoice}
          emptyText={
            loadFailed
              ? 'No applicants to show.'
              : list.length === 0
                ? 'No applicants yet.'
                : 'No applicant matches the search and filters.'
          }
        />
      </div>

      {modal?.kind === 'interview' && (
        <InterviewModal key={`interview-${modal.key}`} applicant={modal.applicant} open={modalOpen} onClose={close} />
      )}
      {modal?.kind === 'form' && (
        <ApplicantFormModal
          key={`form-${modal.key}`}
          mode={modal.mode}
          applicantId={modal.applicant?.id ?? null}
          schools={schools}
          open={modalOpen}
          onClose={close}
        />
      )}
      {modal?.kind === 'import' && <ImportModal key={`import-${modal.key}`} open={modalOpen} onClose={close} onImported={reload} />}
      {modal?.kind === 'merit' && (
        <MeritListDrawer key={`merit-${modal.key}`} open={modalOpen} onClose={close} schools={schools} isAdmin={roleId === 1} />
      )}
      {modal?.kind === 'school' && <SchoolProfileModal key={`school-${modal.key}`} open={modalOpen} onClose={close} />}
      {modal?.kind === 'fill' && <FillScoresModal key={`fill-${modal.key}`} open={modalOpen} onClose={close} />}
    </section>
  );
}
