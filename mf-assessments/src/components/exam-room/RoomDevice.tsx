import { Tag } from 'antd';
import { ROOM_DEVICE_LABELS, type RoomAttempt, type RoomDeviceState } from '@mizan/shared';

const DEVICE_COLORS: Record<RoomDeviceState, string | undefined> = { ready: 'green', warned: 'gold', failed: 'red', unchecked: undefined };

/** Hours and minutes on the proctor's clock, as the room's other times are read. */
function timeOfDay(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

/** The room's device column: the applicant's last rehearsal (ready, warned, failed) and when, or not checked. */
export function RoomDevice({ attempt }: { attempt: Pick<RoomAttempt, 'device'> }) {
  const { state, checkedAt } = attempt.device;
  return (
    <span data-testid="room-device" data-device={state}>
      <Tag color={DEVICE_COLORS[state]}>{ROOM_DEVICE_LABELS[state]}</Tag>
      {checkedAt && (
        <time dateTime={checkedAt} style={{ color: 'rgba(0,0,0,.65)', marginInlineStart: 4 }}>
          <bdi dir="ltr">{timeOfDay(checkedAt)}</bdi>
        </time>
      )}
    </span>
  );
}

/** Failed first, then warned, unchecked and ready: the sort puts who needs a look at the top. */
const DEVICE_ORDER: Record<RoomDeviceState, number> = { failed: 0, warned: 1, unchecked: 2, ready: 3 };
export const byDevice = (a: Pick<RoomAttempt, 'device'>, b: Pick<RoomAttempt, 'device'>) =>
  DEVICE_ORDER[a.device.state] - DEVICE_ORDER[b.device.state];
