import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Offer, OfferStatus } from '@bazaar/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadError, LoadingBlocks, repeat } from '@/components/ui/query-states';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { CHECKOUT_PATHS } from '@/lib/cart/buy-now';
import { useFormatPrice } from '@/lib/format';
import { localeOf } from '@/lib/format/locale-date';
import { useAcceptOffer } from '../api/offer-accept';
import { useEnquiryOffers } from '../api/offer-list';

/**
 * A vendor's offers on one of the customer's enquiries (issue #13): each with its price, quantity
 * and total in the store's currency, until when it holds (in the page's language, 12-hour clock as
 * spec §5 writes times) and its status. An open offer is accepted into the cart and the customer
 * goes straight to the checkout of the cart; a refusal (expired, withdrawn meanwhile) is a toast
 * with the server's reason, and the list is read again.
 */

const STATUS_VARIANT: Record<OfferStatus, BadgeVariant> = {
  open: 'default',
  accepted: 'secondary',
  ordered: 'secondary',
  withdrawn: 'outline',
  expired: 'outline',
};

const INSTANT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true };

/** An instant in the viewer's zone and language: '1 Dec 2026, 6:30 pm', '1 déc. 2026, 6:30 PM'. */
export const formatOfferTime = (iso: string, language: string | undefined) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(localeOf(language), INSTANT).format(date);
};

export function OfferCard({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation('offer');
  const navigate = useNavigate();
  const accept = useAcceptOffer();
  const titleId = useId();
  const format = useFormatPrice();
  const money = (amount: number) => format(amount, offer.currency);
  const live = offer.status === 'open' || offer.status === 'accepted';

  const onAccept = () =>
    accept.mutate(offer.id, {
      onSuccess: () => void navigate(CHECKOUT_PATHS.cart),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : t('offer:accept_failed')),
    });

  const terms: [string, ReactNode][] = [
    [t('offer:unit_price'), <bdi>{money(offer.unit_price)}</bdi>],
    [t('offer:quantity'), <bdi>{offer.quantity}</bdi>],
    [t('offer:total'), <bdi>{money(offer.total)}</bdi>],
    [
      t('offer:valid_until'),
      <time dateTime={offer.valid_until}>
        <bdi>{formatOfferTime(offer.valid_until, i18n.language)}</bdi>
      </time>,
    ],
  ];
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-line p-4 text-start">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="text-sm font-semibold">
          {t('offer:offer_of', { date: formatOfferTime(offer.created_at, i18n.language) })}
        </h4>
        <Badge variant={STATUS_VARIANT[offer.status]}>{t(`offer:status_${offer.status}`)}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {terms.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-fg">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {offer.status === 'ordered' && offer.order_id !== null && <p className="text-sm text-muted-fg">{t('offer:ordered_as', { order: offer.order_id })}</p>}
      {live && (
        <Button className="self-start" disabled={accept.isPending} aria-busy={accept.isPending || undefined} aria-describedby={titleId} onClick={onAccept}>
          {accept.isPending ? t('offer:accepting') : offer.status === 'open' ? t('offer:accept_and_checkout') : t('offer:checkout_again')}
        </Button>
      )}
    </article>
  );
}

/** The enquiry's offers, newest first; nothing to show yet says so. */
export function OfferList({ enquiryId }: { enquiryId: number }) {
  const { t } = useTranslation('offer');
  const offers = useEnquiryOffers(enquiryId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-semibold">
        {t('offer:title')}
      </h3>
      {offers.isPending ? (
        <LoadingBlocks blocks={repeat(1, 'h-32')} />
      ) : offers.isError ? (
        <LoadError error={offers.error} onRetry={() => void offers.refetch()} />
      ) : offers.data.length === 0 ? (
        <p className="text-sm text-muted-fg">{t('offer:none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {offers.data.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
