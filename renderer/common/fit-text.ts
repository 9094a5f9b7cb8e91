import type { Action } from 'svelte/action';

/** Shrinking passes per frame; each pass is one layout for all the texts being fitted. */
const MAX_PASSES = 4;
/**
 * Passes for texts that wrap (one step of 4 % each, the last by the measured share): a long
 * name or status is fitted in a few more layouts, and only when it changes.
 */
const MAX_WRAPPING_PASSES = 12;
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
  let pending = withGroupMates([...dirty].filter((node) => node.isConnected));
  dirty.clear();
  const fitted = pending;
  for (const node of pending) node.style.fontSize = '';
  const fits = new Map(
    pending.map((node) => [node, { max: parseFloat(getComputedStyle(node).fontSize), steps: 0 }]),
  );
  for (let pass = 0; pass < MAX_WRAPPING_PASSES && pending.length > 0; pass += 1) {
    const shares = pending.map((node) => overflowShares(node));
    const shrinking: HTMLElement[] = [];
    const last = pass === MAX_WRAPPING_PASSES - 1;
    pending.forEach((node, i) => {
      const share = shares[i] ?? { width: 1, height: 1 };
      const ratio = Math.min(share.width, share.height);
      const fit = fits.get(node);
      if (ratio >= 1 || !fit) return;
      // A text that wraps loses whole lines as it shrinks, so its height is not proportional to
      // its size: too tall, it goes down one step at a time, to the largest size that fits. Too
      // wide (one word or run wider than the box), it shrinks by the share that fits.
      const stepwise = wraps(node) && share.width >= 1 && !last;
      if (!wraps(node) && pass >= MAX_PASSES) return;
      fit.steps = stepwise ? fit.steps + 1 : stepsDown(STEP ** fit.steps * ratio, fit.steps + 1);
      node.style.fontSize = `${Math.max(1, Math.round(fit.max * STEP ** fit.steps * 100) / 100)}px`;
      shrinking.push(node);
    });
    pending = shrinking;
  }
  matchGroups(fitted);
}

/**
 * Texts fitted as a group (`data-fit-group`, e.g. both sides' names): when one changes, all are
 * fitted again, since each one's size depends on the others'.
 */
function withGroupMates(nodes: readonly HTMLElement[]): HTMLElement[] {
  const all = new Set(nodes);
  for (const node of nodes) {
    const group = node.dataset['fitGroup'];
    if (!group) continue;
    for (const mate of document.querySelectorAll<HTMLElement>(`[data-fit-group="${CSS.escape(group)}"]`))
      all.add(mate);
  }
  return [...all];
}

/**
 * Each group's texts at one size, the smallest any of them fits at, where that is still at least
 * its floor (`data-fit-floor`: a share of the screen's shorter side): two names side by side read
 * as equals. A text that only fits below the floor keeps its own size and the others theirs.
 */
function matchGroups(fitted: readonly HTMLElement[]): void {
  const groups = new Map<string, HTMLElement[]>();
  for (const node of fitted) {
    const group = node.dataset['fitGroup'];
    if (group && node.isConnected) groups.set(group, [...(groups.get(group) ?? []), node]);
  }
  for (const members of groups.values()) {
    const sizes = members.map((node) => parseFloat(getComputedStyle(node).fontSize));
    const smallest = Math.min(...sizes);
    const floor = Number(members[0]?.dataset['fitFloor'] ?? 0) * Math.min(innerWidth, innerHeight);
    if (smallest < floor) continue;
    members.forEach((node, index) => {
      if ((sizes[index] ?? smallest) > smallest) node.style.fontSize = `${smallest}px`;
    });
  }
}

/** Texts allowed more than one line (FitText's `lines`). */
function wraps(node: HTMLElement): boolean {
  return node.classList.contains('two-lines') || node.classList.contains('three-lines');
}

function boxOf(node: HTMLElement): { width: number; height: number } {
  return { width: node.clientWidth, height: node.clientHeight };
}

/** The fewest steps down from the CSS size that make it at most `share` of it, and at least `least`. */
function stepsDown(share: number, least: number): number {
  return Math.max(least, Math.ceil(Math.log(share) / Math.log(STEP) - 1e-9));
}

/**
 * Below 1 when the content overflows its box: the share of it that fits, across and down. The box is remembered
 * as the size it was fitted at: a later change by its own font size is measured again here, a
 * change by the page around it is the ResizeObserver's to report.
 */
function overflowShares(node: HTMLElement): { readonly width: number; readonly height: number } {
  const box = boxOf(node);
  fittedBoxes.set(node, box);
  return { width: share(box.width, node.scrollWidth), height: share(box.height, node.scrollHeight) };
}

/**
 * The share of `content` that fits in `box`. Sizes are whole pixels, rounded each their own way:
 * a text exactly as tall as its box (two lines of 75.2 px in 150.4 px) can read one pixel over,
 * and shrinking it for that would shrink it again at every size.
 */
function share(box: number, content: number): number {
  return content <= box + 1 ? 1 : box / content;
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
