import type { Action } from 'svelte/action';

/** Below this share of the CSS font size the text is still shrunk, but we stop refining. */
const MAX_PASSES = 6;

/**
 * Shrinks an element's font size until its content fits its box (no horizontal or vertical
 * overflow). The CSS font size is the maximum. Refits when the content changes (watched with a
 * MutationObserver, because an action's update runs before Svelte writes the new text), when
 * the box is resized, and when web fonts finish loading.
 */
export const fitText: Action<HTMLElement, unknown> = (node) => {
  const fit = (): void => {
    node.style.fontSize = '';
    const maxSize = parseFloat(getComputedStyle(node).fontSize);
    let size = maxSize;
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const widthRatio = node.clientWidth / Math.max(1, node.scrollWidth);
      const heightRatio = node.clientHeight / Math.max(1, node.scrollHeight);
      const ratio = Math.min(widthRatio, heightRatio);
      if (ratio >= 1) return;
      size = Math.max(1, Math.floor(size * Math.min(0.97, ratio)));
      node.style.fontSize = `${size}px`;
    }
  };

  let lastWidth = -1;
  let lastHeight = -1;
  const observer = new ResizeObserver(() => {
    if (node.clientWidth === lastWidth && node.clientHeight === lastHeight) return;
    lastWidth = node.clientWidth;
    lastHeight = node.clientHeight;
    fit();
  });
  observer.observe(node);
  const contentWatcher = new MutationObserver(fit);
  contentWatcher.observe(node, { childList: true, characterData: true, subtree: true });
  document.fonts.addEventListener('loadingdone', fit);
  fit();

  return {
    update: () => queueMicrotask(fit),
    destroy() {
      observer.disconnect();
      contentWatcher.disconnect();
      document.fonts.removeEventListener('loadingdone', fit);
    },
  };
};
