/**
 * The streaming overlay's layouts (docs/overlay.md); its URL's `layout=` picks one unless the host
 * set one. A module of its own, without zod: the overlay page imports it, and an audience page
 * carries no schema library (tests/console/production-bundle).
 */
export const OVERLAY_LAYOUTS = ['bar', 'compact', 'clocks'] as const;
export type OverlayLayout = (typeof OVERLAY_LAYOUTS)[number];
