import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { App, Button, Card, Collapse, Descriptions, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { PATHS, type LookupItem } from '@mizan/shared';
import { LoadFailureAlert, selectRoleId, toCallFailure } from '@mizan/shared/browser';
import { useRoundQuery, useSetDecisionMutation, type RoundDetails } from '../../state/admission-api';
import { WHAT_IF_TITLES, type WhatIfKind } from './admission-view-rules';
import { formatDateTime } from './date-time';
import { DecisionHistory } from './DecisionHistory';
import { DecisionsTable } from './DecisionsTable';
import { RoundEditorModal } from './RoundEditorModal';
import { SetDecisionModal, type DecisionTarget } from './SetDecisionModal';
import { WhatIfDrawer } from './WhatIfDrawer';
import { RoundMessageSettings } from '../messages/RoundMessageSettings';
import { ReportActions } from '../ReportActions';

type Opened =
  | { kind: 'whatIf'; whatIf: WhatIfKind; key: number }
  | { kind: 'decision'; target: DecisionTarget; key: number }
  | { kind: 'edit'; key: number }
  | null;

/** The weights are the merit list's, which administrators alone change (as in the Merit list drawer). */
const whatIfKinds = (isAdmin: boolean): WhatIfKind[] =>
  isAdmin ? ['offers', 'seats', 'weights', 'promote'] : ['offers', 'seats', 'promote'];

/** One round: its facts and seats, the what-if actions, its applicants' decisions and its history. */
export function RoundView({ roundId, schools }: { roundId: number; schools: LookupItem[] }) {
  const { message } = App.useApp();
  const isAdmin = useSelector(selectRoleId) === 1;
  const query = useRoundQuery(roundId, { refetchOnMountOrArgChange: true });
  const [setDecision] = useSetDecisionMutation();
  const [ticked, setTicked] = useState<number[]>([]);
  const [opened, setOpened] = useState<Opened>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [enrolling, setEnrolling] = useState<number | null>(null);
  const details = query.data;

  const open = (next: NonNullable<Opened>) => {
    setOpened(next);
    setIsOpen(true);
  };
  const nextKey = () => (opened?.key ?? 0) + 1;
  const close = () => setIsOpen(false);

  const enroll = async (row: RoundDetails['rows'][number]) => {
    setEnrolling(row.applicant_id);
    try {
      await setDecision({ roundId, applicantId: row.applicant_id, state: 'enrolled', reason: '' }).unwrap();
      message.success(`${row.name} is enrolled.`);
    } catch (error) {
      message.error(`${row.name} could not be enrolled: ${toCallFailure(error).message}`);
    } finally {
      setEnrolling(null);
    }
  };

  return (
    <section aria-labelledby="round-title">
      <Flex align="center" gap={12} style={{ marginBottom: 12 }}>
        <Link to={PATHS.admissions} aria-label="Back to rounds">
          <ArrowLeftOutlined />
        </Link>
        <Typography.Title id="round-title" level={2} style={{ margin: 0 }}>
          {details ? <span dir="auto">{details.round.name}</span> : `Round ${roundId}`}
        </Typography.Title>
      </Flex>
      <LoadFailureAlert
        title="The round could not be loaded."
        failure={query.isFetching ? undefined : query.error}
        onRetry={() => void query.refetch()}
      />
      <Spin spinning={query.isFetching && !details} description="Loading the round…">
        {details && (
          <Flex vertical gap={12}>
            <Card size="small">
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2, xl: 4 }}
                items={[
                  {
                    key: 'school',
                    label: 'School',
                    children: details.round.school_id === null ? 'All schools' : details.round.school_name,
                  },
                  { key: 'deadline', label: 'Offer deadline', children: formatDateTime(details.round.offer_deadline) },
                  { key: 'window', label: 'Offer window', children: `${details.round.offer_window_hours} hours` },
                  {
                    key: 'promote',
                    label: 'Waitlist promotion',
                    children: details.round.auto_promote ? 'Automatic' : 'By staff',
                  },
                  ...details.round.seats.map((entry) => ({
                    key: `seats-${entry.school_id}`,
                    label: <span dir="auto">{entry.name}</span>,
                    children: `${entry.held} of ${entry.seats} seats held, ${entry.waitlisted} waiting`,
                  })),
                ]}
              />
            </Card>
            <Flex gap={8} wrap role="group" aria-label="Round actions">
              {whatIfKinds(isAdmin).map((kind) => (
                <Button
                  key={kind}
                  type={kind === 'offers' ? 'primary' : 'default'}
                  onClick={() => open({ kind: 'whatIf', whatIf: kind, key: nextKey() })}
                >
                  {kind === 'offers' && ticked.length > 0 ? `${WHAT_IF_TITLES[kind]} (${ticked.length} ticked)` : WHAT_IF_TITLES[kind]}
                </Button>
              ))}
              <Button onClick={() => open({ kind: 'edit', key: nextKey() })}>Edit round</Button>
            </Flex>
            <ReportActions target={{ kind: 'round', roundId }} what={`the round ${details.round.name}`} />
            <section aria-label="Decisions">
              <DecisionsTable
                details={details}
                ticked={ticked}
                onTick={setTicked}
                onChange={(target) => open({ kind: 'decision', target, key: nextKey() })}
                onEnroll={(row) => void enroll(row)}
                enrolling={enrolling}
              />
            </section>
            <Collapse
              items={[
                {
                  key: 'history',
                  label: `History (${details.changes.length} changes)`,
                  children: <DecisionHistory changes={details.changes} />,
                },
                { key: 'messages', label: "The round's messages", children: <RoundMessageSettings roundId={roundId} /> },
              ]}
            />
          </Flex>
        )}
      </Spin>

      {details && opened?.kind === 'whatIf' && (
        <WhatIfDrawer
          key={opened.key}
          kind={opened.whatIf}
          round={details.round}
          ticked={ticked}
          open={isOpen}
          onClose={close}
          onCommitted={() => {
            setTicked([]);
            close();
          }}
        />
      )}
      {opened?.kind === 'decision' && (
        <SetDecisionModal key={opened.key} roundId={roundId} target={opened.target} open={isOpen} onClose={close} />
      )}
      {details && opened?.kind === 'edit' && (
        <RoundEditorModal key={opened.key} round={details.round} schools={schools} open={isOpen} onClose={close} onSaved={close} />
      )}
    </section>
  );
}
