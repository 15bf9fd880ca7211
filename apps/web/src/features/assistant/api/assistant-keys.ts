/** Query keys of the customer's assistant conversations; everything starts with 'assistant'. */
export const assistantKeys = {
  all: ['assistant'] as const,
  conversations: ['assistant', 'conversations'] as const,
  conversation: (id: number) => ['assistant', 'conversation', id] as const,
};
