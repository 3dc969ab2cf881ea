import type { ModerationPhoto } from '@tn/contracts/place-photos';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/media/responsive-image.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatDateTime } from '../../../lib/date-format.ts';
import { localized } from '../../../lib/localized.ts';
import { photoAuthor } from '../../../lib/photo-author.ts';
import { licenceName } from '../../../lib/photo-licence.ts';
import { usePhotoQueue } from '../api/moderation-queues.ts';
import { DecisionButtons } from './decision-buttons.tsx';
import { ItemFacts } from './item-facts.tsx';
import { QueueStates } from './queue-states.tsx';

/** Visitors' photos waiting for an editor, oldest first: the picture, the place, who sent it, its licence and when. */
export function PhotoQueue() {
  const { t } = useTranslation();
  const query = usePhotoQueue('pending');
  return (
    <QueueStates
      query={query}
      loadingLabel={t('admin.photos.loading')}
      errorLabel={t('admin.photos.loadError')}
      emptyLabel={t('admin.photos.empty')}
    >
      {(photos) => (
        <ul className="grid gap-4" aria-label={t('admin.tabs.photos')}>
          {photos.map((photo) => (
            <li key={photo.id}>
              <PendingPhoto photo={photo} />
            </li>
          ))}
        </ul>
      )}
    </QueueStates>
  );
}

function PendingPhoto({ photo }: { photo: ModerationPhoto }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const place = localized(photo.location, 'name', language);
  const author = photoAuthor(photo.author, t);
  return (
    <article aria-labelledby={titleId} data-testid="pending-photo" className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-[14rem_minmax(0,1fr)]">
      <a href={photo.url} target="_blank" rel="noopener" className="block rounded-xl">
        <ResponsiveImage
          photo={photo}
          sizes="(min-width: 640px) 14rem, 100vw"
          alt={t('admin.photos.alt', { place, author })}
          className="aspect-[4/3] h-auto w-full rounded-xl bg-stone-100 object-cover"
        />
        <span className="sr-only"> ({t('admin.newTab')})</span>
      </a>
      <div className="grid content-start gap-3">
        <h3 id={titleId} className="text-lg font-semibold text-stone-900">
          <Link to={paths.location(photo.location.slug)} className="rounded hover:underline">
            {place}
          </Link>
        </h3>
        <ItemFacts
          facts={[
            [t('admin.photos.author'), author],
            [t('admin.photos.licence'), licenceName(photo.licence, t)],
            [t('admin.sentAt'), formatDateTime(photo.createdAt, language)],
            ...(photo.caption ? ([[t('admin.photos.caption'), photo.caption]] as const) : []),
          ]}
        />
        <DecisionButtons kind="photo" id={photo.id} itemName={t('admin.photos.itemName', { place, author })} describedBy={titleId} />
      </div>
    </article>
  );
}
