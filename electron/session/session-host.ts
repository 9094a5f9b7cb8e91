import type {
  CommandKey,
  CommandMessage,
  CommandResult,
  HostSettings,
  LedBoardStatus,
  Origin,
  Query,
  QueryResult,
  ScreenRole,
  StatePush,
} from '../../shared/contract';
import type { AccessRole } from '../../shared/contract/access-roles';

/*
 * What the session layer needs of the host, in the contract's own types: the composition root
 * (electron/app) hands in the host (electron/host/host.ts), which has all of it. The session
 * layer parses and checks every message before it reaches `submit` or `query`.
 */

/** Where a message came from, as the audit trail records it. */
export type SessionOrigin = Origin & { readonly source?: string };

/** The screens that only read: the console counts them (ConsoleView.audience). */
export type AudienceRole = Exclude<ScreenRole, 'console'>;

/** A device let in: its id, its new token (handed to it once), its role. */
export interface SessionDevice {
  readonly id: string;
  readonly token: string;
  readonly role: AccessRole;
}

/** The remembered devices, as far as letting consoles in goes (electron/host/services/devices.ts). */
export interface SessionDevices {
  /** This browser's device (`browser`: the page's own id) with a new token, or a new device. */
  remember(
    name: string,
    address: string,
    roleFor: (known: AccessRole | null) => AccessRole,
    browser?: string | null,
  ): SessionDevice;
  /** The device of this token, its token rotated; null when none has it. */
  admit(token: string, address: string): SessionDevice | null;
  /** The device's role now; null once it is forgotten. */
  roleOf(id: string): AccessRole | null;
  /** The invitation used (it is gone then) and its device remembered; null when it is not open. */
  redeem(invitation: string, name: string, address: string, browser?: string | null): SessionDevice | null;
  onRevoked(listener: (ids: ReadonlySet<string> | null) => void): () => void;
}

export interface SessionHost {
  /**
   * A parsed command that the screen's role allows, with the client's id of it when it gave one
   * (a repeat is answered, not carried out again). Never throws: refusals carry a message.
   */
  submit(command: CommandMessage, origin: SessionOrigin, key?: CommandKey): CommandResult;
  query(query: Query, origin: SessionOrigin): Promise<QueryResult>;
  current(): StatePush;
  /** The current push with the console's own view. */
  consolePush(): StatePush;
  /** `{first: true}`: called before the other listeners (the hub's fan-out to the screens). */
  subscribe(listener: (push: StatePush) => void, options?: { readonly first?: boolean }): () => void;
  onLedStatus(listener: (status: readonly LedBoardStatus[]) => void): () => void;
  onSettingsChange(listener: (settings: HostSettings) => void): () => void;
  /** A display or overlay connected; the returned function says it left. */
  joinAudience(role: AudienceRole): () => void;
  /** A display's sound as it reports it (`null`: it left); the consoles warn while one cannot sound. */
  displaySound(screen: object, sound: 'locked' | 'ready' | null): void;
  onAudienceChange(listener: () => void): () => void;
  readonly devices: SessionDevices;
}
