import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import Input from 'antd/es/input';
import { IMAGE_REQUIRED } from '@mizan/shared';
import { ImageSourceInput } from '../../components/image/ImageSourceInput';
import { ScoreModeField } from '../../components/score-mode/ScoreModeField';
import type { AuthoringProps } from '../question-type-ui';
import { SpotPlacer } from './SpotPlacer';
import {
  addLabel,
  addSpot,
  canAddLabel,
  canAddSpot,
  moveSpot,
  removeLabel,
  removeSpot,
  setImage,
  setLabelText,
  setScoreMode,
  setSpotCaption,
  spotNumbers,
  spotsInNumberOrder,
} from './label-edits';

/** ours: SPEC has no words for it; a label without a spot of its own could never be placed right. */
export const TOO_FEW_SPOTS = 'Add at least as many drop spots as labels.';

/**
 * Label, editingMode: the picture (uploaded from the PC, image types only,
 * or from a URL), the label texts, and the drop spots placed on the picture
 * by dragging (top/left kept in percent), each with an optional caption for
 * staff, and the scoring mode. Shuffling the labels is the frame's common
 * 'Shuffle options' flag; this body only says what it does. Which label
 * belongs on which spot is set in answer mode.
 */
export function LabelSetup({ question, onChange, direction }: AuthoringProps<'LabelQComponent'>) {
  const numbers = spotNumbers(question.options, direction);
  const hasImage = question.image !== '';
  return (
    <Flex vertical gap="middle" dir={direction}>
      <ImageSourceInput label="Picture" value={question.image} onChange={(url) => onChange(setImage(question, url))} />
      {!hasImage && <Alert type="warning" showIcon title={IMAGE_REQUIRED} />}

      <Flex vertical gap="small">
        <Typography.Text strong>Labels</Typography.Text>
        {question.labels.length === 0 && <Typography.Text type="secondary">No labels yet.</Typography.Text>}
        {question.labels.map((label, index) => (
          <Flex key={label.id} gap="small" align="center">
            <Input
              value={label.value}
              onChange={(event) => onChange(setLabelText(question, label.id, event.target.value))}
              placeholder={`Label ${index + 1}`}
              aria-label={`Label ${index + 1}`}
              dir={direction}
              style={{ maxWidth: 420 }}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Remove label ${index + 1}`}
              title={`Remove label ${index + 1}`}
              onClick={() => onChange(removeLabel(question, label.id))}
            />
          </Flex>
        ))}
        <div>
          <Button icon={<PlusOutlined />} onClick={() => onChange(addLabel(question))} disabled={!canAddLabel(question)}>
            Add label
          </Button>
        </div>
      </Flex>

      <Flex vertical gap="small">
        <Typography.Text strong>Drop spots</Typography.Text>
        <Typography.Text type="secondary">
          Add a spot for each label (more make it harder) and drag each spot to its place on the picture; a focused spot also moves with the
          arrow keys.
        </Typography.Text>
        <div>
          <Button icon={<PlusOutlined />} onClick={() => onChange(addSpot(question))} disabled={!hasImage || !canAddSpot(question)}>
            Add drop spot
          </Button>
        </div>
        {hasImage && (
          <SpotPlacer
            image={question.image}
            spots={question.options}
            numbers={numbers}
            onMove={(id, point) => onChange(moveSpot(question, id, point))}
          />
        )}
        {spotsInNumberOrder(question.options, direction).map((spot) => {
          const number = numbers.get(spot.id);
          return (
            <Flex key={spot.id} gap="small" align="center" data-testid={`spot-row-${number}`}>
              <Typography.Text strong style={{ minWidth: 56, whiteSpace: 'nowrap' }}>
                Spot {number}
              </Typography.Text>
              <Input
                value={spot.value}
                onChange={(event) => onChange(setSpotCaption(question, spot.id, event.target.value))}
                placeholder="Caption (staff only)"
                aria-label={`Caption of spot ${number}`}
                dir={direction}
                style={{ flex: '1 1 120px', maxWidth: 260 }}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                {Math.round(spot.left)}% across, {Math.round(spot.top)}% down
              </Typography.Text>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remove spot ${number}`}
                title={`Remove spot ${number}`}
                onClick={() => onChange(removeSpot(question, spot.id))}
              />
            </Flex>
          );
        })}
        {question.labels.length > question.options.length && <Alert type="warning" showIcon title={TOO_FEW_SPOTS} />}
      </Flex>

      <ScoreModeField
        value={question.scoreMode}
        onChange={(mode) => onChange(setScoreMode(question, mode))}
        unit="label on its correct spot"
      />
      <Typography.Text type="secondary">
        {question.shuffleOptions
          ? 'Each applicant sees the labels shuffled (Shuffle options is on).'
          : 'Each applicant sees the labels in this order (turn on Shuffle options to shuffle them).'}
      </Typography.Text>
    </Flex>
  );
}
