/** Reads the line-prefixed AI stream (`f:` `0:` `2:` `d:` `e:`, protocol.md §7.3) from a fetch Response. */
import type { AiUsage } from '@logo-dna/protocol';

export interface StreamResult {
  text: string;
  object?: unknown;
  status?: string;
  finishReason: string;
  usage?: AiUsage;
  messageId?: string;
  error?: unknown;
}

export interface StreamHandlers {
  onText?: (delta: string) => void;
  onObject?: (snapshot: unknown) => void;
}

/** Applies one `<prefix>:<json>` line to the result; unknown prefixes and unparsable lines are skipped. */
function applyStreamLine(result: StreamResult, line: string, handlers: StreamHandlers): void {
  const colon = line.indexOf(':');
  if (colon <= 0) return;
  let value: unknown;
  try {
    value = JSON.parse(line.slice(colon + 1));
  } catch {
    return;
  }
  switch (line.slice(0, colon)) {
    case 'f':
      result.messageId = (value as { messageId?: string })?.messageId;
      break;
    case '0':
      if (typeof value === 'string') {
        result.text += value;
        handlers.onText?.(value);
      }
      break;
    case '2': {
      const first = Array.isArray(value) ? value[0] : undefined;
      if (typeof first === 'string') result.status = first;
      else if (typeof first === 'object' && first !== null) {
        // Each object line is a whole snapshot, not a diff.
        result.object = first;
        handlers.onObject?.(first);
      }
      break;
    }
    case 'd': {
      const done = value as { finishReason?: string; usage?: AiUsage };
      if (done?.finishReason) result.finishReason = done.finishReason;
      if (done?.usage) result.usage = done.usage;
      break;
    }
    case 'e':
      result.error = value;
      break;
  }
}

/** Consumes the body, splitting lines across chunk boundaries; `\n` and `\r\n` both end a line. */
export async function readStream(response: Response, handlers: StreamHandlers = {}): Promise<StreamResult> {
  const result: StreamResult = { text: '', finishReason: 'stop' };
  if (!response.body) return result;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += decoder.decode(value, { stream: !done });
    const lines = buffer.split(/\r?\n/);
    buffer = done ? '' : (lines.pop() ?? '');
    for (const line of lines) if (line.trim()) applyStreamLine(result, line.trim(), handlers);
    if (done) return result;
  }
}
