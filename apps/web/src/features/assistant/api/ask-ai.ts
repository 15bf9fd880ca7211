import type { AskAiBody, AskAiEvent } from '@bazaar/contracts';
import { isSupportedLanguage } from '@bazaar/contracts/i18n';
import { api, asStream } from '@/lib/api';
import { readEventStream } from '@/lib/chat/sse-parser';
import { readAskAiEvent } from './ask-ai-events';

type AskOptions = { language: string; signal: AbortSignal; onEvent: (event: AskAiEvent) => void };

/**
 * Asks the assistant and hands on each event of its answer as it arrives; resolves when the
 * stream ends. A refusal before the stream starts (400, 404, 429) rejects with the ApiError that
 * carries the server's response_message. It goes through the typed client like any call, so the bearer token, the
 * realm and one session renewal after a 401 are the same as every other call's.
 */
export async function streamAskAi(body: AskAiBody, { language, signal, onEvent }: AskOptions): Promise<void> {
  const { response } = await api.POST('/cfs/rest/v3/ask-ai', {
    body,
    params: { query: { 'language-code': isSupportedLanguage(language) ? language : undefined } },
    signal,
    ...asStream,
  });
  await readEventStream(response, (raw) => {
    const event = readAskAiEvent(raw);
    if (event) onEvent(event);
  });
}
