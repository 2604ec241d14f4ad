import { Flex, Typography, theme } from 'antd';
import Select from 'antd/es/select';
import { applicantText } from '@mizan/shared';
import { useId } from 'react';
import { DraggableChip } from '../../components/dnd/DraggableChip';
import { DropZone } from '../../components/dnd/DropZone';
import { useKeyboardCarry } from '../../components/dnd/keyboard-carry';
import { PlaceHereButton } from '../../components/dnd/PlaceHereButton';
import { visuallyHidden } from '../../components/dnd/visually-hidden';
import { LabelPicture } from './LabelPicture';
import { SpotBubble } from './SpotBubble';
import { spotNumbers, spotsInNumberOrder } from './label-edits';
import { pictureSpotStyle } from './picture-spot-style';

export interface LabelBoardProps {
  image: string;
  labels: readonly { id: string; value: string }[];
  spots: readonly { id: string; top: number; left: number }[];
  /** The spot id of each label ('' for none), aligned with `labels`. */
  slots: readonly string[];
  /** Put label `labelIndex` on `spotId` ('' takes it off the picture). */
  onPlace: (labelIndex: number, spotId: string) => void;
  disabled?: boolean;
  direction: 'ltr' | 'rtl';
}

/** Padding around a spot's bubble that still takes a drop, so a spot is easy to hit with the mouse. */
const DROP_PADDING = 10;

/**
 * Label's board, for the answer key and the exam: the picture with its
 * numbered spots, the labels not placed yet in a tray below, and a select
 * per label. Drag a label onto a spot, from the tray or from another spot,
 * or back to the tray to take it off; by keyboard (or tap) pick a label up
 * with Enter or Space and put it on a spot the same way (keyboard-carry.ts). A spot holds one
 * label: placing another there sends the first back to the tray.
 */
export function LabelBoard({ image, labels, spots, slots, onPlace, disabled = false, direction }: LabelBoardProps) {
  const { token } = theme.useToken();
  const words = applicantText(direction).boards;
  const names = applicantText(direction).names;
  const itemType = `label:${useId()}`;
  const keyboard = useKeyboardCarry();
  const held = disabled ? null : keyboard.held;
  const numbers = spotNumbers(spots, direction);
  const indexOfLabel = new Map(labels.map((label, index) => [label.id, index]));
  const labelOnSpot = new Map<string, { id: string; value: string }>();
  slots.forEach((spotId, index) => {
    if (spotId !== '' && labels[index]) labelOnSpot.set(spotId, labels[index]);
  });
  const tray = labels.filter((_, index) => slots[index] === '' || slots[index] === undefined);
  const spotChoices = spotsInNumberOrder(spots, direction).map((spot) => ({
    value: spot.id,
    label: words.spot(numbers.get(spot.id) ?? 0),
  }));
  const place = (labelId: string, spotId: string) => {
    const index = indexOfLabel.get(labelId);
    if (index !== undefined) onPlace(index, spotId);
  };
  const chip = (label: { id: string; value: string }) => (
    <DraggableChip
      key={label.id}
      itemType={itemType}
      id={label.id}
      disabled={disabled}
      style={{ whiteSpace: 'nowrap' }}
      carry={{ keyboard, name: label.value.trim() || `Label ${(indexOfLabel.get(label.id) ?? 0) + 1}` }}
    >
      <span dir={direction}>{label.value}</span>
    </DraggableChip>
  );

  return (
    <div ref={keyboard.boardRef} onKeyDown={keyboard.onBoardKeyDown}>
      <Flex vertical gap="middle" dir={direction}>
        <div aria-live="polite" style={visuallyHidden}>
          {keyboard.announcement}
        </div>
        <div>
          <LabelPicture image={image} alt="The picture to label">
            {spots.map((spot) => {
              const number = numbers.get(spot.id) ?? 0;
              const placed = labelOnSpot.get(spot.id);
              return (
                <DropZone
                  key={spot.id}
                  itemType={itemType}
                  disabled={disabled}
                  onDrop={(labelId) => place(labelId, spot.id)}
                  testId={`label-spot-${number}`}
                  ariaLabel={placed ? names.spotHolds(number, placed.value) : names.spotEmpty(number)}
                  style={{ ...pictureSpotStyle(spot.top, spot.left, DROP_PADDING), borderRadius: token.borderRadiusLG }}
                >
                  <SpotBubble number={number} tone={placed ? 'success' : 'default'} />
                  {placed && chip(placed)}
                  {held && held.id !== placed?.id && (
                    <PlaceHereButton
                      label={names.putHereOnSpot(held.name, number)}
                      onPlace={() => keyboard.placeHeld((labelId) => place(labelId, spot.id), `on spot ${number}`)}
                    >
                      {words.putHere}
                    </PlaceHereButton>
                  )}
                </DropZone>
              );
            })}
          </LabelPicture>
        </div>

        <DropZone
          itemType={itemType}
          disabled={disabled}
          onDrop={(labelId) => place(labelId, '')}
          testId="label-tray"
          ariaLabel={names.labelsToPlace}
          style={{
            padding: token.paddingSM,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            background: token.colorBgLayout,
          }}
        >
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: token.marginXS }}>
            {words.labels}
            {disabled ? '' : words.dragOntoSpot}
          </Typography.Text>
          <Flex wrap gap="small">
            {tray.length === 0 ? <Typography.Text type="secondary">{words.allPlaced}</Typography.Text> : tray.map((label) => chip(label))}
            {held && !tray.some((label) => label.id === held.id) && (
              <PlaceHereButton
                label={names.putBackWithLabels(held.name)}
                onPlace={() => keyboard.placeHeld((labelId) => place(labelId, ''), 'taken off the picture')}
              >
                {words.putBack}
              </PlaceHereButton>
            )}
          </Flex>
        </DropZone>

        <Flex vertical gap="small" role="list" aria-label={names.labelsAndSpots}>
          {labels.map((label, index) => (
            <Flex key={label.id} role="listitem" gap="small" align="center" wrap data-testid={`label-row-${index + 1}`}>
              <Typography.Text style={{ flex: '0 1 240px', minWidth: 120 }}>{label.value}</Typography.Text>
              <Select
                aria-label={label.value.trim() ? names.spotFor(label.value.trim()) : names.spotForLabel(index + 1)}
                style={{ flex: '0 1 180px', minWidth: 140 }}
                placeholder={words.pickASpot}
                value={slots[index] ? slots[index] : undefined}
                options={spotChoices}
                allowClear
                disabled={disabled}
                onChange={(value: string | undefined) => onPlace(index, value ?? '')}
              />
            </Flex>
          ))}
        </Flex>
      </Flex>
    </div>
  );
}
