import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer, OfferStatus } from '@bazaar/contracts';
import { MAX_PRICE, OFFER_QUANTITY_MAX, OFFER_VALID_DAYS_MAX } from '@bazaar/contracts/constants';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { LoadError, LoadingBlocks, repeat } from '@/components/ui/query-states';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useFormatPrice } from '@/lib/format';
import { localeOf } from '@/lib/format/locale-date';
import { useStore } from '@/lib/store-context';
import { useCreateOffer } from '../api/offer-create';
import { useVendorOffers } from '../api/offer-list';
import { useWithdrawOffer } from '../api/offer-withdraw';
import { checkOffer, inAWeek, type OfferDraft, type OfferField, type OfferProblem } from '../offer-terms';

/**
 * The vendor's offers on one enquiry (issue #13): the ones made so far, an open or accepted one
 * with a Withdraw button, and the form for a new one (price each, quantity, valid until), checked
 * as typed before it is sent; a new offer replaces the open one. A refusal is a toast with the
 * server's reason (the product's limit or stock, a closed enquiry). Hidden form for a closed enquiry.
 */

const STATUS_VARIANT: Record<OfferStatus, BadgeVariant> = {
  open: 'default',
  accepted: 'secondary',
  ordered: 'secondary',
  withdrawn: 'outline',
  expired: 'outline',
};
const INSTANT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true };
const failed = (error: unknown, fallback: string) => {
  if (!(error instanceof ApiError && error.status === 401)) toast.error(error instanceof ApiError ? error.message : fallback);
};

function OfferRow({ offer, enquiryId }: { offer: Offer; enquiryId: number }) {
  const { t, i18n } = useTranslation('offer');
  const withdraw = useWithdrawOffer();
  const format = useFormatPrice();
  const money = (amount: number) => format(amount, offer.currency);
  const until = new Intl.DateTimeFormat(localeOf(i18n.language), INSTANT).format(new Date(offer.valid_until));
  const onWithdraw = () =>
    withdraw.mutate(
      { enquiryId, offerId: offer.id },
      { onSuccess: () => toast.success(t('offer:withdrawn_done')), onError: (error) => failed(error, t('common:something_went_wrong')) },
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line p-3 text-sm">
      <div className="flex flex-col gap-0.5">
        <span className="font-medium">
          <bdi>
            {money(offer.unit_price)} × {offer.quantity} = {money(offer.total)}
          </bdi>
        </span>
        <span className="text-muted-fg">
          {t('offer:valid_until')}{' '}
          <time dateTime={offer.valid_until}>
            <bdi>{until}</bdi>
          </time>
        </span>
      </div>
      <div className="flex items-center gap-2">
        <Badge variant={STATUS_VARIANT[offer.status]}>{t(`offer:status_${offer.status}`)}</Badge>
        {(offer.status === 'open' || offer.status === 'accepted') && (
          <Button size="sm" variant="secondary" disabled={withdraw.isPending} aria-busy={withdraw.isPending || undefined} onClick={onWithdraw}>
            {withdraw.isPending ? t('offer:withdrawing') : t('offer:withdraw')}
          </Button>
        )}
      </div>
    </li>
  );
}

export function OfferForm({ enquiryId, closed = false }: { enquiryId: number; closed?: boolean }) {
  const { t } = useTranslation('offer');
  const { currency } = useStore();
  const formatPrice = useFormatPrice();
  const offers = useVendorOffers(enquiryId);
  const create = useCreateOffer();
  const headingId = useId();
  const [draft, setDraft] = useState<OfferDraft>(() => ({ price: '', quantity: '1', validUntil: inAWeek(new Date()) }));
  const [tried, setTried] = useState(false);
  const decimals = Math.round(Math.log10(currency.number_to_basic));
  const problems = tried ? checkOffer(draft, { now: new Date(), numberToBasic: currency.number_to_basic }).problems : {};
  const messages: Record<OfferProblem, string> = {
    price_required: t('offer:price_required'),
    price_invalid: t('offer:price_invalid'),
    price_decimals: t('offer:price_decimals', { decimals }),
    price_too_high: t('offer:price_too_high', { max: formatPrice(MAX_PRICE, currency) }),
    quantity_invalid: t('offer:quantity_invalid', { max: OFFER_QUANTITY_MAX }),
    valid_until_required: t('offer:valid_until_required'),
    valid_until_past: t('offer:valid_until_past'),
    valid_until_too_far: t('offer:valid_until_too_far', { days: OFFER_VALID_DAYS_MAX }),
  };
  const error = (field: OfferField) => (problems[field] ? messages[problems[field]] : null);
  const set = (field: keyof OfferDraft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const { body } = checkOffer(draft, { now: new Date(), numberToBasic: currency.number_to_basic });
    if (!body) return;
    create.mutate(
      { enquiryId, body },
      {
        onSuccess: () => {
          toast.success(t('offer:sent'));
          setTried(false);
          setDraft({ price: '', quantity: '1', validUntil: inAWeek(new Date()) });
        },
        onError: (e) => failed(e, t('common:something_went_wrong')),
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 text-start">
      <h3 id={headingId} className="text-base font-semibold">
        {t('offer:title')}
      </h3>
      {offers.isPending ? (
        <LoadingBlocks blocks={repeat(1, 'h-16')} />
      ) : offers.isError ? (
        <LoadError error={offers.error} onRetry={() => void offers.refetch()} />
      ) : offers.data.length === 0 ? (
        <p className="text-sm text-muted-fg">{t('offer:none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {offers.data.map((offer) => (
            <OfferRow key={offer.id} offer={offer} enquiryId={enquiryId} />
          ))}
        </ul>
      )}
      {closed ? (
        <p className="text-sm text-muted-fg">{t('offer:closed_note')}</p>
      ) : (
        <form noValidate onSubmit={submit} aria-label={t('offer:form_title')} className="flex flex-col gap-3 rounded-lg border border-line p-4">
          <p className="font-medium">{t('offer:form_title')}</p>
          <p className="text-sm text-muted-fg">{t('offer:form_hint')}</p>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={t('offer:price_label', { symbol: currency.symbol })}
              inputMode="decimal"
              autoComplete="off"
              value={draft.price}
              onChange={set('price')}
              error={error('price')}
            />
            <TextField
              label={t('offer:quantity_label')}
              inputMode="numeric"
              autoComplete="off"
              value={draft.quantity}
              onChange={set('quantity')}
              error={error('quantity')}
            />
            <TextField
              label={t('offer:valid_until_label')}
              type="datetime-local"
              value={draft.validUntil}
              onChange={set('validUntil')}
              hint={t('offer:valid_until_hint', { days: OFFER_VALID_DAYS_MAX })}
              error={error('validUntil')}
            />
          </div>
          <Button type="submit" className="self-start" disabled={create.isPending} aria-busy={create.isPending || undefined}>
            {create.isPending ? t('offer:sending') : t('offer:send')}
          </Button>
        </form>
      )}
    </section>
  );
}
