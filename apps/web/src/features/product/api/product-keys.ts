export const productKeys = {
  all: ['product'] as const,
  details: (id: number) => ['product', id, 'details'] as const,
  reviews: (id: number, page: number) => ['product', id, 'reviews', page] as const,
  related: (id: number) => ['product', id, 'related'] as const,
  enquiryForm: (id: number) => ['product', id, 'enquiry-form'] as const,
};
