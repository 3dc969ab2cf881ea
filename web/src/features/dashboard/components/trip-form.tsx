import { TRIP_MAX_YEARS_AHEAD } from '@tn/contracts/constants';
import type { Location } from '@tn/contracts/locations';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { localized } from '../../../lib/localized.ts';
import { formatCalendarDay, provinceCalendarDay } from '../../../lib/date-format.ts';
import type { CreateTripBody } from '@tn/contracts/users';
import { TRIP_NOTES_MAX, validateTrip, type TripDraft, type TripErrors } from '../utils/trip-form.ts';

interface TripFormProps {
  places: Location[];
  initial?: CreateTripBody;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: CreateTripBody) => void;
  onCancel?: () => void;
  /** Focus the first field on mount: the form replaced the button that opened it. */
  autoFocus?: boolean;
}

/**
 * Place, date and notes of a trip. The messages show on submit, focus goes to the first wrong
 * field, and a field's message goes (or changes) as soon as the field is corrected. Escape
 * cancels a form that can be cancelled (an edit).
 */
export function TripForm({ places, initial, submitLabel, pending, onSubmit, onCancel, autoFocus = false }: TripFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [draft, setDraft] = useState<TripDraft>({
    locationId: initial ? String(initial.locationId) : '',
    date: initial?.date ?? '',
    notes: initial?.notes ?? '',
  });
  const [errors, setErrors] = useState<TripErrors>({});
  const fields = useRef<Partial<Record<keyof TripDraft, HTMLElement | null>>>({});
  const sorted = [...places].sort((a, b) => localized(a, 'name', language).localeCompare(localized(b, 'name', language), language));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateTrip(draft, { today: provinceCalendarDay(), keepDate: initial?.date });
    setErrors(found);
    const first = (['locationId', 'date', 'notes'] as const).find((key) => found[key]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    onSubmit({ locationId: Number(draft.locationId), date: draft.date, notes: draft.notes.trim() });
  };

  const change = (key: keyof TripDraft, value: string) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    if (!errors[key]) return;
    const now = validateTrip(next, { today: provinceCalendarDay(), keepDate: initial?.date });
    setErrors({ ...errors, [key]: now[key] });
  };

  const describe = (key: keyof TripDraft) => (errors[key] ? `${id}-${key}-error` : undefined);
  const message = (key: keyof TripDraft) =>
    errors[key] && (
      <p id={`${id}-${key}-error`} className="text-sm text-red-700">
        {t(`dashboard.trips.errors.${errors[key]}`, { max: TRIP_NOTES_MAX, years: TRIP_MAX_YEARS_AHEAD })}
      </p>
    );
  // The day as read, in words: the field is written in the browser's order, not the page's.
  const dayRead = formatCalendarDay(draft.date, language);
  const input = 'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-red-700';

  return (
    <form
      noValidate
      onSubmit={submit}
      // Escape cancels an edit, as it closes a dialog.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          event.preventDefault();
          onCancel();
        }
      }}
      className="grid gap-3 rounded-xl border border-stone-200 p-4"
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-place`} className="text-sm font-medium text-stone-800">
          {t('dashboard.trips.place')}
        </label>
        <select
          id={`${id}-place`}
          ref={(node) => {
            fields.current.locationId = node;
          }}
          autoFocus={autoFocus}
          value={draft.locationId}
          onChange={(e) => change('locationId', e.target.value)}
          aria-invalid={errors.locationId ? true : undefined}
          aria-describedby={describe('locationId')}
          className={input}
        >
          <option value="">{t('dashboard.trips.choosePlace')}</option>
          {sorted.map((place) => (
            <option key={place.id} value={place.id}>
              {localized(place, 'name', language)}
            </option>
          ))}
        </select>
        {message('locationId')}
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-date`} className="text-sm font-medium text-stone-800">
          {t('dashboard.trips.date')}
        </label>
        <input
          id={`${id}-date`}
          ref={(node) => void (fields.current.date = node)}
          type="date"
          value={draft.date}
          onChange={(e) => change('date', e.target.value)}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={[describe('date'), dayRead ? `${id}-date-read` : undefined].filter(Boolean).join(' ') || undefined}
          className={input}
        />
        {dayRead && (
          <p id={`${id}-date-read`} className="text-sm text-stone-600">
            {dayRead}
          </p>
        )}
        {message('date')}
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-notes`} className="text-sm font-medium text-stone-800">
          {t('dashboard.trips.notes')}
        </label>
        <textarea
          id={`${id}-notes`}
          ref={(node) => void (fields.current.notes = node)}
          rows={2}
          value={draft.notes}
          onChange={(e) => change('notes', e.target.value)}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={describe('notes')}
          className={input}
        />
        {message('notes')}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t('dashboard.trips.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
