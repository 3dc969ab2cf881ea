import type { ModerationPhoto } from '@tn/contracts/place-photos';
import { ArrowDown, ArrowUp, Save, Star } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { ResponsiveImage } from '../../../components/media/responsive-image.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { localized } from '../../../lib/localized.ts';
import { photoAuthor } from '../../../lib/photo-author.ts';
import { useSavePhotoOrder } from '../api/decisions.ts';
import { usePhotoQueue } from '../api/moderation-queues.ts';
import { moderationErrorText } from '../utils/moderation-errors.ts';
import { currentOrder, moveTo } from '../utils/photo-order.ts';
import { QueueStates } from './queue-states.tsx';

/**
 * The order of a place's approved visitor photos in its gallery (and which is the cover, shown
 * first, on cards and the hero): pick the place, move photos up or down or make one the cover
 * with buttons (no dragging needed), then save. Once saved, the visitors' photos lead the place's
 * gallery, ahead of its sourced (Commons) photos; until then a place that has a sourced photo
 * keeps it as its cover, so saving the order as it stands is allowed there.
 */
export function PhotoOrder() {
  const { t } = useTranslation();
  const query = usePhotoQueue('approved');
  return (
    <QueueStates query={query} loadingLabel={t('admin.order.loading')} errorLabel={t('admin.order.loadError')} emptyLabel={t('admin.order.empty')}>
      {(photos) => <PlacePicker photos={photos} />}
    </QueueStates>
  );
}

function PlacePicker({ photos }: { photos: ModerationPhoto[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const selectId = useId();
  const places = useMemo(() => {
    const byPlace = new Map<number, { id: number; name: string; photos: ModerationPhoto[] }>();
    for (const photo of photos) {
      const place = byPlace.get(photo.location.id) ?? { id: photo.location.id, name: localized(photo.location, 'name', language), photos: [] };
      place.photos.push(photo);
      byPlace.set(place.id, place);
    }
    return [...byPlace.values()].sort((a, b) => a.name.localeCompare(b.name, language));
  }, [photos, language]);
  const [placeId, setPlaceId] = useState(places[0]?.id ?? 0);
  const picker = useRef<HTMLSelectElement>(null);
  const place = places.find((p) => p.id === placeId) ?? places[0];
  if (!place) return null;

  return (
    <div className="grid gap-4">
      <div className="grid max-w-md gap-1.5">
        <label htmlFor={selectId} className="text-sm font-medium text-stone-800">
          {t('admin.order.place')}
        </label>
        <select
          ref={picker}
          id={selectId}
          value={place.id}
          onChange={(event) => setPlaceId(Number(event.target.value))}
          className="h-10 rounded-xl border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-sm focus:border-tea-600"
        >
          {places.map((p) => (
            <option key={p.id} value={p.id}>
              {t('admin.order.placeOption', { name: p.name, count: p.photos.length })}
            </option>
          ))}
        </select>
      </div>
      {/* Keyed by place and by the server's order: a new answer starts from what is stored. Saved,
          keyboard focus goes to the place picker: the editor and its Save (then disabled, with
          nothing left to save) are replaced once the new order comes back. */}
      <OrderEditor
        key={`${place.id}:${currentOrder(place.photos).map((p) => p.id).join(',')}`}
        locationId={place.id}
        placeName={place.name}
        photos={place.photos}
        onSaved={() => picker.current?.focus()}
      />
    </div>
  );
}

function OrderEditor({ locationId, placeName, photos, onSaved }: { locationId: number; placeName: string; photos: ModerationPhoto[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const stored = useMemo(() => currentOrder(photos).map((p) => p.id), [photos]);
  const [order, setOrder] = useState(stored);
  const save = useSavePhotoOrder();
  const list = useRef<HTMLOListElement>(null);
  const byId = new Map(photos.map((p) => [p.id, p]));
  const changed = order.some((id, i) => id !== stored[i]);
  // No photo here is the place's cover yet: its sourced photo is, until an order is saved.
  const sourcedCover = !photos.some((p) => p.isCover);

  // Focus follows the moved photo (its button, or the other one when that end is reached).
  const move = (from: number, to: number, control: 'up' | 'down' | 'cover') => {
    const next = moveTo(order, from, to);
    setOrder(next);
    const id = order[from];
    requestAnimationFrame(() => {
      const row = list.current?.querySelector<HTMLElement>(`[data-photo-id="${id}"]`);
      const wanted = row?.querySelector<HTMLButtonElement>(`[data-control="${control}"]:not(:disabled)`);
      (wanted ?? row?.querySelector<HTMLButtonElement>('button:not(:disabled)'))?.focus();
    });
  };

  const submit = () =>
    save.mutate(
      { locationId, photoIds: order },
      {
        onSuccess: () => {
          onSaved();
          toast.success(t('admin.order.saved', { name: placeName }));
        },
        onError: (error) => toast.error(t('admin.errors.title'), { description: moderationErrorText(error, t) }),
      },
    );

  return (
    <section aria-label={t('admin.order.listLabel', { name: placeName })} className="grid gap-4">
      <ol ref={list} className="grid gap-3">
        {order.map((id, index) => {
          const photo = byId.get(id);
          if (!photo) return null;
          const label = t('admin.order.photoLabel', { index: index + 1, author: photoAuthor(photo.author, t) });
          return (
            <li key={id} data-photo-id={id} className="flex flex-wrap items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3">
              <ResponsiveImage photo={photo} sizes="8rem" alt={label} className="h-20 w-28 shrink-0 rounded-lg bg-stone-100 object-cover" />
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="font-medium text-stone-900">{label}</p>
                {index === 0 && (
                  <span className="inline-flex w-fit items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950 ring-1 ring-amber-300">
                    <Star aria-hidden="true" className="size-3.5" />
                    {/* Not the cover yet while the order waits to be saved. */}
                    {changed || sourcedCover ? t('admin.order.coverOnceSaved') : t('admin.order.cover')}
                  </span>
                )}
              </div>
              <div className="flex flex-wrap gap-1.5">
                <Button size="sm" variant="outline" data-control="up" disabled={index === 0} onClick={() => move(index, index - 1, 'up')} aria-label={t('admin.order.up', { photo: label })}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  data-control="down"
                  disabled={index === order.length - 1}
                  onClick={() => move(index, index + 1, 'down')}
                  aria-label={t('admin.order.down', { photo: label })}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button size="sm" variant="ghost" data-control="cover" disabled={index === 0} onClick={() => move(index, 0, 'cover')} aria-label={t('admin.order.makeCoverOf', { photo: label })}>
                  <Star aria-hidden="true" />
                  {t('admin.order.makeCover')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={submit} disabled={!changed && !sourcedCover} pending={save.isPending}>
          {save.isPending ? <Spinner className="text-white" /> : <Save aria-hidden="true" />}
          {t('admin.order.save')}
        </Button>
        {changed && (
          <Button variant="ghost" onClick={() => setOrder(stored)}>
            {t('admin.order.reset')}
          </Button>
        )}
        <p className="text-sm text-stone-600" aria-live="polite">
          {changed ? t('admin.order.unsaved') : sourcedCover ? t('admin.order.sourcedCover') : ''}
        </p>
      </div>
    </section>
  );
}
