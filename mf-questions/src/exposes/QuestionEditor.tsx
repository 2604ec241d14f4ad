import { App, Button, ConfigProvider } from 'antd';
import Modal from 'antd/es/modal';
import { useEffect, useState, type ComponentType } from 'react';
import { QUESTION_TYPE_INFO, type Question, type QuestionComponentProps, type QuestionEditorProps } from '@mizan/shared';
import { checkForSave } from '../components/editor/save-question';
import { QuestionFrame } from '../components/frame/QuestionFrame';

/** Modes the editor toggles between; a question stored in another mode opens in setup. */
function authoringMode(question: Question): Question {
  return question.mode === 'answeringMode' ? question : { ...question, mode: 'editingMode' };
}

function EditorModal({ open, question, onSave, onCancel, direction = 'ltr' }: QuestionEditorProps) {
  const { modal } = App.useApp();
  const [working, setWorking] = useState<Question>(() => ({ ...question, mode: 'editingMode' }));

  // A fresh copy each time the editor opens or is given another question.
  useEffect(() => {
    if (open) setWorking({ ...question, mode: 'editingMode' });
  }, [open, question]);

  function save() {
    const finished = checkForSave(working, modal);
    if (finished) onSave(finished);
  }

  const label = QUESTION_TYPE_INFO[working.type]?.label ?? working.type;
  return (
    <Modal
      open={open}
      title={`${label} question`}
      width={960}
      onCancel={onCancel}
      mask={{ closable: false }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel}>
          Cancel
        </Button>,
        <Button key="save" type="primary" onClick={save}>
          Save
        </Button>,
      ]}
    >
      <QuestionFrame question={working} mode={authoringMode(working).mode} onChange={setWorking} direction={direction} />
    </Modal>
  );
}

/**
 * `mf_questions/QuestionEditor`: the modal editor of one question (SPEC §2).
 * It edits a working copy, toggles 'Question Setup' and 'Correct answer
 * setup', and on Save runs the shared validateQuestion: a broken rule shows
 * an error dialog titled 'error' with SPEC's message; a valid question goes
 * to onSave. Cancel drops the copy.
 */
export function QuestionEditor(props: QuestionEditorProps) {
  return (
    <ConfigProvider direction={props.direction ?? 'ltr'}>
      <App component={false}>
        <EditorModal {...props} />
      </App>
    </ConfigProvider>
  );
}

export default QuestionEditor satisfies ComponentType<QuestionComponentProps['QuestionEditor']>;
