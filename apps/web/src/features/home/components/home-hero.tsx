import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The first thing a shopper sees: who the store is and where to start. */
export function HomeHero({ storeName }: { storeName: string }) {
  const { t } = useTranslation('home');
  return (
    <section className="relative overflow-hidden rounded-3xl bg-primary text-primary-fg">
      <svg aria-hidden="true" className="absolute inset-0 h-full w-full opacity-15" preserveAspectRatio="none">
        <defs>
          <pattern id="hero-dots" width="28" height="28" patternUnits="userSpaceOnUse">
            <circle cx="2" cy="2" r="2" fill="currentColor" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#hero-dots)" />
      </svg>
      <div className="relative grid gap-8 px-6 py-12 sm:px-12 sm:py-16 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div className="flex flex-col gap-5">
          <p className="text-sm font-semibold tracking-wider uppercase opacity-90">{t('hero_eyebrow', { store: storeName })}</p>
          <h1 className="text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">{t('hero_title')}</h1>
          <p className="max-w-xl text-lg opacity-90">{t('hero_subtitle')}</p>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/productListing"
              className="rounded-xl bg-page px-6 py-3 font-semibold text-page-fg shadow-sm transition hover:opacity-90 focus-visible:focus-ring"
            >
              {t('shop_now')}
            </Link>
            <Link
              to="/listCategories"
              className="rounded-xl border border-current px-6 py-3 font-semibold transition hover:bg-white/10 focus-visible:focus-ring"
            >
              {t('browse_categories')}
            </Link>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  );
}

function HeroArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 320 240" className="mx-auto hidden w-full max-w-sm lg:block">
      <g fill="currentColor">
        <rect x="20" y="70" width="280" height="150" rx="18" opacity="0.18" />
        <path d="M20 90 L60 30 H260 L300 90 Z" opacity="0.35" />
        <path
          d="M60 30 L80 90 M100 30 L110 90 M140 30 L140 90 M180 30 L170 90 M220 30 L200 90 M260 30 L240 90"
          stroke="currentColor"
          strokeWidth="3"
          opacity="0.5"
        />
        <rect x="50" y="120" width="60" height="70" rx="10" opacity="0.4" />
        <rect x="130" y="110" width="60" height="80" rx="10" opacity="0.55" />
        <rect x="210" y="125" width="60" height="65" rx="10" opacity="0.4" />
        <circle cx="80" cy="150" r="12" opacity="0.6" />
        <circle cx="160" cy="145" r="14" opacity="0.7" />
        <circle cx="240" cy="155" r="11" opacity="0.6" />
      </g>
    </svg>
  );
}
