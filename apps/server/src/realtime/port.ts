/**
 * What other features may do with realtime: publish a message on a channel, as the server (the root builds the
 * backplane once and hands it to the realtime feature and, through deps.ts, to features that announce changes).
 */
import type { RealtimeMessage } from '@logo-dna/protocol';

export interface RealtimePublisher {
  /** Delivers the message to every subscriber of its channel on every instance and keeps it in the channel's history. */
  publish(message: Omit<RealtimeMessage, 'id'>): Promise<RealtimeMessage>;
}

/** The whole backplane, as the realtime feature itself serves it (subscriptions, presence, history). */
export type { Backplane as RealtimeBackplane } from './backplane';
