/** A local HTTP server speaking the OpenAI endpoints the provider uses, with scripted answers and faults. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface RecordedRequest {
  path: string;
  headers: IncomingMessage['headers'];
  /** Parsed JSON, or the raw text for multipart bodies. */
  body: unknown;
}

/** One scripted answer: a JSON body, an SSE stream, raw bytes, or a fault. */
export interface FakeAnswer {
  status?: number;
  json?: unknown;
  /** SSE `data:` payloads; `[DONE]` is appended. With `breakAfter`, the socket is cut after that many. */
  sse?: unknown[];
  breakAfter?: number;
  bytes?: Buffer;
  /** Never answer: the caller must time out or hang up. */
  hang?: boolean;
}

export interface FakeOpenAi {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Requests whose caller hung up before the answer was complete. */
  abandoned(): number;
  /** Answers used in order per path; when empty, `defaults` answers. */
  script(path: string, ...answers: FakeAnswer[]): void;
  /** Resolves once `done()` holds, checked after every request and every hang-up (the test's timeout bounds it). */
  until(done: () => boolean): Promise<void>;
  close(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function chatAnswer(content: string): FakeAnswer {
  return {
    json: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 0,
      model: 'test',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 },
    },
  };
}

export function streamAnswer(deltas: string[], breakAfter?: number): FakeAnswer {
  const chunk = (content: string) => ({
    id: 'c',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'test',
    choices: [{ index: 0, delta: { content } }],
  });
  return { sse: deltas.map(chunk), ...(breakAfter !== undefined ? { breakAfter } : {}) };
}

async function answer(response: ServerResponse, reply: FakeAnswer): Promise<void> {
  if (reply.hang) return new Promise((resolve) => response.once('close', () => resolve()));
  if (reply.sse) {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const [index, event] of reply.sse.entries()) {
      if (reply.breakAfter !== undefined && index >= reply.breakAfter) {
        response.socket?.destroy();
        return;
      }
      response.write(`data: ${JSON.stringify(event)}\n\n`);
      await wait(5);
    }
    response.end('data: [DONE]\n\n');
    return;
  }
  if (reply.bytes) {
    response.writeHead(reply.status ?? 200, { 'content-type': 'audio/mpeg' });
    response.end(reply.bytes);
    return;
  }
  response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(reply.json ?? {}));
}

export async function startFakeOpenAi(defaults: Record<string, FakeAnswer>): Promise<FakeOpenAi> {
  const queues = new Map<string, FakeAnswer[]>();
  const requests: RecordedRequest[] = [];
  let abandoned = 0;
  const waiters = new Set<{ done: () => boolean; resolve: () => void }>();
  const changed = () => {
    for (const waiter of waiters) {
      if (!waiter.done()) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  };
  const server: Server = createServer(async (request, response) => {
    response.on('close', () => {
      if (!response.writableFinished) abandoned += 1;
      changed();
    });
    const path = (request.url ?? '').replace(/^\/v1/, '');
    requests.push({ path, headers: request.headers, body: await readBody(request) });
    changed();
    const reply = queues.get(path)?.shift() ?? defaults[path] ?? { status: 404, json: { error: { message: 'unknown path' } } };
    await answer(response, reply).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    abandoned: () => abandoned,
    script(path, ...answers) {
      queues.set(path, [...(queues.get(path) ?? []), ...answers]);
    },
    until: (done) =>
      new Promise<void>((resolve) => {
        if (done()) resolve();
        else waiters.add({ done, resolve });
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
