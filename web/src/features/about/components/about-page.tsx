import { ArrowRight, CalendarClock, Compass, ExternalLink, Heart, LogIn, Map as MapIcon, Sigma, Swords, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/layout/page-title.tsx';
import { paths } from '../../../config/paths.ts';

/** The provincial tourism portal, among the sources of our place facts. */
const TOURISM_PORTAL_URL = 'https://thainguyentourism.vn/';

// Keys of the sourced province facts (docs/content-sources.md), in display order.
const FACTS = ['merger', 'baBe', 'nuiCoc', 'tanCuong', 'atk', 'museum'] as const;
const STEPS = [
  { key: 'explore', icon: Compass },
  { key: 'signIn', icon: LogIn },
  { key: 'vote', icon: Swords },
  { key: 'follow', icon: Trophy },
] as const;

/** About: the project, voting and the Elo rating, the resets, sources, steps, facts, mission. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className="pb-16">
      <PageTitle title={t('about.title')} />
      <header className="bg-gradient-to-br from-tea-800 via-tea-900 to-tea-950 text-white">
        <div className="mx-auto max-w-5xl px-4 py-14 md:px-6 md:py-20">
          <p className="text-sm font-semibold tracking-widest text-tea-200 uppercase">{t('app.title')}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance md:text-5xl">{t('about.title')}</h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-tea-100">{t('about.lead')}</p>
        </div>
      </header>

      <div className="mx-auto grid max-w-5xl gap-14 px-4 pt-12 md:px-6 md:pt-16">
        <Section id="about-project" icon={<MapIcon aria-hidden="true" />} title={t('about.project.title')}>
          <p>{t('about.project.p1')}</p>
          <p>{t('about.project.p2')}</p>
        </Section>

        <Section id="about-how" icon={<Swords aria-hidden="true" />} title={t('about.how.title')}>
          <p>{t('about.how.p1')}</p>
          <p>{t('about.how.p2')}</p>
        </Section>

        <Section id="about-elo" icon={<Sigma aria-hidden="true" />} title={t('about.elo.title')}>
          <p>{t('about.elo.intro')}</p>
          <figure className="my-2 rounded-2xl border border-tea-200 bg-tea-50 px-5 py-5 font-serif text-lg text-tea-950 md:text-xl">
            <p className="m-0">
              <span aria-hidden="true">R′ = R + K · (S − E)</span>
              <span className="sr-only">{t('about.elo.formulaUpdateLabel')}</span>
            </p>
            <p className="m-0 mt-3">
              <span aria-hidden="true">
                E = 1 / (1 + 10<sup>(R<sub>b</sub> − R<sub>a</sub>) / 400</sup>)
              </span>
              <span className="sr-only">{t('about.elo.formulaExpectedLabel')}</span>
            </p>
            <figcaption className="mt-4 font-sans text-sm leading-relaxed text-stone-700">{t('about.elo.caption')}</figcaption>
          </figure>
          <ul className="grid gap-2 sm:grid-cols-2">
            <Term symbol="R, R′">{t('about.elo.termR')}</Term>
            <Term symbol="K = 32">{t('about.elo.termK')}</Term>
            <Term symbol="S">{t('about.elo.termS')}</Term>
            <Term symbol="E">{t('about.elo.termE')}</Term>
          </ul>
          <p>{t('about.elo.start')}</p>
          <p className="rounded-xl bg-white px-4 py-3 ring-1 ring-stone-200">
            <strong className="font-semibold text-stone-900">{t('about.elo.exampleLabel')}</strong> {t('about.elo.example')}
          </p>
        </Section>

        <Section id="about-reset" icon={<CalendarClock aria-hidden="true" />} title={t('about.reset.title')}>
          <p>{t('about.reset.monthly')}</p>
          <p>{t('about.reset.weekly')}</p>
        </Section>

        <Section id="about-sources" icon={<ExternalLink aria-hidden="true" />} title={t('about.sources.title')}>
          <p>{t('about.sources.purpose')}</p>
          <p>{t('about.sources.p1')}</p>
          <p>{t('about.sources.p2')}</p>
          <p>
            <a
              href={TOURISM_PORTAL_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-semibold text-tea-800 underline underline-offset-2 hover:text-tea-950"
            >
              {t('about.sources.portalLink')}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">({t('about.newTab')})</span>
            </a>
          </p>
        </Section>

        <section aria-labelledby="about-steps">
          <h2 id="about-steps" className="text-2xl font-bold tracking-tight text-stone-900 md:text-3xl">
            {t('about.steps.title')}
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ key, icon: Icon }, i) => (
              <li key={key} className="relative flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-5">
                <span className="flex items-center gap-3">
                  <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-tea-700 text-sm font-bold text-white">
                    {i + 1}
                  </span>
                  <Icon aria-hidden="true" className="size-5 text-tea-700" />
                </span>
                <h3 className="text-base font-semibold text-stone-900">{t(`about.steps.${key}.title`)}</h3>
                <p className="text-sm leading-relaxed text-stone-600">{t(`about.steps.${key}.body`)}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="about-facts">
          <h2 id="about-facts" className="text-2xl font-bold tracking-tight text-stone-900 md:text-3xl">
            {t('about.facts.title')}
          </h2>
          <p className="mt-3 text-stone-600">{t('about.facts.intro')}</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {FACTS.map((key) => (
              <li key={key} className="rounded-2xl border border-stone-200 bg-white p-5">
                <h3 className="text-base font-semibold text-tea-900">{t(`about.facts.${key}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-stone-700">{t(`about.facts.${key}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-mission" className="rounded-3xl bg-tea-900 px-6 py-10 text-white md:px-10">
          <h2 id="about-mission" className="flex items-center gap-2 text-2xl font-bold tracking-tight md:text-3xl">
            <Heart aria-hidden="true" className="size-6 text-tea-200" />
            {t('about.mission.title')}
          </h2>
          <p className="mt-4 max-w-3xl leading-relaxed text-tea-100">{t('about.mission.p1')}</p>
          <p className="mt-3 max-w-3xl leading-relaxed text-tea-100">{t('about.mission.p2')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.home} className="inline-flex h-10 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-tea-900 transition-colors hover:bg-tea-50 [&_svg]:size-4">
              {t('about.cta.discover')}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to={paths.voting} className="inline-flex h-10 items-center gap-2 rounded-lg px-4 text-sm font-semibold text-white ring-1 ring-white/60 transition-colors ring-inset hover:bg-white/10">
              {t('about.cta.vote')}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}

function Section({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 md:grid-cols-[3rem_minmax(0,1fr)]">
      <span className="hidden size-12 items-center justify-center rounded-2xl bg-tea-100 text-tea-800 md:inline-flex [&_svg]:size-6">
        {icon}
      </span>
      <div className="grid gap-4 leading-relaxed text-stone-700">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-stone-900 md:text-3xl">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function Term({ symbol, children }: { symbol: string; children: ReactNode }) {
  return (
    <li className="rounded-xl bg-white px-4 py-3 text-sm ring-1 ring-stone-200">
      <span className="font-serif font-semibold text-tea-900">{symbol}</span>: {children}
    </li>
  );
}
