import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Select, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ROOM_STATES, type RoomState } from '@mizan/shared';
import { AssessmentFromAddress } from '../components/AssessmentFromAddress';
import { DirectionFrame } from '../components/DirectionFrame';
import { PageHeading } from '../components/PageHeading';
import { RoomActions } from '../components/exam-room/RoomActions';
import { RoomCounts } from '../components/exam-room/RoomCounts';
import { RoomNetworks } from '../components/exam-room/RoomNetworks';
import { RoomSafeExamBrowser } from '../components/exam-room/RoomSafeExamBrowser';
import { RoomIncidents } from '../components/exam-room/RoomIncidents';
import { RoomWaiting } from '../components/exam-room/RoomWaiting';
import { RoomTable } from '../components/exam-room/RoomTable';
import { LoadFailureAlert } from '@mizan/shared/browser';
import { filterAttempts, stateLabel, type RoomFilter } from '../state/exam-room';
import { ROOM_REFRESH_MS, usePolledRoom } from '../state/exam-room-api';

const minutes = (seconds: number) => (seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`);

/** /dashboard/examroom/{examId} (ours): who is taking the exam right now, and the proctor's actions. */
function ExamRoom({ examId }: { examId: number }) {
  const { room, failure, loading, refresh } = usePolledRoom(examId);
  const [filter, setFilter] = useState<RoomFilter>({ state: 'all', search: '' });
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const shown = useMemo(() => (room ? filterAttempts(room.attempts, filter) : []), [room, filter]);
  const selected = useMemo(() => (room ? room.attempts.filter((attempt) => selectedIds.includes(attempt.id)) : []), [room, selectedIds]);

  if (!room) {
    if (loading) {
      return (
        <Flex role="status" vertical align="center" gap={12} style={{ padding: 48 }}>
          <Spin size="large" />
          <Typography.Text type="secondary">Loading the control room…</Typography.Text>
        </Flex>
      );
    }
    return <LoadFailureAlert title="The control room could not be loaded." failure={failure} onRetry={refresh} />;
  }

  const showAccessCodes = room.attempts.some((attempt) => attempt.accessCode !== undefined);
  return (
    <section aria-labelledby="room-title">
      <PageHeading
        id="room-title"
        title={<bdi>{room.exam.title}</bdi>}
        description={`Control room: refreshed every ${ROOM_REFRESH_MS / 1000} s on the server's clock${room.exam.istimed === 1 ? ` · ${room.exam.duration} minutes` : ' · not timed'}. Idle: no save for ${minutes(room.idleSeconds)}; offline: none for ${minutes(room.offlineSeconds)}.`}
        actions={
          <Button icon={<ReloadOutlined />} onClick={refresh}>
            Refresh now
          </Button>
        }
      />
      {failure && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title="The room could not be refreshed; the figures below may be old."
          description={failure.message}
        />
      )}
      <DirectionFrame lang={room.exam.lang} wide>
        <RoomNetworks examId={examId} lang={room.exam.lang} />
        <RoomSafeExamBrowser examId={examId} lang={room.exam.lang} />
        <RoomWaiting room={room} />
        <RoomCounts
          counts={room.counts}
          idleText={minutes(room.idleSeconds)}
          onPick={(state) => setFilter((current) => ({ ...current, state }))}
        />
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <Input.Search
            allowClear
            aria-label="Search by name, ID, school or access code"
            placeholder="Search by name, ID, school or access code"
            style={{ width: 320 }}
            value={filter.search}
            onChange={(event) => setFilter((current) => ({ ...current, search: event.target.value }))}
          />
          <Select<RoomState | 'all'>
            aria-label="State"
            style={{ width: 200 }}
            value={filter.state}
            onChange={(state) => setFilter((current) => ({ ...current, state }))}
            options={[{ value: 'all', label: 'Every state' }, ...ROOM_STATES.map((state) => ({ value: state, label: stateLabel(state) }))]}
          />
          <Typography.Text type="secondary" style={{ alignSelf: 'center' }} aria-live="polite">
            <bdi>{`${shown.length} of ${room.attempts.length} shown`}</bdi>
          </Typography.Text>
        </Flex>
        <RoomActions examId={examId} selected={selected} onDone={() => setSelectedIds([])} />
        <RoomIncidents exam={room.exam} selected={selected} />
        <RoomTable attempts={shown} showAccessCodes={showAccessCodes} selectedIds={selectedIds} onSelect={setSelectedIds} />
      </DirectionFrame>
    </section>
  );
}

/** /dashboard/examroom/{examId}: the exam-day control room of one assessment. */
export function ExamRoomPage() {
  return (
    <AssessmentFromAddress missingTitle="This address does not say which assessment's room to open">
      {(examId) => <ExamRoom key={examId} examId={examId} />}
    </AssessmentFromAddress>
  );
}
