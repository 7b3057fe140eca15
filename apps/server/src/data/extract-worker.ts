/** Worker thread: reads one document into text (or chunks) under the caps, off the server's main thread. */
import type { MessagePort } from 'node:worker_threads';
import { readDocxText } from './docx-text';
import { chunkText, type DocumentKind, htmlToText, squeeze } from './extract';
import { type ExtractCode, ExtractError, type ExtractLimits } from './extract-limits';
import { readPdfText } from './pdf-text';

export interface ExtractTask {
  bytes: Uint8Array;
  kind: DocumentKind;
  limits: ExtractLimits;
  /** Split the text into chunks of at most this many characters. */
  chunkSize?: number;
  /** Told when this worker starts the task: the time cap counts from then, not from the queue. */
  started: MessagePort;
}

export type ExtractResult = { text: string } | { chunks: string[] };

/** A refusal, passed back as data: an error's class and code do not survive the thread boundary. */
export interface ExtractFailure {
  failure: { code: ExtractCode; message: string };
}

/** The text of a document under the caps; a damaged one is UNREADABLE_DOCUMENT, a cap its own code. */
export async function extractDocumentText(body: Uint8Array, kind: DocumentKind, limits: ExtractLimits): Promise<string> {
  try {
    switch (kind) {
      case 'html':
        return await htmlToText(Buffer.from(body).toString('utf8'));
      case 'text':
        return Buffer.from(body).toString('utf8').trim();
      case 'pdf':
        return squeeze(await readPdfText(body, limits));
      case 'docx':
        return squeeze(await readDocxText(body, limits));
    }
  } catch (error) {
    if (error instanceof ExtractError) throw error;
    throw new ExtractError('UNREADABLE_DOCUMENT', `The ${kind.toUpperCase()} document could not be read`);
  }
}

export default async function extract(task: ExtractTask): Promise<ExtractResult | ExtractFailure> {
  task.started.postMessage('started');
  task.started.close();
  try {
    const text = await extractDocumentText(task.bytes, task.kind, task.limits);
    return task.chunkSize ? { chunks: chunkText(text, task.chunkSize) } : { text };
  } catch (error) {
    if (!(error instanceof ExtractError)) throw error;
    return { failure: { code: error.code, message: error.message } };
  }
}
