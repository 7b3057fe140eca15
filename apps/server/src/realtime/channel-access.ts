/** Who may use a channel: public channels for everyone, the rest for signed-in callers only (private by default). */

export interface ChannelCaller {
  /** Signed-in user id, or undefined for a socket without a token. */
  userId?: string;
  service?: boolean;
}

const CHANNEL_NAME = /^[\w:.\-@/]{1,128}$/;

export function isValidChannelName(channel: unknown): channel is string {
  return typeof channel === 'string' && CHANNEL_NAME.test(channel);
}

export function createChannelAccess(publicChannels: readonly string[]) {
  const everything = publicChannels.includes('*');
  const named = new Set(publicChannels);
  const isPublic = (channel: string) => everything || channel.startsWith('public:') || named.has(channel);
  return {
    isPublic,
    /** `user:<id>` and `user:<id>:…` belong to that user alone; other private channels to any signed-in user. */
    canUse(caller: ChannelCaller, channel: string): boolean {
      if (caller.service) return true;
      const owner = /^user:([^:]+)/.exec(channel)?.[1];
      if (owner !== undefined) return caller.userId === owner;
      return isPublic(channel) || caller.userId !== undefined;
    },
  };
}

export type ChannelAccess = ReturnType<typeof createChannelAccess>;
