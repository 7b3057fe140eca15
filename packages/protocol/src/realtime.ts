/** Realtime wire frames (protocol.md §11): JSON text frames over one WebSocket. */
import type { ErrorCode } from './error-codes';

export interface RealtimeMessage {
  /** Redis-stream style id: `<ms>-<seq>`. */
  id: string;
  channel: string;
  type: string;
  data: unknown;
  /** Milliseconds since the epoch. */
  timestamp: number;
  userId?: string;
  metadata?: Record<string, unknown>;
}

export interface PresenceUser {
  userId: string;
  metadata?: Record<string, unknown>;
  joinedAt: number;
  lastSeen: number;
}

export type ClientFrame =
  | { type: 'subscribe'; payload: { channel: string; userId?: string; metadata?: Record<string, unknown> } }
  | { type: 'unsubscribe'; payload: { channel: string } }
  | { type: 'publish'; payload: { channel: string; type: string; data: unknown; userId?: string; metadata?: Record<string, unknown> } }
  | { type: 'ping'; payload?: Record<string, never> }
  | { type: 'auth'; payload: { access_token: string } };

export type ServerFrame =
  | { type: 'subscribed'; payload: { channel: string } }
  | { type: 'unsubscribed'; payload: { channel: string } }
  | { type: 'published'; payload: { channel: string; messageId: string } }
  | { type: 'message'; payload: RealtimeMessage }
  | { type: 'presence'; payload: { channel: string; data: { users: PresenceUser[] } } }
  | { type: 'pong'; payload: { timestamp: number } }
  | { type: 'authenticated'; payload: { userId: string } }
  | { type: 'error'; payload: { error: string; code: ErrorCode; channel?: string } };

/** Limits shared by server and SDK (reliability.md S16); the server's defaults, each configurable there (docs/security.md). */
export const REALTIME_LIMITS = {
  /** REALTIME_MAX_MESSAGE_BYTES's default. */
  maxFrameBytes: 64 * 1024,
  maxChannelsPerSocket: 100,
  maxPresenceKeys: 10,
  maxChannelNameLength: 128,
} as const;
