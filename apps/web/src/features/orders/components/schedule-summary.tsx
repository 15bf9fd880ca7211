import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServicePlace, ServiceSchedule } from '@bazaar/contracts';
import { buttonClassName } from '@/components/ui/button';
import { formatDate, formatTime12h } from '@/lib/format';

/** One titled card of the booking page. */
export function ScheduleCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded-lg border border-line p-4 text-start sm:p-5">
      <h2 className="text-sm font-medium text-muted-fg">{title}</h2>
      {children}
    </section>
  );
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** When it happens: the day and times of the slot, which are the store's wall clock. */
export function WhenCard({ schedule }: { schedule: ServiceSchedule }) {
  const { t } = useTranslation('training_overview');
  const { slot } = schedule;
  return (
    <ScheduleCard title={t('training_overview:when')}>
      <p className="text-2xl font-semibold">
        <bdi>{formatDate(slot.date)}</bdi>
      </p>
      <p className="text-lg" dir="ltr">
        <span className="sr-only">{weekday(slot.date)} </span>
        {formatTime12h(slot.start_time)} – {formatTime12h(slot.end_time)}
      </p>
      <p className="text-xs text-muted-fg">{t('training_overview:store_time', { zone: schedule.time_zone })}</p>
    </ScheduleCard>
  );
}

function Address({ address }: { address: Record<string, string> }) {
  const lines = [address.name, address.line1, address.line2, [address.city, address.state, address.pincode].filter(Boolean).join(', ')].filter(Boolean);
  return (
    // Each line isolated: an address in Latin letters keeps its order on an Arabic page, aligned with it.
    <address className="flex flex-col text-sm not-italic">
      {lines.map((line) => (
        <span key={line}>
          <bdi>{line}</bdi>
        </span>
      ))}
    </address>
  );
}

function PlaceBody({ place, vendor }: { place: ServicePlace | null; vendor: string }) {
  const { t } = useTranslation('training_overview');
  if (!place) return <p className="text-sm">{t('training_overview:place_unknown', { vendor })}</p>;
  switch (place.kind) {
    case 'customer_address':
      return (
        <>
          <p className="font-medium">{t('training_overview:place_customer_address')}</p>
          {place.address ? <Address address={place.address} /> : <p className="text-sm text-muted-fg">{t('training_overview:place_no_address')}</p>}
        </>
      );
    case 'vendor_address':
      return (
        <>
          <p className="font-medium">{t('training_overview:place_vendor_address', { vendor })}</p>
          <p className="text-sm">
            <bdi>{place.address ?? place.city}</bdi>
          </p>
        </>
      );
    case 'online':
      return (
        <>
          <p className="font-medium">{t('training_overview:place_online')}</p>
          <a href={place.meeting_link} target="_blank" rel="noopener noreferrer" className={buttonClassName('primary', 'md', 'w-fit')}>
            {t('training_overview:join_meeting')}
            <span className="sr-only"> {t('training_overview:opens_new_tab')}</span>
          </a>
          <p className="text-xs break-all text-muted-fg" dir="ltr">
            {place.meeting_link}
          </p>
        </>
      );
  }
}

/** Where it happens: the customer's address, the vendor's, or a link that opens the meeting. */
export function WhereCard({ schedule }: { schedule: ServiceSchedule }) {
  const { t } = useTranslation('training_overview');
  return (
    <ScheduleCard title={t('training_overview:where')}>
      <PlaceBody place={schedule.place} vendor={schedule.vendor.vendor_name} />
    </ScheduleCard>
  );
}

/** Who gives it, and how to reach them. */
export function VendorCard({ schedule }: { schedule: ServiceSchedule }) {
  const { t } = useTranslation('training_overview');
  const { vendor } = schedule;
  const link = 'rounded-sm underline-offset-2 hover:underline focus-visible:focus-ring';
  return (
    <ScheduleCard title={t('training_overview:with')}>
      <p className="font-medium">
        <bdi>{vendor.vendor_name}</bdi>
      </p>
      {vendor.contact ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {vendor.contact.phone && (
            <>
              <dt className="text-muted-fg">{t('training_overview:contact_phone')}</dt>
              <dd>
                <a href={`tel:${vendor.contact.phone.replace(/\s+/g, '')}`} className={link} dir="ltr">
                  {vendor.contact.phone}
                </a>
              </dd>
            </>
          )}
          {vendor.contact.email && (
            <>
              <dt className="text-muted-fg">{t('training_overview:contact_email')}</dt>
              <dd className="break-all">
                <a href={`mailto:${vendor.contact.email}`} className={link} dir="ltr">
                  {vendor.contact.email}
                </a>
              </dd>
            </>
          )}
        </dl>
      ) : (
        <p className="text-sm text-muted-fg">{t('training_overview:no_contact', { vendor: vendor.vendor_name })}</p>
      )}
    </ScheduleCard>
  );
}
