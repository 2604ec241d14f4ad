import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import type { AdmissionRound } from '@mizan/shared';
import { LoadFailureAlert, selectFlags } from '@mizan/shared/browser';
import { useRoundsQuery } from '../state/admission-api';
import { useSchoolsQuery } from '../state/applicants-api';
import { RoundEditorModal } from '../components/admissions/RoundEditorModal';
import { RoundView } from '../components/admissions/RoundView';
import { RoundsTable } from '../components/admissions/RoundsTable';
import { OutboxMessages } from '../components/messages/OutboxMessages';
import { TemplatesEditor } from '../components/messages/TemplatesEditor';

const NO_ROUNDS: AdmissionRound[] = [];

/**
 * /dashboard/admissions (ours, the `decide` flag): the admission rounds, the
 * message templates and (updateinfo) every message sent; ?round={id} opens
 * one round with its decisions, what-ifs and messages.
 */
export function AdmissionsPage() {
  const flags = useSelector(selectFlags);
  const [params, setParams] = useSearchParams();
  const roundId = Number(params.get('round'));
  const schools = useSchoolsQuery().data ?? [];
  const [editing, setEditing] = useState<{ round: AdmissionRound | null; key: number; open: boolean } | null>(null);

  const openRound = (round: AdmissionRound) => setParams({ round: String(round.id) });
  const edit = (round: AdmissionRound | null) => setEditing((previous) => ({ round, key: (previous?.key ?? 0) + 1, open: true }));
  const closeEditor = () => setEditing((previous) => previous && { ...previous, open: false });

  return (
    <section aria-labelledby="admissions-title">
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Title id="admissions-title" level={1} style={{ margin: 0 }}>
          Admissions
        </Typography.Title>
        {!roundId && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => edit(null)}>
            New round
          </Button>
        )}
      </Flex>
      {Number.isInteger(roundId) && roundId > 0 ? (
        <RoundView key={roundId} roundId={roundId} schools={schools} />
      ) : (
        <Tabs
          destroyOnHidden
          items={[
            { key: 'rounds', label: 'Rounds', children: <RoundsList onOpen={openRound} onEdit={edit} /> },
            { key: 'templates', label: 'Message templates', children: <TemplatesEditor /> },
            ...(flags.updateinfo ? [{ key: 'outbox', label: 'Messages sent', children: <OutboxMessages /> }] : []),
          ]}
        />
      )}
      {editing && (
        <RoundEditorModal
          key={editing.key}
          round={editing.round}
          schools={schools}
          open={editing.open}
          onClose={closeEditor}
          onSaved={(saved) => {
            closeEditor();
            if (!editing.round) openRound(saved);
          }}
        />
      )}
    </section>
  );
}

function RoundsList({ onOpen, onEdit }: { onOpen: (round: AdmissionRound) => void; onEdit: (round: AdmissionRound) => void }) {
  const query = useRoundsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <LoadFailureAlert
        title="The rounds could not be loaded."
        failure={query.isFetching ? undefined : query.error}
        onRetry={() => void query.refetch()}
        style={{ marginBottom: 12 }}
      />
      <RoundsTable rounds={query.data ?? NO_ROUNDS} loading={query.isFetching} onOpen={onOpen} onEdit={onEdit} />
    </>
  );
}
