import type { ProductDetails } from '@bazaar/contracts';

/** Native <details> disclosures: keyboard and screen-reader support come with the element. */
export function ProductFaq({ faq }: { faq: ProductDetails['faq'] }) {
  return (
    <div className="divide-y divide-line rounded-lg border border-line">
      {faq.map((item) => (
        <details key={item.question} className="group p-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium">
            {item.question}
            <span aria-hidden="true" className="transition-transform group-open:rotate-180">
              ⌄
            </span>
          </summary>
          <p className="mt-2 text-sm text-muted-fg">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
