import { Button, Flex, Statistic } from 'antd';
import type { RoomCounts as Counts, RoomState } from '@mizan/shared';

const TILES: { key: keyof Counts; title: string; state: RoomState | 'all' | null }[] = [
  { key: 'registered', title: 'Registered', state: 'all' },
  { key: 'started', title: 'Started', state: null },
  { key: 'answering', title: 'Answering now', state: 'answering' },
  { key: 'idle', title: 'Idle', state: 'idle' },
  { key: 'offline', title: 'Offline', state: 'offline' },
  { key: 'submitted', title: 'Submitted', state: 'submitted' },
  { key: 'autoSubmitted', title: 'Auto-submitted', state: 'autosubmitted' },
];

/** The room's live counts; a count with a state filters the table to it (a button named by its visible title and number, so the keyboard reaches it). */
export function RoomCounts({ counts, idleText, onPick }: { counts: Counts; idleText: string; onPick: (state: RoomState | 'all') => void }) {
  return (
    <Flex gap={8} wrap role="group" aria-label="Counts" style={{ marginBottom: 16 }} data-testid="room-counts">
      {TILES.map((plain) => {
        const tile = plain.key === 'idle' ? { ...plain, title: `Idle > ${idleText}` } : plain;
        const statistic = <Statistic title={tile.title} value={counts[tile.key]} />;
        return tile.state === null ? (
          <div key={tile.key} style={{ padding: '4px 15px', minWidth: 110 }}>
            {statistic}
          </div>
        ) : (
          <Button
            key={tile.key}
            type="text"
            style={{ height: 'auto', minWidth: 110, textAlign: 'start' }}
            onClick={() => onPick(tile.state as RoomState | 'all')}
            title={tile.state === 'all' ? 'Show every attempt' : 'Show only these'}
          >
            {statistic}
          </Button>
        );
      })}
    </Flex>
  );
}
