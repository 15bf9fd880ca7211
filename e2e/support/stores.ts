export const STORE_URLS = {
  demo: 'http://localhost:3101',
  souk: 'http://localhost:3102',
  atelier: 'http://localhost:3103',
} as const;
