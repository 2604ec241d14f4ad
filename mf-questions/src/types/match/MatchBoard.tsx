import { Flex, Typography, theme } from 'antd';
import Select from 'antd/es/select';
import { applicantText, type ListOption } from '@mizan/shared';
import { useCallback, useId } from 'react';
import { DraggableChip } from '../../components/dnd/DraggableChip';
import { DropZone } from '../../components/dnd/DropZone';
import { useKeyboardCarry } from '../../components/dnd/keyboard-carry';
import { PlaceHereButton } from '../../components/dnd/PlaceHereButton';
import { visuallyHidden } from '../../components/dnd/visually-hidden';
import { optionLabel } from '../../components/list-options/option-label';
import { RichTextView } from '../../components/rich-text/RichTextView';
import { answerLetter } from './match-edits';

export interface MatchBoardProps {
  options: readonly ListOption[];
  possibleAnswers: readonly ListOption[];
  /** The possible-answer id next to each option ('' for none), aligned with `options`. */
  slots: readonly string[];
  /** Put `answerId` next to option `optionIndex` ('' takes the match away). */
  onAssign: (optionIndex: number, answerId: string) => void;
  disabled?: boolean;
  direction: 'ltr' | 'rtl';
  /** The pool's heading. */
  poolTitle?: string;
}

/**
 * Match's board, for the answer key and the exam: each option in a row with
 * a slot beside it. Drag a possible answer from the pool (or from another
 * slot) into a slot, drag it back to the pool to take it away, or pick it
 * from the option's select. By keyboard (or tap) a possible answer is picked
 * up with Enter or Space and put in a slot the same way (keyboard-carry.ts).
 * A possible answer stands in one slot at most: putting it in another moves it.
 */
export function MatchBoard({
  options,
  possibleAnswers,
  slots,
  onAssign,
  disabled = false,
  direction,
  poolTitle = 'Possible answers',
}: MatchBoardProps) {
  const { token } = theme.useToken();
  const words = applicantText(direction).boards;
  const names = applicantText(direction).names;
  const itemType = `match:${useId()}`;
  const keyboard = useKeyboardCarry();
  const held = disabled ? null : keyboard.held;
  const letterOf = new Map(possibleAnswers.map((answer, index) => [answer.id, answerLetter(index)]));
  const answerById = new Map(possibleAnswers.map((answer) => [answer.id, answer]));
  const used = new Set(slots.filter((id) => id !== ''));
  const pool = possibleAnswers.filter((answer) => !used.has(answer.id));
  const selectOptions = possibleAnswers.map((answer, index) => ({
    value: answer.id,
    label: `${answerLetter(index)}. ${optionLabel(answer, index)}`,
  }));

  const unassign = useCallback(
    (answerId: string) => {
      const index = slots.indexOf(answerId);
      if (index >= 0) onAssign(index, '');
    },
    [slots, onAssign],
  );

  const chip = (answer: ListOption) => (
    <DraggableChip
      key={answer.id}
      itemType={itemType}
      id={answer.id}
      disabled={disabled}
      carry={{ keyboard, name: `${letterOf.get(answer.id)}. ${optionLabel(answer, possibleAnswers.indexOf(answer))}` }}
    >
      <Flex gap={token.marginXS} align="center">
        <Typography.Text strong>{letterOf.get(answer.id)}.</Typography.Text>
        <RichTextView value={answer.option} direction={direction} />
      </Flex>
    </DraggableChip>
  );

  return (
    <div ref={keyboard.boardRef} onKeyDown={keyboard.onBoardKeyDown}>
      <Flex vertical gap="middle" dir={direction}>
        <div aria-live="polite" style={visuallyHidden}>
          {keyboard.announcement}
        </div>
        <Flex vertical gap="middle" role="list" aria-label={names.optionsToMatch}>
          {options.map((option, index) => {
            const assigned = answerById.get(slots[index] ?? '');
            const name = `option ${index + 1}`;
            return (
              <Flex key={option.id} role="listitem" wrap gap="small" align="start" data-testid={`match-row-${index + 1}`}>
                <Flex gap={token.marginXS} align="center" style={{ flex: '1 1 180px', minWidth: 0, minHeight: 40 }}>
                  <Typography.Text strong aria-hidden style={{ minWidth: '1.5em' }}>
                    {index + 1}.
                  </Typography.Text>
                  <div style={{ minWidth: 0 }}>
                    <RichTextView value={option.option} direction={direction} />
                  </div>
                </Flex>
                <Flex vertical gap={token.marginXXS} style={{ flex: '1 1 220px', minWidth: 0 }}>
                  <DropZone
                    itemType={itemType}
                    disabled={disabled}
                    onDrop={(answerId) => onAssign(index, answerId)}
                    testId={`match-slot-${index + 1}`}
                    ariaLabel={names.matchFor(index + 1)}
                    style={{
                      minHeight: 40,
                      display: 'flex',
                      alignItems: 'center',
                      padding: token.paddingXXS,
                      border: `1px dashed ${assigned ? token.colorPrimaryBorder : token.colorBorder}`,
                      borderRadius: token.borderRadius,
                      background: token.colorFillQuaternary,
                    }}
                  >
                    {assigned ? (
                      chip(assigned)
                    ) : (
                      <Typography.Text type="secondary" style={{ paddingInline: token.paddingXS }}>
                        {disabled ? words.noMatch : words.dropAnswerHere}
                      </Typography.Text>
                    )}
                    {held && held.id !== assigned?.id && (
                      <PlaceHereButton
                        label={`Put ${held.name} next to ${name}`}
                        onPlace={() => keyboard.placeHeld((answerId) => onAssign(index, answerId), `next to ${name}`)}
                      >
                        {words.putHere}
                      </PlaceHereButton>
                    )}
                  </DropZone>
                  <Select
                    aria-label={names.pickMatchFor(index + 1)}
                    style={{ width: '100%' }}
                    size="small"
                    placeholder={words.orPickAMatch}
                    value={assigned ? assigned.id : undefined}
                    options={selectOptions}
                    allowClear
                    disabled={disabled}
                    onChange={(value: string | undefined) => onAssign(index, value ?? '')}
                  />
                </Flex>
              </Flex>
            );
          })}
        </Flex>
        <DropZone
          itemType={itemType}
          disabled={disabled}
          onDrop={unassign}
          testId="match-pool"
          ariaLabel={poolTitle}
          style={{
            padding: token.paddingSM,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            background: token.colorBgLayout,
          }}
        >
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: token.marginXS }}>
            {poolTitle}
            {disabled ? '' : words.dragNextToOption}
          </Typography.Text>
          <Flex wrap gap="small">
            {pool.length === 0 ? <Typography.Text type="secondary">{words.allPlaced}</Typography.Text> : pool.map((answer) => chip(answer))}
            {held && used.has(held.id) && (
              <PlaceHereButton
                label={`Put ${held.name} back with the ${poolTitle.toLowerCase()}`}
                onPlace={() => keyboard.placeHeld(unassign, 'taken away')}
              >
                {words.putBack}
              </PlaceHereButton>
            )}
          </Flex>
        </DropZone>
      </Flex>
    </div>
  );
}
