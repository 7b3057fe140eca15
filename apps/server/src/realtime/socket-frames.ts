/**
 * The frames of a realtime socket (protocol.md §11): each client frame read and answered, refusals as error frames
 * with the catalogue's codes, and a refused handshake as the HTTP error envelope.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ErrorCode, type ServerFrame, toErrorEnvelope } from '@logo-dna/protocol';
import type { WebSocket } from 'ws';
import type { Deps } from '../deps';
import type { HttpError } from '../http/errors';
import type { TokenBucket } from './caps';
import { type Hub, type HubConnection, HubError } from './hub';
import { closeSessionEnded, isSessionActive, reauthenticate, type SocketAuthState } from './socket-auth';

/** An open socket as the hub and the frame handler see it. */
export interface SocketState extends HubConnection, SocketAuthState {
  address: string;
  alive: boolean;
  frames: TokenBucket;
  publishes: TokenBucket;
  /** Frames refused in a row by the frame rate; past a second burst the socket is closed. */
  refusedInARow: number;
}

/** Frames are serialised once, into one buffer shared by every socket they go to. */
const serialised = new WeakMap<ServerFrame, Buffer>();
export function toBytes(frame: ServerFrame): Buffer {
  let bytes = serialised.get(frame);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(frame));
    serialised.set(frame, bytes);
  }
  return bytes;
}

export function errorFrame(code: ErrorCode, error: string, channel?: string): ServerFrame {
  return { type: 'error', payload: { error, code, ...(channel ? { channel } : {}) } };
}

/** Answers a refused handshake with the error's status, headers and envelope, then closes the connection. */
export function rejectUpgrade(socket: Duplex, error: HttpError): void {
  const body = JSON.stringify(toErrorEnvelope(error.message, error.code, error.details));
  const headers = Object.entries(error.headers ?? {})
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? 'Error'}\r\nContent-Type: application/json\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** What answering a frame needs beyond the socket itself. */
export interface FrameContext {
  deps: Pick<Deps, 'tokens' | 'sessions' | 'now' | 'logger'>;
  hub: Hub;
  /** Seconds until the socket may publish again (its own rate and its address's, shared with HTTP); 0 when it may now. */
  publishWait(state: SocketState): number;
}

type ClientFrame = { type: string; payload: Record<string, unknown> };

/** A text frame as a client frame, or undefined when it is not a JSON object with a string `type`. */
function readFrame(text: string | null): ClientFrame | undefined {
  if (text === null) return undefined;
  let frame: { type?: unknown; payload?: unknown };
  try {
    frame = JSON.parse(text) as typeof frame;
  } catch {
    return undefined;
  }
  if (typeof frame !== 'object' || frame === null || typeof frame.type !== 'string') return undefined;
  const payload = (typeof frame.payload === 'object' && frame.payload !== null ? frame.payload : {}) as Record<string, unknown>;
  return { type: frame.type, payload };
}

/** Before a subscribe or publish: a signed-out session's socket is told so and closed. */
async function sessionStillActive(context: FrameContext, ws: WebSocket, state: SocketState): Promise<boolean> {
  if (await isSessionActive(context.deps, state)) return true;
  state.send(errorFrame('TOKEN_EXPIRED', 'Session expired. Please sign in again.'));
  closeSessionEnded(ws, 'Session signed out');
  return false;
}

/** Reads and answers one frame (`text` null for a binary one); never throws. */
export async function handleFrame(context: FrameContext, ws: WebSocket, state: SocketState, text: string | null): Promise<void> {
  const { deps, hub } = context;
  const frame = readFrame(text);
  if (!frame) {
    state.send(errorFrame('INVALID_FRAME', 'Frames must be JSON objects with a string "type"'));
    return;
  }
  const { payload } = frame;
  const channel = typeof payload.channel === 'string' && payload.channel.length <= 128 ? payload.channel : undefined;
  try {
    switch (frame.type) {
      case 'subscribe':
        if (!(await sessionStillActive(context, ws, state))) break;
        await hub.subscribe(state, payload.channel, payload.metadata);
        break;
      case 'unsubscribe':
        await hub.unsubscribe(state, payload.channel);
        break;
      case 'publish': {
        const wait = context.publishWait(state);
        if (wait > 0) {
          state.send(errorFrame('RATE_LIMITED', `Too many messages; slow down (retry in ${Math.ceil(wait)} s)`, channel));
          break;
        }
        if (!(await sessionStillActive(context, ws, state))) break;
        const message = await hub.publish(
          { userId: state.userId, connection: state },
          { channel: payload.channel, type: payload.type, data: payload.data, metadata: payload.metadata },
        );
        state.send({ type: 'published', payload: { channel: message.channel, messageId: message.id } });
        break;
      }
      case 'ping':
        state.send({ type: 'pong', payload: { timestamp: deps.now() } });
        await hub.touch(state);
        break;
      case 'auth': {
        const userId = await reauthenticate(deps, ws, state, payload.access_token);
        if (userId) state.send({ type: 'authenticated', payload: { userId } });
        else state.send(errorFrame('UNAUTHORIZED', 'Invalid access token'));
        break;
      }
      default:
        state.send(errorFrame('UNKNOWN_FRAME', `Unknown frame type: ${String(frame.type).slice(0, 32)}`, channel));
    }
  } catch (error) {
    if (error instanceof HubError) state.send(errorFrame(error.code, error.message, channel));
    else {
      deps.logger.error({ err: error }, 'realtime frame failed');
      state.send(errorFrame('SERVER_ERROR', 'Server error', channel));
    }
  }
}
