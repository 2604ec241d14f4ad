import type { ModalFuncProps } from 'antd/es/modal';
import type { DialogHostApi } from './DialogHost';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

const DialogHost = lazy(() => import('./DialogHost'));

const DIALOG_KINDS = ['confirm', 'error', 'warning', 'success'] as const;
type DialogKind = (typeof DIALOG_KINDS)[number];

/** The dialogs the applicant's screens open (antd's confirm, error, warning and success). */
export type Dialogs = Record<DialogKind, (config: ModalFuncProps) => void>;

const DialogsContext = createContext<Dialogs | null>(null);

/** Events that mean a person is at the page: a dialog may follow, so its code is fetched now. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * What antd's App gave the applicant's page (its `modal`), without loading
 * antd's Modal, message and notification with the page: the dialog code
 * comes the first time a person touches the page (a dialog follows a click)
 * or a screen opens a dialog on its own (time is up), and a dialog asked for
 * before it arrived opens as soon as it has.
 */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const host = useRef<DialogHostApi | null>(null);
  const waiting = useRef<Array<(dialogs: DialogHostApi) => void>>([]);

  const dialogs = useMemo<Dialogs>(() => {
    const open = (kind: DialogKind) => (config: ModalFuncProps) => {
      if (host.current) {
        host.current[kind](config);
        return;
      }
      waiting.current.push((ready) => ready[kind](config));
      setWanted(true);
    };
    return Object.fromEntries(DIALOG_KINDS.map((kind) => [kind, open(kind)])) as Dialogs;
  }, []);

  const ready = useCallback((api: DialogHostApi) => {
    host.current = api;
    for (const openWaiting of waiting.current.splice(0)) openWaiting(api);
  }, []);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of FIRST_TOUCH) window.addEventListener(type, want, { once: true, passive: true, capture: true });
    return () => {
      for (const type of FIRST_TOUCH) window.removeEventListener(type, want, { capture: true });
    };
  }, [wanted]);

  return (
    <DialogsContext.Provider value={dialogs}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <DialogHost onReady={ready} />
        </Suspense>
      )}
    </DialogsContext.Provider>
  );
}

/** The page's dialogs; the screen must sit inside DialogsProvider. */
export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useDialogs needs a DialogsProvider above it');
  return dialogs;
}
