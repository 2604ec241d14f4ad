import { Button, Divider, Flex, Typography } from 'antd';
import { useRef } from 'react';
import { RichTextEditor, type RichTextEditorApi } from '../../components/rich-text/RichTextEditor';
import type { AuthoringProps } from '../question-type-ui';
import { BlankAnswersEditor } from './BlankAnswersEditor';
import { addWord, newBlankId, removeWord, withContent } from './blanks';
import { TextTagsInput } from './TextTagsInput';

/**
 * FillTheBlank, editingMode: the text with its blanks ('Insert blank' puts a
 * marker at the cursor), each blank's accepted answers, and an optional word
 * bank. The markers in the text are the truth: every change of the text
 * rebuilds `blanks` from them (withContent), so deleting a marker from the
 * text removes its blank, and `vHeader` is kept as the text with '_____'.
 */
export function FillTheBlankSetup({ question, onChange, direction }: AuthoringProps<'FillTheBlank'>) {
  const editorApi = useRef<RichTextEditorApi | null>(null);
  return (
    <Flex vertical gap="middle" dir={direction}>
      <Flex vertical gap={4}>
        <Typography.Text strong>Text with blanks</Typography.Text>
        <RichTextEditor
          value={question.content}
          onChange={(content) => onChange(withContent(question, content))}
          direction={direction}
          placeholder="Type the text, then put the cursor where a blank goes and press 'Insert blank'"
          ariaLabel="Text with blanks"
          onEditorReady={(api) => {
            editorApi.current = api;
          }}
          toolbarExtras={
            <Button
              size="small"
              onMouseDown={(event) => {
                // Keep the editor's cursor: insert on mouse down, before the editor loses focus.
                event.preventDefault();
                editorApi.current?.insertBlank(newBlankId());
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  editorApi.current?.insertBlank(newBlankId());
                }
              }}
            >
              Insert blank
            </Button>
          }
        />
      </Flex>

      <Divider plain titlePlacement="start" style={{ margin: 0 }}>
        Accepted answers
      </Divider>
      <BlankAnswersEditor question={question} onChange={onChange} direction={direction} />

      <Divider plain titlePlacement="start" style={{ margin: 0 }}>
        Word bank (optional)
      </Divider>
      <Typography.Text type="secondary">
        <bdi>With words here, applicants pick each blank from them instead of typing; each blank needs an accepted answer among them.</bdi>
      </Typography.Text>
      <TextTagsInput
        tags={question.options.map((word) => ({ key: word.id, text: word.option }))}
        onAdd={(text) => onChange(addWord(question, text))}
        onRemove={(key) => onChange(removeWord(question, key))}
        label="Word bank"
        itemName="word"
        placeholder="Type a word and press Enter"
        direction={direction}
      />
    </Flex>
  );
}
