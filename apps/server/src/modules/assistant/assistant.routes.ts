import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASK_AI_CONVERSATIONS_PATH,
  ASK_AI_PATH,
  AskAiBody,
  AssistantConversationParams,
  AssistantConversationResponse,
  AssistantConversationsResponse,
  ErrorEnvelope,
  AssistantConversationDeleteResponse,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { reportingLimiter } from '../../lib/rate-limit-headers';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { ask } from './assistant.service';
import { conversationMessages, deleteConversation, listConversations } from './conversation.queries';
import type { AssistantModel } from './model';
import { eventWriter } from './sse-writer';

const tags = ['assistant'];

/** The shopping assistant's calls (issue #15), for signed-in customers of a store whose ask_ai is on. */
export const assistantRoutes =
  (deps: ModuleDeps, model: AssistantModel): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      ASK_AI_PATH,
      {
        schema: {
          tags,
          summary:
            'Asks the assistant. Answers as server-sent events (text/event-stream): delta {text}, products {products}, action {action}, then done {conversation_id, message_id} or error {response_message}. With action_id, confirms the offer of that id. 429 with Retry-After past the per-customer limit.',
          querystring: languageQuery,
          body: AskAiBody,
          response: { ...commonErrors, 429: ErrorEnvelope },
        },
      },
      async (request, reply) => {
        const ctx = await request.customerContext();
        await ask(ctx, { limiter: reportingLimiter(reply, deps.limiter), model, log: request.log }, request.body, eventWriter(reply));
        return reply;
      },
    );

    app.get(
      ASK_AI_CONVERSATIONS_PATH,
      {
        schema: { tags, summary: "The customer's assistant conversations, newest first.", response: { 200: AssistantConversationsResponse, ...commonErrors } },
      },
      async (request) => ok({ conversations: await listConversations(await request.customerContext()) }),
    );

    app.get(
      `${ASK_AI_CONVERSATIONS_PATH}/:id`,
      {
        schema: {
          tags,
          summary: 'One conversation with its messages, oldest first.',
          params: AssistantConversationParams,
          response: { 200: AssistantConversationResponse, ...commonErrors },
        },
      },
      async (request) => ok(await conversationMessages(await request.customerContext(), request.params.id)),
    );

    app.delete(
      `${ASK_AI_CONVERSATIONS_PATH}/:id`,
      {
        schema: {
          tags,
          summary: 'Clears one conversation.',
          params: AssistantConversationParams,
          response: { 200: AssistantConversationDeleteResponse, ...commonErrors },
        },
      },
      async (request) => {
        await deleteConversation(await request.customerContext(), request.params.id);
        return ok(null, 'Conversation cleared');
      },
    );
  };
