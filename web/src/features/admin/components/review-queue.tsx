import type { ReportedReview } from '@tn/contracts/culinary';
import { EyeOff, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReviewPhoto } from '../../../components/media/review-photo.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDateTime } from '../../../lib/date-format.ts';
import { localized } from '../../../lib/localized.ts';
import { useReviewQueue } from '../api/moderation-queues.ts';
import { DecisionButtons } from './decision-buttons.tsx';
import { QueueStates } from './queue-states.tsx';

/** Reviews visitors reported, most reported first, with every report's reason: keep (reports cleared) or remove. */
export function ReviewQueue() {
  const { t } = useTranslation();
  const query = useReviewQueue();
  return (
    <QueueStates
      query={query}
      loadingLabel={t('admin.reviews.loading')}
      errorLabel={t('admin.reviews.loadError')}
      emptyLabel={t('admin.reviews.empty')}
    >
      {(reviews) => (
        <ul className="grid gap-4" aria-label={t('admin.tabs.reviews')}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReportedReviewItem review={review} />
            </li>
          ))}
        </ul>
      )}
    </QueueStates>
  );
}

function ReportedReviewItem({ review }: { review: ReportedReview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const subject = localized(review.subject, 'name', language);
  const subjectPath = review.subject.type === 'dish' ? paths.dish(review.subject.slug) : paths.restaurant(review.subject.slug);
  const author = review.authorDeleted ? t('admin.deletedVisitor') : (review.authorName ?? t('admin.visitor'));

  return (
    <article aria-labelledby={titleId} data-testid="reported-review" className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-stone-900">
          {t('admin.reviews.titleOf', { author })}{' '}
          <Link to={subjectPath} className="rounded text-tea-800 hover:underline">
            {subject}
          </Link>
        </h3>
        {review.hidden && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
            <EyeOff aria-hidden="true" className="size-3.5" />
            {t('admin.reviews.hidden')}
          </span>
        )}
      </div>
      <p className="flex items-center gap-1 text-sm text-stone-700">
        <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-600" />
        {t('admin.reviews.rating', { rating: review.rating })} · {formatDateTime(review.createdAt, language)}
      </p>
      <blockquote className="rounded-xl bg-stone-50 px-4 py-3 text-sm whitespace-pre-line text-stone-800 ring-1 ring-stone-200">
        {review.content}
      </blockquote>
      {/* The photo may be what was reported: shown whole, never cropped, and larger in a new tab. */}
      {review.imageUrl && (
        <a href={review.imageUrl} target="_blank" rel="noopener" className="justify-self-start rounded-xl">
          <ReviewPhoto url={review.imageUrl} author={author} whole />
          <span className="sr-only"> ({t('admin.newTab')})</span>
        </a>
      )}
      <div>
        <h4 className="text-sm font-semibold text-stone-900">{t('admin.reviews.reports', { count: review.reportCount })}</h4>
        <ul className="mt-1 grid list-disc gap-1 pl-5 text-sm text-stone-700">
          {review.reports.map((report, index) => (
            <li key={index}>
              {report.reason} <span className="text-stone-500">({formatDateTime(report.createdAt, language)})</span>
            </li>
          ))}
        </ul>
      </div>
      <DecisionButtons
        kind="review"
        id={review.id}
        itemName={t('admin.reviews.itemName', { author, subject })}
        describedBy={titleId}
      />
    </article>
  );
}
