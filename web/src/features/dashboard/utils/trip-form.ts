import { isCalendarDay, latestTripDay } from '@tn/contracts/calendar';
import { TRIP_NOTES_MAX_LENGTH } from '@tn/contracts/constants';
import { textLength } from '@tn/contracts/text';

/** The longest trip note (after trimming), as the profile service checks it. */
export const TRIP_NOTES_MAX = TRIP_NOTES_MAX_LENGTH;

export interface TripDraft {
  locationId: string;
  date: string;
  notes: string;
}

export type TripErrors = Partial<Record<keyof TripDraft, 'placeRequired' | 'dateRequired' | 'dateInvalid' | 'datePast' | 'dateTooFar' | 'notesTooLong'>>;

/**
 * The form's checks, in field order: a place, a real calendar day from today to
 * TRIP_MAX_YEARS_AHEAD years on (a trip being edited may keep the day it has, as the profile
 * service lets it), notes up to TRIP_NOTES_MAX characters after trimming.
 */
export function validateTrip(draft: TripDraft, { today, keepDate }: { today: string; keepDate?: string }): TripErrors {
  const errors: TripErrors = {};
  if (!draft.locationId) errors.locationId = 'placeRequired';
  if (!draft.date) errors.date = 'dateRequired';
  else if (!isCalendarDay(draft.date)) errors.date = 'dateInvalid';
  else if (draft.date < today && draft.date !== keepDate) errors.date = 'datePast';
  else if (draft.date > latestTripDay(today) && draft.date !== keepDate) errors.date = 'dateTooFar';
  if (textLength(draft.notes.trim()) > TRIP_NOTES_MAX) errors.notes = 'notesTooLong';
  return errors;
}
