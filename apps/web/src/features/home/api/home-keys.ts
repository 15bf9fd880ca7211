/** Query keys of the home page's catalogue sections. */
export const homeKeys = {
  all: ['home'] as const,
  deals: (limit: number) => ['home', 'deals', limit] as const,
  recommendations: (limit: number) => ['home', 'recommendations', limit] as const,
};
