import type { Action } from 'svelte/action';

/** Shrinking passes per frame; each pass is one layout for all the texts being fitted. */
const MAX_PASSES = 4;
/**
 * Fitted sizes are steps of 4 % down from the CSS size, so a text takes the same few sizes
 * again and again: every new font size makes the browser set up the font (and its fallbacks)
 * afresh, which costs more than the layout itself.
 */
const STEP = 0.96;

const dirty = new Set<HTMLElement>();
/**
 * Each fitted box's size once it was fitted: a box whose size follows its own text (a chip,
 * a line of auto height) changes when its font size does, and that must not fit it again.
 */
const fittedBoxes = new WeakMap<HTMLElement, { readonly width: number; readonly height: number }>();
let frameRequested = false;

/**
 * Fits every changed text in one animation frame, before it is painted: all writes of a pass,
 * then all reads, so the page is laid out once per pass however many texts changed (reading a
 * size after each write would lay it out again for every text). A text's width and height scale
 * with its font size, so the first pass's measurement gives the step that fits; later passes
 * only take the texts that still overflow. The new text itself is in the DOM before this runs:
 * fitting never delays the true score.
 */
function scheduleFit(node: HTMLElement): void {
  dirty.add(node);
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(fitDirty);
}

function fitDirty(): void {
  frameRequested = false;
  let pending = [...dirty].filter((node) => node.isConnected);
  dirty.clear();
  for (const node of pending) node.style.fontSize = '';
  const fits = new Map(
    pending.map((node) => [node, { max: parseFloat(getComputedStyle(node).fontSize), steps: 0 }]),
  );
  for (let pass = 0; pass < MAX_PASSES && pending.length > 0; pass += 1) {
    const ratios = pending.map((node) => overflowRatio(node));
    const shrinking: HTMLElement[] = [];
    pending.forEach((node, i) => {
      const ratio = ratios[i] ?? 1;
      const fit = fits.get(node);
      if (ratio >= 1 || !fit) return;
      fit.steps = stepsDown(STEP ** fit.steps * ratio, fit.steps + 1);
      node.style.fontSize = `${Math.max(1, Math.round(fit.max * STEP ** fit.steps * 100) / 100)}px`;
      shrinking.push(node);
    });
    pending = shrinking;
  }
}

function boxOf(node: HTMLElement): { width: number; height: number } {
  return { width: node.clientWidth, height: node.clientHeight };
}

/** The fewest steps down from the CSS size that make it at most `share` of it, and at least `least`. */
function stepsDown(share: number, least: number): number {
  return Math.max(least, Math.ceil(Math.log(share) / Math.log(STEP) - 1e-9));
}

/**
 * Below 1 when the content overflows its box: the share of it that fits. The box is remembered
 * as the size it was fitted at: a later change by its own font size is measured again here, a
 * change by the page around it is the ResizeObserver's to report.
 */
function overflowRatio(node: HTMLElement): number {
  const box = boxOf(node);
  fittedBoxes.set(node, box);
  const width = box.width / Math.max(1, node.scrollWidth);
  const height = box.height / Math.max(1, node.scrollHeight);
  return Math.min(width, height);
}

/**
 * Shrinks an element's font size until its content fits its box (no horizontal or vertical
 * overflow); the CSS font size is the maximum. Refits when the content changes, when the box is
 * resized, and when web fonts finish loading — and only then.
 */
export const fitText: Action<HTMLElement, unknown> = (node) => {
  const resizes = new ResizeObserver(() => {
    const box = boxOf(node);
    const fitted = fittedBoxes.get(node);
    if (fitted && fitted.width === box.width && fitted.height === box.height) return;
    fittedBoxes.set(node, box);
    scheduleFit(node);
  });
  resizes.observe(node);
  const changes = new MutationObserver(() => scheduleFit(node));
  changes.observe(node, { childList: true, characterData: true, subtree: true });
  const fontsLoaded = (): void => scheduleFit(node);
  document.fonts.addEventListener('loadingdone', fontsLoaded);
  scheduleFit(node);

  return {
    destroy() {
      resizes.disconnect();
      changes.disconnect();
      document.fonts.removeEventListener('loadingdone', fontsLoaded);
      dirty.delete(node);
      fittedBoxes.delete(node);
    },
  };
};
