import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import { Alert, App, Button, Checkbox, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import {
  choiceOf,
  columnTitle,
  hiddenCount,
  moveColumn,
  showColumn,
  type ColumnChoice,
  type ColumnPlace,
  type ScoreColumn,
} from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';

interface Props {
  places: readonly ColumnPlace[];
  defaults: readonly ColumnPlace[];
  scoreColumns: readonly ScoreColumn[];
  /** Keeps the choice (null: the default) on the server. */
  save: (choice: ColumnChoice | null) => Promise<unknown>;
  saving: boolean;
}

const sameList = (a: readonly ColumnPlace[], b: readonly ColumnPlace[]) =>
  a.length === b.length && a.every((place, index) => place.key === b[index].key && place.shown === b[index].shown);

/**
 * 'Columns': a dialog listing the movable columns in order, each with a
 * checkbox to show it and Move up / Move down buttons (keyboard and screen
 * reader friendly: no dragging needed; each move is announced). Saved per
 * staff member on the server.
 */
export function ColumnChooser({ places, defaults, scoreColumns, save, saving }: Props) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<ColumnPlace[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const title = (key: string) => columnTitle(key, scoreColumns);
  const hidden = hiddenCount(places);

  const start = () => {
    setDraft([...places]);
    setAnnouncement('');
    setFailure(null);
    setOpen(true);
  };

  const move = (key: string, step: -1 | 1) => {
    const from = draft.findIndex((place) => place.key === key);
    const to = from + step;
    if (to < 0 || to >= draft.length) {
      setAnnouncement(`${title(key)} is already ${step < 0 ? 'first' : 'last'}.`);
      return;
    }
    setDraft(moveColumn(draft, key, step));
    setAnnouncement(`${title(key)} moved to place ${to + 1} of ${draft.length}.`);
  };

  const submit = async () => {
    setFailure(null);
    try {
      await save(sameList(draft, defaults) ? null : choiceOf(draft));
      setOpen(false);
      message.success('Your columns were saved.');
    } catch (error) {
      setFailure(toCallFailure(error).message);
    }
  };

  return (
    <>
      <Button onClick={start}>{hidden > 0 ? `Columns (${hidden} hidden)` : 'Columns'}</Button>
      <Modal
        title="Choose columns"
        open={open}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        footer={
          <Flex justify="space-between" gap={8}>
            <Button
              onClick={() => {
                setDraft([...defaults]);
                setAnnouncement('The default columns are back; save to keep them.');
              }}
            >
              Default columns
            </Button>
            <Flex gap={8}>
              <Button onClick={() => setOpen(false)}>Cancel</Button>
              <Button type="primary" loading={saving} onClick={() => void submit()}>
                Save columns
              </Button>
            </Flex>
          </Flex>
        }
      >
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          #, Name and Actions are always shown and stay in view. Tick the columns to show and move them into the order you want; your choice
          is kept for your account on any computer.
        </Typography.Paragraph>
        <ol aria-label="Columns in order" style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: '55vh', overflowY: 'auto' }}>
          {draft.map((place, index) => (
            <li key={place.key} style={{ borderBottom: '1px solid rgba(0,0,0,0.06)', padding: '2px 0' }}>
              <Flex align="center" justify="space-between" gap={8}>
                <Checkbox checked={place.shown} onChange={(event) => setDraft(showColumn(draft, place.key, event.target.checked))}>
                  <bdi>{title(place.key)}</bdi>
                </Checkbox>
                <Flex gap={4}>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    aria-label={`Move up: ${title(place.key)}`}
                    aria-disabled={index === 0}
                    onClick={() => move(place.key, -1)}
                  >
                    Move up
                  </Button>
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    aria-label={`Move down: ${title(place.key)}`}
                    aria-disabled={index === draft.length - 1}
                    onClick={() => move(place.key, 1)}
                  >
                    Move down
                  </Button>
                </Flex>
              </Flex>
            </li>
          ))}
        </ol>
        <div aria-live="polite" role="status" style={{ minHeight: 22, marginTop: 6 }}>
          {announcement}
        </div>
        {failure && <Alert type="error" showIcon title={`Your columns could not be saved: ${failure}`} />}
      </Modal>
    </>
  );
}
