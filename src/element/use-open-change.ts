// `open` of an element that shows its content in a modal dialog (<casino-wheel display="modal">), for a
// host that controls it or not (docs/embedding.md "Events", `casino-open-change`). The player's own opening or closing (the launcher, the close button, Esc) first
// asks the host with a cancelable `{ open, done: false }`: prevented, nothing changes, and the host decides
// through `open`. Once the dialog has opened or closed, whatever the cause, `{ open, done: true }` follows
// (not cancelable; a closing after the element removed `open`). Setting `open` opens, removing it closes.
import { useLayoutEffect, type RefObject } from 'react';
import { emit } from './events';

export function useOpenChange(host: HTMLElement, open: boolean, dialog: RefObject<HTMLDialogElement | null>, onShow: () => void) {
  const change = (to: boolean, done = false) => emit(host, 'casino-open-change', { open: to, done }, { cancelable: !done });
  const show = () => {
    const d = dialog.current!;
    if (!d.open) {
      d.showModal();
      change(true, true);
    }
    onShow();
  };
  // A layout effect: it runs in the render's own task. As a passive effect, the first one (`open` unset:
  // close) waited for the next frame, and a launcher pressed before that frame had its dialog closed
  // again by it as soon as the opening re-rendered the element.
  useLayoutEffect(() => (open ? show() : dialog.current!.close()), [open]);
  return {
    /** The launcher's click. */
    launch: () => change(true) && show(),
    /** The close button's click. */
    close: () => change(false) && dialog.current!.close(),
    /** The dialog's Esc: prevented by the host, the dialog stays open. */
    onCancel: (e: { preventDefault(): void }) => change(false) || e.preventDefault(),
    onClose: () => {
      host.removeAttribute('open');
      change(false, true);
    },
  };
}
