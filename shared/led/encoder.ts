import { alphaConnectFrames, alphaTestPattern, encodeAlphaFrame } from './alpha-sign';
import type { LedProtocolConfig } from './config';
import type { LedFrameContent } from './frame-content';
import { encodeLineFrame, lineTestPattern } from './line-protocol';
import { encodeTemplateFrame, templateTestPattern } from './template';

/** What the link needs from a protocol: all pure, all bytes. */
export interface LedEncoder {
  /** Written once per connection before the first frame (e.g. an Alpha sign's file setup). */
  readonly connectFrames: readonly Uint8Array[];
  /** The full frame for a state: sent on change, on connect and as keep-alive. */
  frame(content: LedFrameContent): Uint8Array;
  readonly testPattern: Uint8Array;
}

export function ledEncoderFor(protocol: LedProtocolConfig): LedEncoder {
  switch (protocol.kind) {
    case 'line':
      return { connectFrames: [], frame: encodeLineFrame, testPattern: lineTestPattern() };
    case 'alpha':
      return {
        connectFrames: alphaConnectFrames(protocol),
        frame: (content) => encodeAlphaFrame(protocol, content),
        testPattern: alphaTestPattern(protocol),
      };
    case 'template':
      return {
        connectFrames: [],
        frame: (content) => encodeTemplateFrame(protocol.template, content),
        testPattern: templateTestPattern(protocol.template),
      };
  }
}
