import Modal from 'antd/es/modal';
import { useEffect } from 'react';

export type DialogHostApi = ReturnType<typeof Modal.useModal>[0];

/**
 * antd's dialogs (Modal.useModal) rendered where this sits, so they take the
 * page's theme; its code (antd's Modal) is its own chunk, loaded by
 * DialogsProvider the first time the page needs it.
 */

export default function DialogHost({ onReady }: { onReady: (dialogs: DialogHostApi) => void }) {
  const [dialogs, holder] = Modal.useModal();
  useEffect(() => onReady(dialogs), [dialogs, onReady]);
  return holder;
}
