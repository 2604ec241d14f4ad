import { Card, Menu, Tooltip } from 'antd';
import { BUILDER_MENU_TYPES, QUESTION_TYPE_INFO, type QuestionType } from '@mizan/shared';
import type { QuestionRegistry } from '@mizan/shared';

interface Props {
  /** The type being added, highlighted in the menu. */
  selected: QuestionType | null;
  onSelect: (type: QuestionType) => void;
  /** mf_questions' registry once loaded: types it cannot show yet are disabled. */
  registry: QuestionRegistry | null;
}

/**
 * The builder's left menu (SPEC §2): one item per question type, labelled
 * from shared QUESTION_TYPE_INFO in BUILDER_MENU_TYPES' order (SPEC's ten,
 * then Fill the blank, Numerical and Label). Each opens that type's editor in a modal.
 */
export function QuestionTypeMenu({ selected, onSelect, registry }: Props) {
  const available = (type: QuestionType) => registry?.QUESTION_TYPE_LIST.find((entry) => entry.type === type)?.available ?? true;
  return (
    <Card size="small" title="Add a question" styles={{ body: { padding: 4 } }} style={{ width: '100%' }}>
      <nav aria-label="Question types">
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          style={{ borderInlineEnd: 'none' }}
          onClick={({ key }) => onSelect(key as QuestionType)}
          items={BUILDER_MENU_TYPES.map((type) => {
            const label = QUESTION_TYPE_INFO[type].label;
            const usable = available(type);
            return {
              key: type,
              disabled: !usable,
              label: usable ? (
                label
              ) : (
                <Tooltip title="Not available in this deployment yet" placement="right">
                  {label}
                </Tooltip>
              ),
            };
          })}
        />
      </nav>
    </Card>
  );
}
