/**
 * What the host needs from the LED link: electron/led's LedService. The host owns the boards'
 * settings (stored with the other settings) and feeds the link every new view.
 */
export type { LedService as LedLink } from '../led/led-manager';
