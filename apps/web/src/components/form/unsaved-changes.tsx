import { Modal, type ModalProps } from '@mantine/core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { confirmDiscardDialog } from '../dialogs';

/**
 * The dirty-form guard: what HR typed is never lost without a question.
 *
 * - `UnsavedChangesProvider` (in the HR shell) keeps which forms on screen have unsaved changes. While one
 *   has, leaving the screen in the app (a menu link, Back) asks "Discard your changes?" (React Router's
 *   `useBlocker`, one for the whole app), and a reload or closing the tab gets the browser's own question
 *   (`beforeunload`).
 * - `FormModal` is a Modal that asks the same before it closes (Escape, the overlay, ×, Cancel) while the
 *   form inside has unsaved changes.
 * - `useUnsavedChanges(dirty)` reports a form's state to both; `useSaveFlow` calls it for every form, and
 *   marks the form clean the moment a save succeeds, so that the navigation that follows is not asked about.
 */

type Registry = { set: (id: string, dirty: boolean) => void };

const PageGuard = createContext<Registry | null>(null);
const ModalGuard = createContext<Registry | null>(null);

function useRegistry(): [Registry, () => boolean] {
  const dirty = useRef(new Set<string>());
  const registry = useMemo<Registry>(
    () => ({
      set: (id, isDirty) => {
        if (isDirty) dirty.current.add(id);
        else dirty.current.delete(id);
      },
    }),
    [],
  );
  const anyDirty = useCallback(() => dirty.current.size > 0, []);
  return [registry, anyDirty];
}

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [registry, anyDirty] = useRegistry();
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        anyDirty() &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [anyDirty],
    ),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void confirmDiscardDialog().then((discard) => {
      if (!active) return;
      if (discard) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!anyDirty()) return;
      event.preventDefault();
      // older browsers need a returnValue to show their question
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [anyDirty]);

  return <PageGuard.Provider value={registry}>{children}</PageGuard.Provider>;
}

/**
 * Reports whether a form has unsaved changes. Returns `markClean()`, which clears the flag at once
 * (before the re-render), for the navigation right after a successful save.
 */
export function useUnsavedChanges(dirty: boolean): { markClean: () => void } {
  const id = useId();
  const page = useContext(PageGuard);
  const modal = useContext(ModalGuard);
  useEffect(() => {
    page?.set(id, dirty);
    modal?.set(id, dirty);
  }, [id, dirty, page, modal]);
  useEffect(
    () => () => {
      page?.set(id, false);
      modal?.set(id, false);
    },
    [id, page, modal],
  );
  const markClean = useCallback(() => {
    page?.set(id, false);
    modal?.set(id, false);
  }, [id, page, modal]);
  return { markClean };
}

const ModalClose = createContext<(() => void) | null>(null);

/** The modal's guarded close, for a Cancel button inside it (FormActions uses it). */
export function useGuardedClose(): (() => void) | null {
  return useContext(ModalClose);
}

/**
 * A Modal holding a form: closing it while the form has unsaved changes asks first. `onClose` is the
 * plain close (also what a successful save calls).
 */
export function FormModal({ onClose, children, ...props }: ModalProps) {
  const [registry, anyDirty] = useRegistry();
  const guardedClose = useCallback(async () => {
    if (anyDirty() && !(await confirmDiscardDialog())) return;
    onClose();
  }, [anyDirty, onClose]);
  const close = useCallback(() => void guardedClose(), [guardedClose]);
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} {...props} onClose={close}>
      <ModalGuard.Provider value={registry}>
        <ModalClose.Provider value={close}>{children}</ModalClose.Provider>
      </ModalGuard.Provider>
    </Modal>
  );
}
