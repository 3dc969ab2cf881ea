import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { env } from '../../config/env.ts';
import { paths } from '../../config/paths.ts';
import { LogoMark } from './logo.tsx';

const FOOTER_LINKS = [
  { key: 'discover', to: paths.discover },
  { key: 'voting', to: paths.voting },
  { key: 'rankings', to: paths.rankings },
  { key: 'culinary', to: paths.culinary },
  { key: 'about', to: paths.about },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const { contactEmail, contactPhone } = env;

  return (
    <footer className="mt-16 bg-tea-950 text-tea-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-[2fr_1fr_1.5fr] md:px-6">
        <div className="max-w-md">
          <div className="flex items-center gap-2.5">
            <LogoMark className="size-9" />
            <span className="text-lg font-bold">{t('app.title')}</span>
          </div>
          <p className="mt-4 text-sm leading-relaxed text-tea-100/85">{t('footer.description')}</p>
        </div>

        <nav aria-label={t('a11y.footerNavigation')}>
          <h2 className="text-sm font-semibold tracking-wide text-tea-200 uppercase">{t('footer.pages')}</h2>
          {/* Each link a 24 px target at least, with room around it (WCAG 2.5.8): easy to tap. */}
          <ul className="mt-3 grid gap-1 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={link.to} className="inline-flex min-h-7 items-center rounded text-tea-100/85 hover:text-white hover:underline">
                  {t(`nav.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-semibold tracking-wide text-tea-200 uppercase">{t('footer.contact')}</h2>
          <address className="mt-4 grid gap-3 text-sm not-italic text-tea-100/85">
            <p className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-tea-300" />
              <span>
                <span className="sr-only">{t('footer.addressLabel')}: </span>
                {t('footer.address')}
              </span>
            </p>
            {contactEmail && (
              <p className="flex items-start gap-2">
                <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-tea-300" />
                <span className="sr-only">{t('footer.emailLabel')}: </span>
                <a href={`mailto:${contactEmail}`} className="inline-flex min-h-6 items-center rounded hover:text-white hover:underline">
                  {contactEmail}
                </a>
              </p>
            )}
            {contactPhone && (
              <p className="flex items-start gap-2">
                <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-tea-300" />
                <span className="sr-only">{t('footer.phoneLabel')}: </span>
                <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`} className="inline-flex min-h-6 items-center rounded hover:text-white hover:underline">
                  {contactPhone}
                </a>
              </p>
            )}
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Room below the last line for the assistant's round button, which floats over the page's end. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 pt-5 pb-[4.5rem] text-xs text-tea-100/70 md:flex-row md:justify-between md:px-6">
          <p>{t('footer.copyright', { year })}</p>
          <p>{t('footer.poweredBy')}</p>
        </div>
      </div>
    </footer>
  );
}
