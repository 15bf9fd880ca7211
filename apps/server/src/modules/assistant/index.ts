/**
 * The AI shopping assistant (issue #15): its conversations (db/schema/assistant.ts), the calls
 * under /cfs/rest/v3/ask-ai, and the models that answer — rule-based by default, any
 * OpenAI-compatible server with AI_BASE_URL and AI_MODEL.
 */
export { assistantRoutes } from './assistant.routes';
export { RuleModel } from './rule-model';
export type { AssistantModel } from './model';
export { OpenAiModel, type OpenAiSettings } from './openai-model';
