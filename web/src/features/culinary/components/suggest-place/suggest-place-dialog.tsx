import { RESTAURANT_KINDS, type RestaurantKind } from '@tn/contracts/constants';
import type { SuggestionBody } from '@tn/contracts/culinary';
import { CircleCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useSingleFlight } from '../../../../hooks/use-single-flight.ts';
import { useSuggestPlace } from '../../api/suggest-place.ts';
import { restaurantKindLabel } from '../../../../lib/restaurant-kind.ts';
import { suggestionErrorText } from '../../utils/suggestion-errors.ts';
import { readPoint, type CoordinateError } from '../../utils/suggestion-point.ts';

type Field = 'name' | 'kind' | 'address' | 'serves' | 'latitude' | 'longitude';

const inputClass =
  'w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-tea-600 aria-invalid:border-red-600';

/**
 * Suggesting a place to eat: name, kind, address and what it serves (all required), and an
 * optional position as latitude and longitude (both or neither). Sent, it waits for an editor;
 * the dialog then says so.
 */
export function SuggestPlaceDialogContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<RestaurantKind | ''>('');
  const [address, setAddress] = useState('');
  const [serves, setServes] = useState('');
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const suggest = useSuggestPlace();
  const singleFlight = useSingleFlight();

  // Left empty while the other is given, or out of range: each field says which of its own.
  const coordinateErrors: Record<'latitude' | 'longitude', Record<CoordinateError, string>> = {
    latitude: { missing: t('suggestPlace.errors.pointBoth'), range: t('suggestPlace.errors.latitude') },
    longitude: { missing: t('suggestPlace.errors.pointBoth'), range: t('suggestPlace.errors.longitude') },
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!name.trim()) missing.name = t('suggestPlace.errors.name');
    if (!kind) missing.kind = t('suggestPlace.errors.kind');
    if (!address.trim()) missing.address = t('suggestPlace.errors.address');
    if (!serves.trim()) missing.serves = t('suggestPlace.errors.serves');
    const point = readPoint(latitude, longitude);
    if ('errors' in point) {
      if (point.errors.latitude) missing.latitude = coordinateErrors.latitude[point.errors.latitude];
      if (point.errors.longitude) missing.longitude = coordinateErrors.longitude[point.errors.longitude];
    }
    setErrors(missing);
    setFormError(null);
    if (Object.keys(missing).length > 0 || !kind || 'errors' in point) {
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const body: SuggestionBody = { name: name.trim(), kind, address: address.trim(), serves: serves.trim(), ...point.value };
    singleFlight((settled) =>
      suggest.mutate(body, {
        onSuccess: () => setSent(true),
        onError: (error) => setFormError(suggestionErrorText(error, t)),
        onSettled: settled,
      }),
    );
  };

  if (sent) {
    // The form, and the Send button that had focus, are gone: focus goes to Close (Enter closes),
    // which the thanks describe, so that a screen reader says them there (the dialog keeps its
    // name from the form and is not announced again).
    return (
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CircleCheck aria-hidden="true" className="size-5 text-tea-700" />
            <span id={`${id}-thanks-title`}>{t('suggestPlace.thanksTitle')}</span>
          </DialogTitle>
          <DialogDescription>
            <span id={`${id}-thanks`}>{t('suggestPlace.thanks')}</span>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button autoFocus aria-describedby={`${id}-thanks-title ${id}-thanks`} onClick={onClose}>
            {t('common.close')}
          </Button>
        </DialogFooter>
      </DialogContent>
    );
  }

  const field = (key: Field) => ({
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  const error = (key: Field) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} role="alert" className="text-sm font-medium text-red-700">
        {errors[key]}
      </p>
    ) : null;

  return (
    <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto">
      <form ref={form} onSubmit={submit} noValidate className="grid gap-4">
        <DialogHeader>
          <DialogTitle>{t('suggestPlace.title')}</DialogTitle>
          <DialogDescription>{t('suggestPlace.description')}</DialogDescription>
        </DialogHeader>

        <Labelled id={`${id}-name`} label={t('suggestPlace.name')}>
          <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} required autoComplete="off" className={inputClass} {...field('name')} />
          {error('name')}
        </Labelled>

        <Labelled id={`${id}-kind`} label={t('suggestPlace.kind')}>
          <select
            id={`${id}-kind`}
            value={kind}
            onChange={(e) => setKind(e.target.value as RestaurantKind | '')}
            required
            className={`${inputClass} h-10`}
            {...field('kind')}
          >
            <option value="">{t('suggestPlace.kindPlaceholder')}</option>
            {RESTAURANT_KINDS.map((value) => (
              <option key={value} value={value}>
                {restaurantKindLabel(value, t)}
              </option>
            ))}
          </select>
          {error('kind')}
        </Labelled>

        <Labelled id={`${id}-address`} label={t('suggestPlace.address')}>
          <input id={`${id}-address`} value={address} onChange={(e) => setAddress(e.target.value)} required className={inputClass} {...field('address')} />
          {error('address')}
        </Labelled>

        <Labelled id={`${id}-serves`} label={t('suggestPlace.serves')}>
          <textarea
            id={`${id}-serves`}
            value={serves}
            onChange={(e) => setServes(e.target.value)}
            rows={3}
            required
            placeholder={t('suggestPlace.servesPlaceholder')}
            className={`${inputClass} resize-y`}
            {...field('serves')}
          />
          {error('serves')}
        </Labelled>

        <fieldset className="grid gap-2" aria-describedby={`${id}-point-hint`}>
          <legend className="text-sm font-medium text-stone-800">{t('suggestPlace.point')}</legend>
          <p id={`${id}-point-hint`} className="text-xs text-stone-600">
            {t('suggestPlace.pointHint')}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Labelled id={`${id}-lat`} label={t('suggestPlace.latitude')}>
              <input
                id={`${id}-lat`}
                value={latitude}
                onChange={(e) => setLatitude(e.target.value)}
                inputMode="decimal"
                className={inputClass}
                {...field('latitude')}
              />
              {error('latitude')}
            </Labelled>
            <Labelled id={`${id}-lng`} label={t('suggestPlace.longitude')}>
              <input
                id={`${id}-lng`}
                value={longitude}
                onChange={(e) => setLongitude(e.target.value)}
                inputMode="decimal"
                className={inputClass}
                {...field('longitude')}
              />
              {error('longitude')}
            </Labelled>
          </div>
        </fieldset>

        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
            {formError}
          </p>
        )}

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('suggestPlace.cancel')}</Button>
          </DialogClose>
          <Button type="submit" pending={suggest.isPending}>
            {suggest.isPending && <Spinner className="text-white" />}
            {suggest.isPending ? t('suggestPlace.sending') : t('suggestPlace.submit')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
    </div>
  );
}
