import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import type { ExamRoom, RoomAttempt } from '@mizan/shared';
import { saveBlobAs, toCallFailure } from '@mizan/shared/browser';
import { incidentsCsv } from '../../state/incident-csv';
import { INCIDENT_WORDS } from '../../state/incident-words';
import { useLazyIncidentsQuery } from '../../state/incidents-api';
import { IncidentDialog } from './IncidentDialog';

interface Props {
  exam: ExamRoom['exam'];
  selected: RoomAttempt[];
}

/** The control room's incidents: record one on the one selected attempt, and export the assessment's as CSV in its language. */
export function RoomIncidents({ exam, selected }: Props) {
  const words = INCIDENT_WORDS[exam.lang];
  const [recordingFor, setRecordingFor] = useState<RoomAttempt | null>(null);
  const [readIncidents, { isFetching }] = useLazyIncidentsQuery();
  const [exportFailure, setExportFailure] = useState<string | null>(null);

  async function exportCsv() {
    setExportFailure(null);
    try {
      const incidents = await readIncidents(exam.id).unwrap();
      saveBlobAs(new Blob([incidentsCsv(incidents, words)], { type: 'text/csv;charset=utf-8' }), words.csvName(exam.id));
    } catch (failure) {
      setExportFailure(toCallFailure(failure).message);
    }
  }

  return (
    <>
      <Flex gap={8} wrap role="toolbar" aria-label={words.toolbar} style={{ marginBottom: 12 }}>
        <Button disabled={selected.length !== 1} onClick={() => setRecordingFor(selected[0])}>
          <bdi>{words.record}</bdi>
        </Button>
        <Button loading={isFetching} onClick={() => void exportCsv()}>
          <bdi>{words.export}</bdi>
        </Button>
      </Flex>
      {exportFailure && <Alert type="error" showIcon role="alert" title={exportFailure} style={{ marginBottom: 12 }} />}
      {recordingFor && (
        <IncidentDialog
          examId={exam.id}
          lang={exam.lang}
          timed={exam.istimed === 1}
          attempt={recordingFor}
          onClose={() => setRecordingFor(null)}
        />
      )}
    </>
  );
}
