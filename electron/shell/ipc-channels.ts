/**
 * IPC channel names shared by the main process and the two preloads. Renderers never see
 * them: the preloads wrap each one in a named verb.
 */
export const channels = {
  /** main → console and display windows: every StatePush of the host. */
  state: 'carrom:state',
  /** console → main (invoke): a command for the host. */
  submit: 'carrom:submit',
  /** console → main (invoke): a query for the host. */
  query: 'carrom:query',
  /** console → main (invoke): connected screens and where the display window is. */
  screens: 'carrom:screens',
  /** console → main (invoke): move the display window to a screen. */
  moveDisplay: 'carrom:move-display',
  /** console → main (invoke): fullscreen on/off for the display window. */
  toggleFullscreen: 'carrom:toggle-fullscreen',
  /** console → main (invoke): reopen the display window if it was closed. */
  showDisplay: 'carrom:show-display',
  /** console → main (invoke): save the console's page (the score sheet) as a PDF. */
  savePdf: 'carrom:save-pdf',
  /** main → console: the LED boards' status changed. */
  ledStatus: 'carrom:led-status',
  /** main → console: the host's settings changed. */
  settings: 'carrom:settings',
  /** main → console: screens were plugged, unplugged or the display window moved. */
  screensChanged: 'carrom:screens-changed',
} as const;

/** Channels the console window may invoke. The display window may invoke none. */
export const consoleInvokeChannels = [
  channels.submit,
  channels.query,
  channels.screens,
  channels.moveDisplay,
  channels.toggleFullscreen,
  channels.showDisplay,
  channels.savePdf,
] as const;
