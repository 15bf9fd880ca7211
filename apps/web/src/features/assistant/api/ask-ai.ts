import type { AskAiBody, AskAiEvent } from '@bazaar/contracts';
import { ASK_AI_PATH } from '@bazaar/contracts/constants';
import { apiStream } from '@/lib/api-client';
import { createSseParser } from '@/lib/chat/sse-parser';
import { readAskAiEvent } from './ask-ai-events';

type AskOptions = { language: string; signal: AbortSignal; onEvent: (event: AskAiEvent) => void };

/**
 * Asks the assistant and hands on each event of its answer as it arrives; resolves when the
 * stream ends. A refusal before the stream starts (400, 404, 429) rejects with the ApiError that
 * carries the server's response_message. It goes through apiStream, so the bearer token, the
 * realm and one session renewal after a 401 are the same as every other call's.
 */
export async function streamAskAi(body: AskAiBody, { language, signal, onEvent }: AskOptions): Promise<void> {
  const response = await apiStream(ASK_AI_PATH, { method: 'POST', body, query: { 'language-code': language }, signal });
  const reader = response.body?.getReader();
  if (!reader) return;
  const parser = createSseParser((raw) => {
    const event = readAskAiEvent(raw);
    if (event) onEvent(event);
  });
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    // A last event whose blank line never came is not dispatched: the stream was cut short.
  } finally {
    reader.releaseLock();
  }
}
