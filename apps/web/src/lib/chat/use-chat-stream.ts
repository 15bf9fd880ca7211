import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatRoom } from '@bazaar/contracts';
import { chatKeys, isChatMessage, withMessage, type ChatRoomRef } from './chat-room';
import { useChatSource, type ChatSource } from './chat-source';
import { readEventStream, type StreamEvent } from './sse-parser';

/** Waits before reconnecting: 1 s, doubling to 30 s; back to 1 s once a stream has opened. */
export const STREAM_RETRY_MIN_MS = 1000;
export const STREAM_RETRY_MAX_MS = 30_000;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Reads one stream until it ends; resolves whether it had opened (`: open`). */
async function readOnce(room: ChatRoomRef, source: ChatSource, queryClient: QueryClient, signal: AbortSignal): Promise<boolean> {
  const key = chatKeys.room(room, source.side);
  let opened = false;
  const onEvent = (event: StreamEvent) => {
    if (event.kind === 'comment') {
      if (event.text === 'open' && !opened) {
        opened = true;
        // Messages sent while no stream listened (before the first, or between two) come with the room's GET.
        void queryClient.invalidateQueries({ queryKey: key });
      }
      return;
    }
    if (event.event !== 'message') return;
    let message: unknown;
    try {
      message = JSON.parse(event.data);
    } catch {
      return;
    }
    if (!isChatMessage(message)) return;
    queryClient.setQueryData<ChatRoom>(key, (old) => (old ? withMessage(old, message) : old));
  };
  await readEventStream(await source.openStream(room, signal), onEvent);
  return opened;
}

/**
 * While `enabled` (the chat tab is open), listens to the room's server-sent events and puts each
 * new message into the room's cached messages, once. A stream that ends or fails is opened again
 * after a growing wait; the 20-second poll covers the gap. Stops (aborts the request) when turned
 * off or unmounted.
 */
export function useChatStream(room: ChatRoomRef, enabled: boolean) {
  const queryClient = useQueryClient();
  const source = useChatSource();
  const kind = room.kind;
  const id = room.kind === 'enquiry' ? room.enquiryId : room.orderItemId;
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const ref: ChatRoomRef = kind === 'enquiry' ? { kind, enquiryId: id } : { kind, orderItemId: id };
    void (async () => {
      let delay = STREAM_RETRY_MIN_MS;
      while (!controller.signal.aborted) {
        const opened = await readOnce(ref, source, queryClient, controller.signal).catch(() => false);
        if (controller.signal.aborted) return;
        if (opened) delay = STREAM_RETRY_MIN_MS;
        await wait(delay, controller.signal);
        delay = Math.min(delay * 2, STREAM_RETRY_MAX_MS);
      }
    })();
    return () => controller.abort();
  }, [queryClient, source, kind, id, enabled]);
}
