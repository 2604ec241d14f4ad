import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Tag } from 'antd';
import Input from 'antd/es/input';
import { useState } from 'react';

export interface TextTag {
  key: string;
  text: string;
}

export interface TextTagsInputProps {
  tags: readonly TextTag[];
  onAdd: (text: string) => void;
  onRemove: (key: string) => void;
  /** Names the input and the buttons ('Accepted answers for blank 1'). */
  label: string;
  /** What one item is called, for the remove buttons ('answer', 'word'). */
  itemName: string;
  placeholder?: string;
  tagColor?: string;
  direction: 'ltr' | 'rtl';
}

/**
 * A tags input: the items as tags, each with a remove button, and a box that
 * adds what is typed on Enter or with the Add button. Kept plain (no antd
 * Select in tags mode) so every action is a named button or a labelled box.
 */
export function TextTagsInput({ tags, onAdd, onRemove, label, itemName, placeholder, tagColor, direction }: TextTagsInputProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    if (draft.trim() === '') return;
    onAdd(draft);
    setDraft('');
  };
  return (
    <Flex vertical gap={6} dir={direction}>
      {tags.length > 0 && (
        <Flex gap={4} wrap="wrap" role="list" aria-label={`${label} (${tags.length})`}>
          {tags.map((tag) => (
            <Tag key={tag.key} color={tagColor} role="listitem" style={{ marginInlineEnd: 0, fontSize: 14, paddingInlineEnd: 2 }}>
              <bdi>{tag.text}</bdi>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined style={{ fontSize: 10 }} />}
                aria-label={`Remove ${itemName} ${tag.text}`}
                onClick={() => onRemove(tag.key)}
                style={{ marginInlineStart: 2, height: 18, width: 18, minWidth: 18 }}
              />
            </Tag>
          ))}
        </Flex>
      )}
      <Space.Compact style={{ maxWidth: 420 }}>
        <Input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={(event) => {
            event.preventDefault();
            add();
          }}
          aria-label={label}
          placeholder={placeholder}
        />
        <Button icon={<PlusOutlined />} onClick={add} aria-label={`Add ${itemName}`}>
          Add
        </Button>
      </Space.Compact>
    </Flex>
  );
}
