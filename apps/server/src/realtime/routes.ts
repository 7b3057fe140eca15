/** Realtime: the WebSocket hub on `/` and its HTTP endpoints (publish, presence, message history). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { clientAddressKey } from '../http/client-address';
import { badRequest, forbidden, httpError, notFound, tooManyRequests, unauthorized } from '../http/errors';
import type { Backplane } from './backplane';
import { createKeyedBuckets } from './caps';
import { createChannelAccess, isValidChannelName } from './channel-access';
import { Hub, HubError } from './hub';
import { installRealtimeSocket } from './socket';

const MAX_HISTORY_LIMIT = 100;

interface ProjectParams {
  projectId: string;
}

function caller(request: FastifyRequest): { userId: string | undefined; service: boolean } {
  const identity = request.identity;
  return { userId: identity.kind === 'user' ? identity.userId : undefined, service: identity.kind === 'service' };
}

export async function realtimeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const limits = deps.config.realtime;
  const backplane: Backplane = deps.realtime;
  const access = createChannelAccess(deps.config.realtimePublicChannels);
  const hub = new Hub(backplane, access, limits, () => deps.now());
  // One publish budget per address, shared by sockets and HTTP.
  const publishesByAddress = createKeyedBuckets(limits.ipPublishesPerSecond, () => deps.now());
  const sockets = installRealtimeSocket(app, deps, hub, publishesByAddress);
  app.addHook('onClose', async () => backplane.close());

  function checkProject(projectId: string): void {
    if (projectId !== deps.config.projectId) throw notFound('Project not found');
  }

  function readChannel(request: FastifyRequest, value: unknown): string {
    if (!isValidChannelName(value)) throw badRequest('channel is required: 1-128 letters, digits or :._-@/', 'INVALID_CHANNEL');
    const who = caller(request);
    if (!access.canUse(who, value))
      throw who.userId ? forbidden('Not allowed on this channel') : unauthorized('Sign in to use private channels');
    return value;
  }

  app.post<{ Params: ProjectParams; Body: Record<string, unknown> }>(
    '/api/realtime/:projectId/publish',
    {
      bodyLimit: limits.maxMessageBytes,
      // Counted before the body is read, so a caller over its rate is refused without being read.
      preParsing: async (request, _reply, payload) => {
        checkProject((request.params as ProjectParams).projectId);
        if (request.identity.kind === 'service') return payload;
        const wait = publishesByAddress.take(clientAddressKey(request));
        if (wait > 0) throw tooManyRequests(wait, 'Too many realtime messages; slow down');
        return payload;
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const channel = readChannel(request, body.channel);
      try {
        const message = await hub.publish(caller(request), { channel, type: body.type, data: body.data, metadata: body.metadata });
        return { messageId: message.id, channel, timestamp: message.timestamp };
      } catch (error) {
        if (error instanceof HubError) throw httpError(error.code, error.message);
        throw error;
      }
    },
  );

  // Operators' view of the realtime caps at work (service key).
  app.get<{ Params: ProjectParams }>('/api/realtime/:projectId/stats', async (request) => {
    checkProject(request.params.projectId);
    if (request.identity.kind !== 'service') throw forbidden('Realtime stats need the service key');
    return { ...sockets.stats(), history: await backplane.historyStats() };
  });

  app.get<{ Params: ProjectParams; Querystring: Record<string, string> }>('/api/realtime/:projectId/presence', async (request) => {
    checkProject(request.params.projectId);
    const channel = readChannel(request, request.query.channel);
    const users = await hub.presence(channel);
    return { channel, users, count: users.length };
  });

  app.get<{ Params: ProjectParams; Querystring: Record<string, string> }>('/api/realtime/:projectId/messages', async (request) => {
    checkProject(request.params.projectId);
    const channel = readChannel(request, request.query.channel);
    const limit = request.query.limit === undefined ? 50 : Number(request.query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_HISTORY_LIMIT) {
      throw badRequest(`limit must be an integer from 1 to ${MAX_HISTORY_LIMIT}`, 'INVALID_LIMIT');
    }
    const bound = (value: string | undefined, fallback: string) => {
      const text = value ?? fallback;
      if (text !== '-' && text !== '+' && !/^\d{1,16}(-\d{1,10})?$/.test(text))
        throw badRequest('start and end must be -, + or a message id', 'INVALID_RANGE');
      return text;
    };
    const { messages, hasMore } = await backplane.history(channel, {
      limit,
      start: bound(request.query.start, '-'),
      end: bound(request.query.end, '+'),
    });
    return { channel, messages, count: messages.length, hasMore };
  });
}
