import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { formatDate } from '../../../lib/date-format.ts';
import { formatNumber } from '../../../lib/number-format.ts';
import type { Me } from '@tn/contracts/users';

export function ProfileCard({ profile }: { profile: Me }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = profile.displayName?.trim() || profile.email || t('dashboard.profile.anonymous');
  const counts = [
    ['visited', profile.counts.visited],
    ['votesCast', profile.counts.votesCast],
    ['favorites', profile.counts.favorites],
  ] as const;

  return (
    <section aria-labelledby="profile-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
      <div className="flex items-center gap-4">
        <UserAvatar user={profile} className="size-16 text-2xl!" />
        <div className="min-w-0">
          <h2 id="profile-heading" className="text-xl font-semibold wrap-anywhere text-stone-900">
            {name}
          </h2>
          <p className="text-sm text-stone-600">
            {t('dashboard.profile.memberSince', { date: formatDate(profile.memberSince, language) })}
          </p>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-2 text-center">
        {counts.map(([key, value]) => (
          <div key={key} className="flex flex-col-reverse rounded-xl bg-tea-50 px-2 py-3">
            <dt className="text-xs text-stone-700">{t(`dashboard.profile.${key}`)}</dt>
            <dd className="text-2xl font-bold text-tea-900">{formatNumber(value, language)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
