// Copying an address or an amount (the crypto view's copy buttons). The Clipboard API first; where it is
// missing or refused (an http: partner page, a frame without clipboard-write, an old browser) the old
// way: a read-only textarea selected and document.execCommand('copy'), placed next to the button inside
// our own shadow root (never in the host page's DOM). The caller says the outcome in a live region and,
// when both failed, selects the visible text so the player can copy it by hand.

export async function copyText(text: string, near: Element): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, no focus): try the fallback.
  }
  const parent = near.parentNode;
  if (!parent) return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.tabIndex = -1;
  // Off screen, not display:none (a hidden field cannot be selected); set as properties, not a style string.
  area.style.position = 'fixed';
  area.style.insetBlockStart = '-1000px';
  area.style.opacity = '0';
  parent.insertBefore(area, near.nextSibling);
  const focused = (near.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null;
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus?.();
  }
}

/** Selects the text of `element` so the player can copy it by hand. */
export function selectText(element: Element): void {
  const selection = (element.ownerDocument.defaultView ?? window).getSelection();
  if (!selection) return;
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
