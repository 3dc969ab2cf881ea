import type { Location } from '@tn/contracts/locations';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useSingleFlight } from '../../../hooks/use-single-flight.ts';
import { formatDate } from '../../../lib/date-format.ts';
import { localized } from '../../../lib/localized.ts';
import type { Trip } from '@tn/contracts/users';
import { useAddTrip, useRemoveTrip, useUpdateTrip } from '../api/trips.ts';
import { TripForm } from './trip-form.tsx';

/** The Planned tab: trips by date, each editable and removable, and the form to add one. */
export function PlannedTrips({ trips, places }: { trips: Trip[]; places: Location[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [editing, setEditing] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  // Focus follows the trip a keyboard user was on: back to its Edit button when its form
  // closes, to the next trip's (or the previous one's, or the form's heading) when it is
  // removed, to the new trip's when one is added (the add form starts afresh); otherwise it
  // would drop to <body> with the form or the item.
  const focusNext = useRef<string | null>(null);
  const addHeading = useRef<HTMLHeadingElement>(null);
  const editButton = (tripId: string) => (node: HTMLButtonElement | null) => {
    if (node && focusNext.current === tripId) {
      focusNext.current = null;
      node.focus();
    }
  };
  const closeForm = (tripId: string) => {
    focusNext.current = tripId;
    setEditing(null);
  };
  const add = useAddTrip();
  const update = useUpdateTrip();
  const remove = useRemoveTrip();
  const singleFlight = useSingleFlight();
  const sorted = [...trips].sort((a, b) => a.date.localeCompare(b.date));
  const removed = (trip: Trip) => {
    const index = sorted.findIndex((other) => other.id === trip.id);
    const neighbour = sorted[index + 1] ?? sorted[index - 1];
    if (neighbour) focusNext.current = neighbour.id;
    else addHeading.current?.focus();
    // Removing asks nothing first (a trip is quick to plan again), so the toast can undo it:
    // the same trip is planned again, under a new id.
    const { locationId, date, notes } = trip;
    toast.success(t('dashboard.trips.removed'), {
      action: {
        label: t('dashboard.trips.undo'),
        onClick: () => add.mutate({ locationId, date, notes }, { onSuccess: () => toast.success(t('dashboard.trips.restored')), onError: failed }),
      },
    });
  };
  const placeName = (locationId: number) => {
    const place = places.find((p) => p.id === locationId);
    return place ? localized(place, 'name', language) : t('dashboard.trips.unknownPlace');
  };
  const failed = () => toast.error(t('dashboard.trips.failed'));

  return (
    <div className="grid gap-4">
      {sorted.length === 0 ? (
        <p className="text-sm text-stone-600">{t('dashboard.lists.noTrips')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t('dashboard.lists.planned')}>
          {sorted.map((trip) => {
            const name = placeName(trip.locationId);
            const place = places.find((p) => p.id === trip.locationId);
            // Noon UTC is the same calendar day in Asia/Ho_Chi_Minh.
            const date = formatDate(`${trip.date}T12:00:00Z`, language);
            return (
              <li key={trip.id} className="rounded-xl border border-stone-200 px-4 py-3">
                {editing === trip.id ? (
                  <TripForm
                    places={places}
                    initial={trip}
                    submitLabel={t('dashboard.trips.save')}
                    pending={update.isPending}
                    autoFocus
                    onCancel={() => closeForm(trip.id)}
                    onSubmit={(body) =>
                      update.mutate(
                        { id: trip.id, body },
                        {
                          onSuccess: () => {
                            closeForm(trip.id);
                            toast.success(t('dashboard.trips.updated'));
                          },
                          onError: failed,
                        },
                      )
                    }
                  />
                ) : (
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-medium text-stone-900">
                        {place ? (
                          <Link to={paths.location(place.slug)} className="hover:text-tea-800 hover:underline">
                            {name}
                          </Link>
                        ) : (
                          name
                        )}
                      </p>
                      <p className="text-sm text-stone-700">{date}</p>
                      {trip.notes && <p className="mt-1 text-sm whitespace-pre-line wrap-anywhere text-stone-600">{trip.notes}</p>}
                    </div>
                    <div className="flex gap-2">
                      <Button ref={editButton(trip.id)} variant="outline" size="sm" onClick={() => setEditing(trip.id)}>
                        {t('dashboard.trips.edit')}{' '}
                        <span className="sr-only">{`${name} ${date}`}</span>
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        pending={remove.isPending}
                        onClick={() =>
                          singleFlight((settled) => remove.mutate(trip.id, { onSuccess: () => removed(trip), onError: failed, onSettled: settled }))
                        }
                      >
                        {t('dashboard.trips.remove')}{' '}
                        <span className="sr-only">{`${name} ${date}`}</span>
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <h3 ref={addHeading} tabIndex={-1} className="text-base font-semibold text-stone-900">
        {t('dashboard.trips.addTitle')}
      </h3>
      <TripForm
        key={formKey}
        places={places}
        submitLabel={t('dashboard.trips.add')}
        pending={add.isPending}
        onSubmit={(body) =>
          add.mutate(body, {
            onSuccess: (created) => {
              focusNext.current = created.id;
              setFormKey((k) => k + 1);
              toast.success(t('dashboard.trips.added'));
            },
            onError: failed,
          })
        }
      />
    </div>
  );
}
