/** Offline speech through the espeak-ng command (WAV on stdout), returned as a data: URL. */
import { spawn } from 'node:child_process';
import type { AiSpeechResponse } from '@logo-dna/protocol';
import { HttpError } from '../../http/errors';
import { providerNotConfigured } from '../provider';
import type { SpeechParams } from '../requests';

/** espeak-ng's default rate in words per minute; `speed` scales it. */
const BASE_WORDS_PER_MINUTE = 175;
const MAX_WAV_BYTES = 20 * 1024 * 1024;

/** Speaks `text`; the text goes through stdin so it can never be read as an option. */
export function speakWithEspeak(params: SpeechParams, signal: AbortSignal, command = 'espeak-ng'): Promise<AiSpeechResponse> {
  return new Promise((resolve, reject) => {
    const rate = String(Math.round(BASE_WORDS_PER_MINUTE * params.speed));
    const child = spawn(command, ['--stdout', '-s', rate, '--stdin'], { signal, stdio: ['pipe', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    let size = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_WAV_BYTES) child.kill();
      else chunks.push(chunk);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') reject(providerNotConfigured('speech'));
      else reject(error);
    });
    child.on('close', (code) => {
      if (signal.aborted) return;
      if (code !== 0 || size > MAX_WAV_BYTES) return reject(new HttpError(502, 'AI_ERROR', 'Speech synthesis failed'));
      const audio = Buffer.concat(chunks);
      resolve({ url: `data:audio/wav;base64,${audio.toString('base64')}`, voice: params.voice, format: 'wav', mimeType: 'audio/wav' });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(params.text);
  });
}
