import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { cn } from '../../../lib/cn.ts';
import { TRAVEL_MOODS } from '@tn/contracts/constants';
import type { TravelMood } from '@tn/contracts/constants';
import { useSetMood } from '../api/set-mood.ts';

/**
 * How long a choice must rest before it is saved. Arrow keys in a radio group choose as they
 * move, so a keyboard walk from the first mood to the last would otherwise save (and confirm
 * with a toast) every mood on the way.
 */
export const MOOD_SAVE_DELAY_MS = 400;

/** The travel mood as a radio group (native radios: arrows move and choose). */
export function MoodSelector({ mood }: { mood: TravelMood | null }) {
  const { t } = useTranslation();
  // The radio follows the choice at once; the cached profile takes over once the save settles
  // (the new mood, or the old one after a refusal) unless another choice came meanwhile.
  const [chosen, setChosen] = useState<TravelMood | null>(null);
  const shown = chosen ?? mood;
  const setMood = useSetMood({
    onSettled: (saved) => setChosen((current) => (current === saved ? null : current)),
    onSuccess: (saved) => toast.success(t('dashboard.mood.saved', { mood: t(`dashboard.mood.options.${saved}`) })),
    onError: () => toast.error(t('dashboard.mood.failed')),
  });

  // The choice waiting to rest, and what a save compares it with (the cached mood follows
  // each save at once). Leaving the page before the choice rests still saves it.
  const waiting = useRef<TravelMood | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ mood, mutate: setMood.mutate });
  latest.current = { mood, mutate: setMood.mutate };
  const saveWaiting = () => {
    const choice = waiting.current;
    waiting.current = null;
    if (choice === null) return;
    if (choice === latest.current.mood) setChosen(null);
    else latest.current.mutate(choice);
  };
  const choose = (option: TravelMood) => {
    setChosen(option);
    waiting.current = option;
    clearTimeout(timer.current);
    timer.current = setTimeout(saveWaiting, MOOD_SAVE_DELAY_MS);
  };
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      saveWaiting();
    },
    [],
  );

  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5">
      <fieldset>
        <legend className="text-lg font-semibold text-stone-900">{t('dashboard.mood.title')}</legend>
        <p className="mt-1 text-sm text-stone-600">{t('dashboard.mood.hint')}</p>
        <div className="mt-4 grid gap-2">
          {TRAVEL_MOODS.map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 ring-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-tea-700',
                shown === option ? 'bg-tea-50 ring-tea-600' : 'ring-stone-200 hover:bg-stone-50',
              )}
            >
              <input
                type="radio"
                name="travel-mood"
                value={option}
                checked={shown === option}
                onChange={() => choose(option)}
                className="size-4 accent-tea-700"
              />
              <span className="text-sm font-medium text-stone-900">{t(`dashboard.mood.options.${option}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
