/** The encoder of a board's protocol, from the protocols table (./protocols.ts). */
export { ledEncoderFor, type LedEncoder } from './protocols';
