import { useCallback, useEffect, useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';

// showModal() brings focus containment, Escape and an inert page; jsdom lacks it, so the attribute stands in.
const showModal = (dialog: HTMLDialogElement) => (typeof dialog.showModal === 'function' ? dialog.showModal() : dialog.setAttribute('open', ''));
const closeModal = (dialog: HTMLDialogElement) => (typeof dialog.close === 'function' ? dialog.close() : dialog.removeAttribute('open'));

/** Nothing had focus before the dialog (it opened on load): the next Tab starts again at the top of the page. */
const focusPageStart = () => {
  const { body } = document;
  if (body.hasAttribute('tabindex')) return body.focus({ preventScroll: true });
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.removeAttribute('tabindex');
};

/** CSS custom property on <html>: the width of the page's scrollbar when the dialog opened. */
const SCROLLBAR_GAP = '--modal-scrollbar-gap';

type ModalDialog = {
  /** Closes at once (the page is interactive again on return), gives focus back and calls `onClose`. */
  close: () => void;
  /** Spread on the `<dialog>`: its ref, the native close event (Escape) and the click on the backdrop. */
  dialogProps: {
    ref: RefObject<HTMLDialogElement | null>;
    onClose: () => void;
    onClick: (event: MouseEvent<HTMLDialogElement>) => void;
  };
};

/**
 * A native modal `<dialog>` shown while `open`: Escape, a click on the backdrop and `close()` end in `onClose`,
 * and focus returns to the element that had it before the dialog opened. The dialog's content should fill
 * its box, so that a click on the dialog element itself is a click on the backdrop.
 */
export const useModalDialog = (open: boolean, onClose: () => void): ModalDialog => {
  const ref = useRef<HTMLDialogElement>(null);
  const shown = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const settle = useCallback(() => {
    shown.current = false;
    const target = opener.current;
    opener.current = null;
    const active = document.activeElement;
    const focusLost = !active || active === document.body || Boolean(ref.current?.contains(active));
    if (focusLost && target && target !== document.body && target.isConnected) target.focus();
    else if (focusLost) focusPageStart();
    onCloseRef.current();
  }, []);

  const close = useCallback(() => {
    const dialog = ref.current;
    if (dialog?.open) closeModal(dialog);
    settle();
  }, [settle]);

  // No dependency list: the dialog may mount after `open` turned true (content arriving later). A layout effect, so the
  // dialog opens in the commit that draws it: a press between that commit and a later effect went to the page behind,
  // whose field then lost its focus (and keys) to the dialog as it opened.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || open === shown.current) return;
    if (!open) {
      close();
      return;
    }
    shown.current = true;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Lets CSS that locks the page's scroll keep its width: html:has(dialog[open]) { padding-inline-end: var(…) }.
    const root = document.documentElement;
    root.style.setProperty(SCROLLBAR_GAP, `${root.clientWidth ? Math.max(window.innerWidth - root.clientWidth, 0) : 0}px`);
    if (!dialog.open) showModal(dialog);
  });

  const onNativeClose = useCallback(() => {
    if (shown.current) settle();
  }, [settle]);
  const onClick = useCallback(
    (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) close();
    },
    [close],
  );

  return { close, dialogProps: { ref, onClose: onNativeClose, onClick } };
};
