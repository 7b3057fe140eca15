/**
 * What other features may use of realtime: the backplane, through which they publish as the server (the root builds the
 * backplane once and hands it to the realtime feature and, through deps.ts, to features that announce changes).
 */

/** The whole backplane, as the realtime feature itself serves it (subscriptions, presence, history). */
export type { Backplane as RealtimeBackplane } from './backplane';
